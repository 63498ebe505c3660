package factory

import (
	"fmt"
	"testing"
	"time"

	"monstermixer/engine"
	fe "monstermixer/engine/factory"
	"monstermixer/engine/record"
	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// TestWholeAppPlaysWithEveryAnimation runs the real app (frame, computer
// seats, chance) on this table at fast animation speed with a ticking
// clock, and checks that every kind of animation is played and ends. With
// MIXER_SHOTS set it saves a screenshot of each animation in flight.
func TestWholeAppPlaysWithEveryAnimation(t *testing.T) {
	for _, c := range []struct {
		n    int
		w, h float64
	}{{4, 1280, 720}, {6, 2560, 1440}} {
		n := c.n
		var tb *Table
		ui.RegisterTable("monster-factory", func() ui.Table { tb = New(); return tb })
		in := &ui.Script{X: 1, Y: 1}
		a := scenes.NewApp(scenes.Config{Input: in, Store: storage.NewMemory(),
			Auto: scenes.Automation{Demo: "monster-factory", Players: n, Seed: uint64(3 + n), SeedSet: true}})
		// Play it as a person would watch it: animations on, a clock that
		// moves a tick at a time.
		a.Auto.Demo = ""
		a.Settings.AnimSpeed = "fast"
		now := time.Now()
		a.Now = func() time.Time { return now }
		a.SetSize(c.w, c.h)
		if tb == nil {
			t.Fatal("the app did not make this table")
		}
		if a.Scene().Name() != "table" {
			t.Fatalf("first scene %s: %v", a.Scene().Name(), a.Err())
		}
		seen := map[fe.EventKind]bool{}
		shot := map[fe.EventKind]bool{}
		busyTicks := 0
		for i := 0; i < 20000 && a.Scene().Name() == "table"; i++ {
			if err := a.Tick(); err != nil {
				t.Fatal(err)
			}
			in.EndTick()
			now = now.Add(time.Second / 60)
			if tb.Busy() {
				busyTicks++
			}
			if e, p, ok := tb.current(); ok {
				seen[e.Kind] = true
				if p > 0.45 && !shot[e.Kind] {
					shot[e.Kind] = true
					apptest.SaveShot(t, a, fmt.Sprintf("app-%dp-%s", n, e.Kind))
				}
			}
			if len(seen) == len(eventKinds) {
				break
			}
		}
		t.Logf("stopped on %s", a.Scene().Name())
		for _, k := range eventKinds {
			if !seen[k] && k != fe.EvDiscard {
				t.Errorf("%d players: no %s animation seen", n, k)
			}
		}
		if busyTicks == 0 {
			t.Fatal("the table was never busy")
		}
		tb.SkipAnimation()
		if tb.Busy() {
			t.Fatal("busy after SkipAnimation")
		}
		apptest.SaveShot(t, a, fmt.Sprintf("app-%dp-last", n))
	}
}

var eventKinds = []fe.EventKind{fe.EvOrder, fe.EvPick, fe.EvDraw, fe.EvPlace, fe.EvComplete, fe.EvMinion, fe.EvDiscard}

// TestAPersonPlaysATurnThroughTheApp seats a person with three computer
// players, waits for the person's turn, points at a published spot target
// (the one the browser test clicks), clicks it and checks that the frame
// played exactly that placement. It runs at 1280x720 and 2560x1440.
func TestAPersonPlaysATurnThroughTheApp(t *testing.T) {
	for _, w := range []float64{1280, 2560} {
		var tb *Table
		ui.RegisterTable("monster-factory", func() ui.Table { tb = New(); return tb })
		in := &ui.Script{X: 1, Y: 1}
		a := apptest.NewApp(in, "fast", w, w*9/16)
		now := time.Now()
		a.Now = func() time.Time { return now }
		seats := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindEasy},
			{Name: "Snaggle", Kind: session.KindEasy}, {Name: "Zonk", Kind: session.KindEasy}}
		f, err := a.OpenTable(session.New("monster-factory", engine.Setup{Players: 4}, seats, 11))
		if err != nil {
			t.Fatal(err)
		}
		sess := f.Session()
		guided := false
		tickApp := func() {
			if err := a.Tick(); err != nil {
				t.Fatal(err)
			}
			in.EndTick()
			now = now.Add(time.Second / 60)
			// The first-game guide comes once: read, then closed.
			for _, tg := range a.Targets() {
				if tg.Name == "button:Got it" {
					apptest.SaveShot(t, a, fmt.Sprintf("person-%v-guide", w))
					guided = true
					in.ClickRect(tg.Rect)
				}
			}
		}
		// Pick a starting tile by clicking the first published pick.
		picked := false
		for i := 0; i < 600 && !picked; i++ {
			tickApp()
			for _, tg := range a.Targets() {
				if len(tg.Name) > 5 && tg.Name[:5] == "pick:" {
					apptest.SaveShot(t, a, fmt.Sprintf("person-%v-pick", w))
					in.ClickRect(tg.Rect)
					tickApp()
					picked = true
					break
				}
			}
		}
		if !picked || len(sess.Entries) == 0 || sess.Entries[0].Text == "" {
			t.Fatalf("no starting pick made (%d entries)", len(sess.Entries))
		}
		// Play turns until a placement is made by clicking a spot.
		placed := 0
		for i := 0; i < 20000 && placed < 3 && !sess.State.IsTerminal(); i++ {
			tickApp()
			if tb.Busy() || sess.Decider() != 0 {
				continue
			}
			var spot ui.Target
			for _, tg := range a.Targets() {
				if len(tg.Name) > 5 && tg.Name[:5] == "spot:" {
					spot = tg
				}
			}
			if spot.Name == "" {
				in.WheelY = -1 // turn the tile; a tile that fits nowhere is discarded by the frame
				continue
			}
			in.X, in.Y = spot.Rect.Center()
			tickApp()
			if placed == 0 {
				apptest.SaveShot(t, a, fmt.Sprintf("person-%v-hover", w))
			}
			n := len(sess.Entries)
			in.ClickRect(spot.Rect)
			tickApp()
			if len(sess.Entries) != n+1 {
				t.Fatalf("clicking %s played %d actions", spot.Name, len(sess.Entries)-n)
			}
			if got := "spot:" + sess.Record.Actions[n]; got != spot.Name {
				t.Fatalf("clicked %s, the record has %s", spot.Name, got)
			}
			placed++
			if placed == 1 {
				for j := 0; j < 8; j++ {
					tickApp()
				}
				apptest.SaveShot(t, a, fmt.Sprintf("person-%v-slide", w))
			}
		}
		if placed < 3 {
			t.Fatalf("%v: only %d placements made by clicking", w, placed)
		}
		if w == 1280 && !guided {
			t.Error("the first-game guide was not shown to the person")
		}
		t.Logf("%v px: %d placements by clicking, %d actions in the record", w, placed, len(sess.Record.Actions))
	}
}
