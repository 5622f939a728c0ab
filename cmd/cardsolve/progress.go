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
	drawn bool      // whether the bar is on the screen now
	now   func() time.Time

	stop  chan struct{} // closed by finish to end the ticker goroutine
	ended chan struct{} // closed by the ticker goroutine when it ends
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
	return startProgress(w, what, total, time.Now, progressTick)
}

// startProgress returns a bar that reads the time from now and redraws itself every tick.
func startProgress(w io.Writer, what string, total int, now func() time.Time, tick time.Duration) *progress {
	p := &progress{w: w, what: what, total: total, start: now(), now: now, stop: make(chan struct{}), ended: make(chan struct{})}
	go p.tick(tick)
	return p
}

// progressTick is how often the bar is redrawn while no problem finishes, so that the elapsed time
// and the estimate keep moving during long problems.
const progressTick = time.Second

// tick redraws the bar every period until finish is called.
func (p *progress) tick(period time.Duration) {
	defer close(p.ended)
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			p.add(0)
		case <-p.stop:
			return
		}
	}
}

// add counts n more problems done and redraws the bar when it is due.
func (p *progress) add(n int) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done += n
	if p.stopped() {
		return
	}
	t := p.now()
	if t.Sub(p.start) < progressDelay || t.Sub(p.last) < progressEvery {
		return
	}
	p.last, p.drawn = t, true
	fmt.Fprint(p.w, "\r"+progressLine(p.done, p.total, t.Sub(p.start), p.what)+"\x1b[K")
}

// stopped reports whether finish has been called.
func (p *progress) stopped() bool {
	select {
	case <-p.stop:
		return true
	default:
		return false
	}
}

// finish stops the bar and erases it if it was drawn, so that what follows on the terminal starts
// on a clean line. Calls after the first do nothing.
func (p *progress) finish() {
	if p == nil {
		return
	}
	p.mu.Lock()
	if p.stopped() {
		p.mu.Unlock()
		return
	}
	p.erase()
	close(p.stop)
	p.mu.Unlock()
	<-p.ended
}

// println writes line and a newline to w, erasing the bar first (see above). A nil *progress just
// writes the line.
func (p *progress) println(w io.Writer, line string) {
	fmt.Fprintln(p.above(w), line)
}

// above returns a writer to w for output that may share the bar's terminal: before each write the
// bar is erased, to be drawn again at its next update due, so that the output starts on a clean
// line. For a nil *progress it returns w.
func (p *progress) above(w io.Writer) io.Writer {
	if p == nil {
		return w
	}
	return aboveWriter{p, w}
}

// aboveWriter is the writer of progress.above.
type aboveWriter struct {
	p *progress
	w io.Writer
}

// Write erases the bar if it is drawn, then writes b to the underlying writer.
func (a aboveWriter) Write(b []byte) (int, error) {
	a.p.mu.Lock()
	defer a.p.mu.Unlock()
	a.p.erase()
	return a.w.Write(b)
}

// erase takes the bar off the screen if it is drawn; it is drawn again at the next update due.
// The caller holds p.mu.
func (p *progress) erase() {
	if p.drawn {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.drawn = false
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
