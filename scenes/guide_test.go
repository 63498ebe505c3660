package scenes

import (
	"testing"

	"monstermixer/engine/enginetest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// guidedTable is the fake table with a first-game guide.
type guidedTable struct{ fakeTable }

func (*guidedTable) Guide() []string {
	return []string{"On your turn, keep your card or swap it once.", "The highest card wins."}
}

func TestTheGuideShowsOnceAndFromTheMenu(t *testing.T) {
	ui.RegisterTable(enginetest.HighCard.ID(), func() ui.Table { return &guidedTable{} })
	t.Cleanup(func() { ui.RegisterTable(enginetest.HighCard.ID(), func() ui.Table { return &fakeTable{} }) })
	a, in := newTestApp(t, nil)
	f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
	tick(t, a, in, 5)
	if ts := a.Targets(); len(ts) != 1 || ts[0].Name != "button:Got it" {
		t.Fatalf("targets with the guide up: %v", ts)
	}
	if len(f.Session().Entries) != 0 {
		t.Fatal("the game went on under the guide")
	}
	render(t, a, "guide")
	click(t, a, in, "button:Got it")
	tick(t, a, in, 2)
	if len(f.Session().Entries) == 0 || hasTarget(a, "button:Got it") {
		t.Fatal("the game did not start after the guide")
	}
	// A second game of the same kind starts without it.
	g := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
	if g.guide != nil {
		t.Fatal("the guide was shown twice")
	}
	in.Press(ui.CmdMenu)
	tick(t, a, in, 1)
	click(t, a, in, "button:"+menuGuide)
	if !hasTarget(a, "button:Got it") {
		t.Fatal("the menu did not show the guide again")
	}
}
