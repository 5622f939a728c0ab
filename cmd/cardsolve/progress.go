// progress.go holds the progress bar drawn on standard error during long runs: problems done out of
// the total, elapsed time and an estimate of the time left.

package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// Progress bar timing: nothing is drawn before progressDelay has passed (short runs stay silent),
// then at most once per progressEvery.
const (
	progressDelay = 500 * time.Millisecond
	progressEvery = 100 * time.Millisecond
	progressWidth = 30 // characters of the bar itself
)

// progress draws a one-line progress bar, redrawn in place with a carriage return. A nil *progress
// draws nothing, so callers need not check whether the bar is on. It is safe for concurrent use.
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	what  string // unit counted, plural: "deals", "positions"
	total int
	done  int
	start time.Time
	last  time.Time // time of the last drawing; zero before the first
	now   func() time.Time
}

// isTerminal reports whether f is a character device, that is, a terminal rather than a file or
// pipe.
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// newProgress returns a progress bar for total problems on w, or nil when it should stay off: when
// enabled is false or there is at most one problem.
func newProgress(w io.Writer, what string, total int, enabled bool) *progress {
	if !enabled || total <= 1 {
		return nil
	}
	return &progress{w: w, what: what, total: total, start: time.Now(), now: time.Now}
}

// add counts n more problems done and redraws the bar when it is due.
func (p *progress) add(n int) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done += n
	t := p.now()
	if t.Sub(p.start) < progressDelay || t.Sub(p.last) < progressEvery {
		return
	}
	p.last = t
	fmt.Fprint(p.w, "\r"+progressLine(p.done, p.total, t.Sub(p.start), p.what)+"\x1b[K")
}

// finish erases the bar if it was drawn, so that what follows on the terminal starts on a clean
// line.
func (p *progress) finish() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.last.IsZero() {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}

// progressLine renders the bar: "[=========>          ] 12/40 deals  elapsed 3s  ETA 9s". The
// estimate assumes the remaining problems take as long on average as the finished ones; it is "?"
// before the first one finishes.
func progressLine(done, total int, elapsed time.Duration, what string) string {
	done = min(max(done, 0), total)
	filled := 0
	if total > 0 {
		filled = done * progressWidth / total
	}
	bar := strings.Repeat("=", filled)
	if filled < progressWidth {
		bar += ">" + strings.Repeat(" ", progressWidth-filled-1)
	}
	eta := "?"
	if done > 0 {
		eta = roundDuration(elapsed * time.Duration(total-done) / time.Duration(done)).String()
	}
	return fmt.Sprintf("[%s] %d/%d %s  elapsed %v  ETA %s", bar, done, total, what, roundDuration(elapsed), eta)
}

// roundDuration rounds d for display: to 0.1 s below a minute, to whole seconds above.
func roundDuration(d time.Duration) time.Duration {
	if d < time.Minute {
		return d.Round(100 * time.Millisecond)
	}
	return d.Round(time.Second)
}
