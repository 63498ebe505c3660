package apptest_test

import (
	"strings"
	"testing"
	"time"

	"monstermixer/engine"
	ins "monstermixer/engine/insurance"
	"monstermixer/engine/record"
	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// A person's reveal in Monster Insurance is their only move: the top bar
// announces it and the frame plays it after a pause, but the table still
// shows the Reveal button, and pressing it reveals at once.
func TestOnlyMoveCanStillBeMadeOnTheTable(t *testing.T) {
	seats := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Bob", Kind: session.KindEasy}, {Name: "Cleo", Kind: session.KindEasy}}
	sess, err := session.New(ins.GameID, engine.Setup{Players: 3}, seats, 3)
	if err != nil {
		t.Fatal(err)
	}
	var legal []engine.Action
	for i := 0; sess.State.(*ins.State).Phase() != ins.PhaseReveal || sess.Decider() != 0; i++ {
		if i > 500 {
			t.Fatal("no reveal of Anna's came")
		}
		act := engine.Action(0)
		if sess.Decider() == engine.Chance {
			act = sess.SampleChance()
		} else {
			legal = sess.State.AppendLegalActions(legal[:0])
			act = legal[i%len(legal)]
		}
		if err := sess.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	in := &ui.Script{}
	a := apptest.NewApp(in, "", scenes.LayoutW, scenes.LayoutH)
	clock := time.Unix(1e9, 0)
	a.Now = func() time.Time { return clock } // the pause never ends by itself
	a.MarkGuided(ins.GameID)
	f, err := a.OpenTable(sess, nil)
	if err != nil {
		t.Fatal(err)
	}
	tickApp(t, a, in, 30)
	shot(t, a, "only-move-reveal")
	played := len(sess.Entries)
	if st := f.Status(); !strings.HasPrefix(st, "Only one move: ") || !strings.Contains(st, "reveals") {
		t.Fatalf("the top bar says %q", st)
	}
	apptest.ClickTarget(t, a, in, "button:Reveal")
	if len(sess.Entries) != played+1 || sess.Entries[played].Action != ins.RevealAction() {
		t.Fatalf("pressing Reveal made %d actions", len(sess.Entries)-played)
	}
	tickApp(t, a, in, 5)
	shot(t, a, "only-move-revealing")
	if st := f.Status(); !f.Busy() || !strings.HasPrefix(st, "Revealing") {
		t.Fatalf("while the cards turn up the top bar says %q (busy %v)", st, f.Busy())
	}
}
