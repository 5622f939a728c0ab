package bridge

import (
	"testing"
	"time"
)

func TestSpeedProbe(t *testing.T) {
	cases := readDDSList(t, "../testdata/dds/list10.txt")
	for _, nb := range []bool{true} {
		var b *Solver
		b = NewSolver(testOptions)
		b.SetQuickTricks(!nb)
		st := time.Now()
		for i := 0; i < 2; i++ {
			b.Table(cases[i].deal)
		}
		t.Logf("nobounds=%v %v %+v", nb, time.Since(st), b.Stats())
	}
}
