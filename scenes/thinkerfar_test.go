package scenes

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/ai/remote"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// fakeFar stands in for the browser's worker: the view goes through its
// message (remote), is searched by the worker's own function, and the
// answer comes at the second look; fail makes the worker fail instead.
type fakeFar struct {
	t      *testing.T
	view   engine.State
	msg    []byte
	looks  int
	fail   bool
	gone   bool
	answer engine.Action
	ok     bool
}

func (f *fakeFar) done() bool {
	f.looks++
	if f.looks == 2 && !f.fail {
		rep, err := remote.UnmarshalReply(remote.Serve(f.msg, nil))
		if err != nil {
			f.t.Fatal(err)
		}
		f.answer, err = rep.ParseIn(f.view)
		f.ok = err == nil
	}
	return f.looks >= 2
}
func (f *fakeFar) best() (engine.Action, bool) { return f.answer, f.ok }
func (f *fakeFar) hurry()                      {}
func (f *fakeFar) cancel()                     { f.gone = true }

// useFakeFar sets searchFar to fakeFar for the test and counts its
// searches.
func useFakeFar(t *testing.T, fail bool) *[]*fakeFar {
	var started []*fakeFar
	old := searchFar
	t.Cleanup(func() { searchFar = old })
	searchFar = func(view engine.State, setup engine.Setup, cfg ai.Config) farSearch {
		cfg.TimeCap = 0
		msg, err := remote.Request{Game: view.Game().ID(), Setup: setup, Config: cfg, View: view}.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		f := &fakeFar{t: t, view: view, msg: msg, fail: fail}
		started = append(started, f)
		return f
	}
	return &started
}

// With a worker, computer seats play a whole game through the frame,
// every decision searched there.
func TestComputersThinkingInTheWorkerPlayAGame(t *testing.T) {
	started := useFakeFar(t, false)
	in := &ui.Script{}
	a := NewApp(Config{Input: in, Store: storage.NewMemory()})
	a.Settings.AnimSpeed = "instant"
	a.SetSize(LayoutW, LayoutH)
	playComputersToGameOver(t, a, in, 0)
	if len(*started) == 0 {
		t.Fatal("no decision went to the worker")
	}
	for i, f := range *started {
		if !f.ok && !f.gone {
			t.Errorf("search %d: no answer, not dropped", i)
		}
	}
}

// Where the worker fails, the thinker searches in the frame's slices and
// chooses what that search chooses; the worker's answer is what the
// native search on the view chooses.
func TestThinkerFallsBackWhenTheWorkerFails(t *testing.T) {
	view := highCardDecision(t).ViewFor(0)
	setup := engine.Setup{Players: 3}
	local := newThinker(view, session.KindNormal, 9, false)
	var b thinkBudget
	for frame := 0; !local.done(); frame++ {
		b.lend(frame, false, local)
	}
	for _, fail := range []bool{true, false} {
		useFakeFar(t, fail)
		th := newThinkerIn(setup, view, session.KindNormal, 9, false)
		if th.far == nil {
			t.Fatal("the worker was not asked")
		}
		var b thinkBudget
		for frame := 0; !th.done(); frame++ {
			b.lend(frame, false, th)
		}
		if fail && th.far != nil {
			t.Fatal("a failed worker's search is still awaited")
		}
		if got, want := th.best(), local.best(); got != want {
			t.Errorf("worker failing %v: chose %v, in slices %v", fail, got, want)
		}
	}
}
