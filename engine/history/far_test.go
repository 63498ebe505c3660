package history

import (
	"reflect"
	"testing"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/ai/remote"
)

// farByMessage searches as the browser's worker does: the view written
// as a message, read back and searched by remote.Serve, the answer read
// in the view; answered at the second look (failed when fail is set).
type farByMessage struct {
	t     *testing.T
	view  engine.State
	msg   []byte
	looks int
	fail  bool
}

func (f *farByMessage) Done() bool { f.looks++; return f.looks > 1 }
func (f *farByMessage) Cancel()    {}
func (f *farByMessage) Result() (engine.Action, int, []ai.ActionStat, bool) {
	if f.fail {
		return 0, 0, nil, false
	}
	rep, err := remote.UnmarshalReply(remote.Serve(f.msg, nil))
	if err != nil {
		f.t.Fatal(err)
	}
	best, err := rep.ParseIn(f.view)
	if err != nil {
		f.t.Fatal(err)
	}
	var stats []ai.ActionStat
	for _, s := range rep.Stats {
		a, err := f.view.ParseAction(s.Action)
		if err != nil {
			f.t.Fatal(err)
		}
		stats = append(stats, ai.ActionStat{Action: a, Visits: s.Visits, Mean: s.Mean})
	}
	return best, rep.Iterations, stats, true
}

// TestReviewFarMarksTheSameMoves: a review whose searches run far (in the
// browser: the worker) marks the same moves with the same verdicts as one
// searching here, and one whose far searches fail falls back to searching
// here.
func TestReviewFarMarksTheSameMoves(t *testing.T) {
	g := load(t, "monster-factory.mixer", time.Time{})
	cfg := ai.LevelConfig(ai.Easy, 0)
	cfg.TimeCap = 0
	run := func(far Far) []Moment {
		r, err := NewReview(g.Record, 0, cfg)
		if err != nil {
			t.Fatal(err)
		}
		r.SearchFar(far)
		for !r.Step(5 * time.Millisecond) {
		}
		return r.Moments()
	}
	far := func(fail bool) Far {
		return func(setup engine.Setup, view engine.State, cfg ai.Config) FarSearch {
			msg, err := remote.Request{Game: view.Game().ID(), Setup: setup, Config: cfg, View: view}.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			return &farByMessage{t: t, view: view, msg: msg, fail: fail}
		}
	}
	here := run(nil)
	if len(here) == 0 {
		t.Fatal("no move marked")
	}
	if got := run(far(false)); !reflect.DeepEqual(got, here) {
		t.Errorf("far: %+v\nhere: %+v", got, here)
	}
	if got := run(far(true)); !reflect.DeepEqual(got, here) {
		t.Errorf("far failing: %+v\nhere: %+v", got, here)
	}
}
