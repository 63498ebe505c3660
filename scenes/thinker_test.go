package scenes

import (
	"testing"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/insurance"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// highCardDecision is a High Card position where seat 0 decides.
func highCardDecision(t *testing.T) engine.State {
	t.Helper()
	s, err := enginetest.HighCard.NewState(engine.Setup{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(engine.Action(2)); err != nil { // seat 0 is dealt a 2
		t.Fatal(err)
	}
	if s.CurrentPlayer() != 0 {
		t.Fatalf("decider %d", s.CurrentPlayer())
	}
	return s
}

// waitDone polls th until its search ends; the deadline only stops a hung
// test, it measures nothing.
func waitDone(t *testing.T, th *thinker) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !th.done() {
		if time.Now().After(deadline) {
			t.Fatal("the search aside never finished")
		}
		time.Sleep(time.Millisecond)
	}
}

// A search aside chooses what the same search in the frame's slices
// chooses: only where it runs differs.
func TestThinkingAsideChoosesLikeThinkingInSlices(t *testing.T) {
	s := highCardDecision(t)
	aside := newThinker(s.ViewFor(0), session.KindNormal, 9, true)
	if !aside.background {
		t.Fatal("asked to think aside, the thinker runs in slices")
	}
	inSlices := newThinker(s.ViewFor(0), session.KindNormal, 9, false)
	var b thinkBudget
	for frame := 0; !inSlices.done(); frame++ {
		b.lend(frame, false, inSlices)
	}
	waitDone(t, aside)
	if got, want := aside.best(), inSlices.best(); got != want {
		t.Fatalf("aside chose %v, in slices %v", got, want)
	}
	if err := s.Clone().Apply(aside.best()); err != nil {
		t.Fatalf("illegal choice: %v", err)
	}
}

// A cancelled search aside stops soon after, well before its iterations
// are spent (Hard's search of a Monster Insurance pick takes hundreds of
// its 10 ms slices).
func TestCancelledThinkingAsideStops(t *testing.T) {
	s := insurance.New(4, 4)
	rng := engine.NewRand(4)
	for s.CurrentPlayer() == engine.Chance || s.Phase() != insurance.PhasePick {
		a := engine.Sample(s, rng)
		if s.CurrentPlayer() != engine.Chance {
			a = s.AppendLegalActions(nil)[0]
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	th := newThinker(s.ViewFor(s.CurrentPlayer()), session.KindHard, 9, true)
	th.cancel()
	waitDone(t, th)
	if th.search.Done() {
		t.Fatal("the search ran to its end although cancelled at once")
	}
}

// With computers thinking aside, a whole game plays through the frame
// while the ticks run at their own pace.
func TestComputersThinkingAsidePlayAGame(t *testing.T) {
	in := &ui.Script{}
	a := NewApp(Config{Input: in, Store: storage.NewMemory(), ThinkAside: true})
	a.Settings.AnimSpeed = "instant"
	a.SetSize(LayoutW, LayoutH)
	if a.thinkAside != thinkInBackground() {
		t.Fatalf("thinkAside %v on a build where aside is %v", a.thinkAside, thinkInBackground())
	}
	playComputersToGameOver(t, a, in, time.Millisecond)
}

// playComputersToGameOver starts a High Card game of three computer seats
// (Normal, Hard, Easy) and ticks until it is over, pausing between ticks.
func playComputersToGameOver(t *testing.T, a *App, in *ui.Script, pause time.Duration) {
	t.Helper()
	startFrame(t, a, in, enginetest.HighCard.ID(), session.KindNormal, session.KindHard, session.KindEasy)
	deadline := time.Now().Add(60 * time.Second)
	for a.Scene().Name() != "gameover" {
		if time.Now().After(deadline) {
			t.Fatalf("no game over; scene %s", a.Scene().Name())
		}
		tick(t, a, in, 1)
		time.Sleep(pause)
	}
}

// The search's share of a frame is the fixed slice at 60 FPS and grows
// with the time between frames, up to its cap.
func TestThinkSliceGrowsWithRareFrames(t *testing.T) {
	cases := []struct {
		interval  time.Duration
		animating bool
		want      time.Duration
	}{
		{0, false, thinkWhileStill},
		{16 * time.Millisecond, false, thinkWhileStill + 400*time.Microsecond},
		{16 * time.Millisecond, true, thinkWhileAnimating},
		{50 * time.Millisecond, false, 20 * time.Millisecond},
		{50 * time.Millisecond, true, 7500 * time.Microsecond},
		{time.Second, false, capWhileStill},
		{time.Second, true, capWhileAnimating},
	}
	for _, c := range cases {
		if got := thinkSlice(c.interval, c.animating); got != c.want {
			t.Errorf("thinkSlice(%v, animating %v) = %v, want %v", c.interval, c.animating, got, c.want)
		}
	}
}
