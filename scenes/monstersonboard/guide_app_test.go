package monstersonboard

import (
	"slices"
	"testing"

	"monstermixer/engine"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/engine/record"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// In the app, a family game's guide shows first, then a first game alone
// against Spider Jack shows his mode's guide too (issue 35), with a
// picture beside each step; screenshots for a person to look at.
func TestTheAppShowsEachModesGuide(t *testing.T) {
	in := &ui.Script{X: 1, Y: 1}
	a, step := apptest.FastApp(t, in)
	for _, c := range []struct {
		name string
		n    int
		opts map[string]string
	}{
		{"family", 2, map[string]string{mb.OptMode: mb.ModeFamily}},
		{"versus-jack", 1, nil},
		{"own-scare", 1, map[string]string{mb.OptSolo: mb.SoloScare}},
	} {
		seats := []record.Seat{{Name: "Anna", Kind: session.KindHuman}}
		if c.n == 2 {
			seats = append(seats, record.Seat{Name: "Blorb", Kind: session.KindEasy})
		}
		f, err := a.OpenTable(session.New(mb.GameID, engine.Setup{Players: c.n, Options: c.opts}, seats, 9))
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 60 && !slices.ContainsFunc(a.Targets(), func(tg ui.Target) bool { return tg.Name == "button:Got it" }); i++ {
			step()
		}
		_ = f
		got := false
		for _, tg := range a.Targets() {
			if tg.Name == "button:Got it" {
				got = true
				apptest.SaveShot(t, a, "mob-guide-"+c.name)
				in.ClickRect(tg.Rect)
				step()
			}
		}
		if !got {
			t.Fatalf("%s: a first game of the mode showed no guide", c.name)
		}
	}
}
