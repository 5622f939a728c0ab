// progress_test.go checks the progress bar: its rendering, when it draws and that it erases itself.

package main

import (
	"bytes"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestProgressLine(t *testing.T) {
	tests := []struct {
		done, total int
		elapsed     time.Duration
		want        string
	}{
		{0, 10, 0, "[>                             ] 0/10 deals  elapsed 0s  ETA ?"},
		{1, 4, 2 * time.Second, "[=======>                      ] 1/4 deals  elapsed 2s  ETA 6s"},
		{5, 10, 1500 * time.Millisecond, "[===============>              ] 5/10 deals  elapsed 1.5s  ETA 1.5s"},
		{10, 10, 90 * time.Second, "[==============================] 10/10 deals  elapsed 1m30s  ETA 0s"},
		{3, 1000, 61*time.Second + 400*time.Millisecond, "[>                             ] 3/1000 deals  elapsed 1m1s  ETA 5h40m5s"},
		{12, 10, time.Second, "[==============================] 10/10 deals  elapsed 1s  ETA 0s"}, // clamped
	}
	for _, tc := range tests {
		if got := progressLine(tc.done, tc.total, tc.elapsed, "deals"); got != tc.want {
			t.Errorf("progressLine(%d, %d, %v) = %q; want %q", tc.done, tc.total, tc.elapsed, got, tc.want)
		}
	}
}

// fakeClock is a clock for the bar that the test moves by hand; safe for concurrent use.
type fakeClock struct{ ns atomic.Int64 }

func (c *fakeClock) now() time.Time          { return time.Unix(0, c.ns.Load()) }
func (c *fakeClock) advance(d time.Duration) { c.ns.Add(int64(d)) }
func (p *progress) screen(b *bytes.Buffer) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return b.String()
}

func TestProgressDrawing(t *testing.T) {
	var b bytes.Buffer
	if p := newProgress(&b, "deals", 5, false); p != nil {
		t.Fatalf("newProgress(enabled false) = %v; want nil", p)
	}
	if p := newProgress(&b, "deals", 1, true); p != nil {
		t.Fatalf("newProgress(1 problem) = %v; want nil", p)
	}
	var off *progress
	off.add(1) // a nil bar draws nothing and does not crash
	off.println(&b, "plain")
	off.finish()
	if got := off.above(&b); got != &b {
		t.Errorf("nil bar: above(w) = %v; want w", got)
	}
	if b.String() != "plain\n" {
		t.Fatalf("nil bar wrote %q", b.String())
	}
	b.Reset()

	var clock fakeClock
	p := startProgress(&b, "deals", 5, clock.now, time.Hour)
	p.add(1) // before the delay: silent
	if b.Len() != 0 {
		t.Fatalf("bar drawn before the delay: %q", b.String())
	}
	clock.advance(time.Second)
	p.add(1)
	if want := "\r[============>                 ] 2/5 deals  elapsed 1s  ETA 1.5s\x1b[K"; b.String() != want {
		t.Fatalf("drawn %q; want %q", b.String(), want)
	}
	clock.advance(progressEvery / 2)
	p.add(1) // too soon after the last drawing
	if strings.Count(b.String(), "\r") != 1 {
		t.Fatalf("redrawn within %v: %q", progressEvery, b.String())
	}
	clock.advance(progressEvery)
	p.add(1)
	if !strings.Contains(b.String(), "4/5 deals") {
		t.Fatalf("not redrawn after %v: %q", progressEvery, b.String())
	}
	// Output on the same terminal: the bar is erased first, and only once.
	b.Reset()
	var out bytes.Buffer
	fmt.Fprint(p.above(&out), "block\n")
	p.println(&out, "error")
	if b.String() != "\r\x1b[K" || out.String() != "block\nerror\n" {
		t.Fatalf("output above the bar: bar %q, output %q", b.String(), out.String())
	}
	b.Reset()
	p.finish()
	p.finish()
	if b.Len() != 0 {
		t.Fatalf("finish erased a bar that was not drawn: %q", b.String())
	}
	p.add(1)
	if b.Len() != 0 {
		t.Fatalf("drawn after finish: %q", b.String())
	}
}

func TestProgressTicks(t *testing.T) {
	var b bytes.Buffer
	var clock fakeClock
	p := startProgress(&b, "positions", 3, clock.now, time.Millisecond)
	clock.advance(2 * time.Second) // no problem finishes, but the ticker redraws
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(p.screen(&b), "0/3 positions  elapsed 2s  ETA ?") {
		if time.Now().After(deadline) {
			t.Fatalf("the ticker did not draw the bar: %q", p.screen(&b))
		}
		time.Sleep(time.Millisecond)
	}
	p.finish()
	if !strings.HasSuffix(b.String(), "\r\x1b[K") {
		t.Fatalf("bar not erased: %q", b.String())
	}
}
