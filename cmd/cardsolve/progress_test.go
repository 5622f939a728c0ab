// progress_test.go checks the progress bar: its rendering, when it draws and that it erases itself.

package main

import (
	"bytes"
	"strings"
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
	off.finish()

	p := newProgress(&b, "deals", 5, true)
	clock := p.start
	p.now = func() time.Time { return clock }
	p.add(1) // before the delay: silent
	p.finish()
	if b.Len() != 0 {
		t.Fatalf("bar drawn or erased before the delay: %q", b.String())
	}
	clock = clock.Add(time.Second)
	p.add(1)
	if want := "\r[============>                 ] 2/5 deals  elapsed 1s  ETA 1.5s\x1b[K"; b.String() != want {
		t.Fatalf("drawn %q; want %q", b.String(), want)
	}
	clock = clock.Add(progressEvery / 2)
	p.add(1) // too soon after the last drawing
	if strings.Count(b.String(), "\r") != 1 {
		t.Fatalf("redrawn within %v: %q", progressEvery, b.String())
	}
	clock = clock.Add(progressEvery)
	p.add(1)
	if !strings.Contains(b.String(), "4/5 deals") {
		t.Fatalf("not redrawn after %v: %q", progressEvery, b.String())
	}
	p.finish()
	if !strings.HasSuffix(b.String(), "\r\x1b[K") {
		t.Fatalf("bar not erased: %q", b.String())
	}
}
