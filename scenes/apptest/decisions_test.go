package apptest_test

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/record"
	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"

	_ "monstermixer/engine/games"           // every game's rules
	_ "monstermixer/scenes/chessmonsters"   // Chess Monsters' table
	_ "monstermixer/scenes/factory"         // Monster Factory's table
	_ "monstermixer/scenes/fandango"        // Monster Fandango's table
	_ "monstermixer/scenes/insurance"       // Monster Insurance's table
	_ "monstermixer/scenes/monstersonboard" // Monsters on Board's table
)

// TestDecisionShots plays the first decisions of each game between two
// people at one screen (Ann and Bob, seed 5) as a person meets them: at
// each, it points at the first lit target on the table and saves a shot
// ("<game>-<k>-hover"), clicks a spot of the table that no target covers
// and saves a shot ("<game>-<k>-refused"), then plays by clicking the lit
// targets. It checks that every decision offers a lit target, that the
// click on nothing plays nothing, and that clicking lit targets plays the
// person's action. The shots (saved when MIXER_SHOTS names a folder) are
// for comparing what a person sees before and after a change of the
// tables; the test uses only the app's long-standing test hooks.
func TestDecisionShots(t *testing.T) {
	games := []string{"monster-factory", "monster-insurance", "chess-monsters", "monster-fandango", "monsters-on-board"}
	for _, id := range games {
		t.Run(id, func(t *testing.T) { decisionShots(t, id) })
	}
}

// decisionShots plays up to three decisions of game id (see
// TestDecisionShots).
func decisionShots(t *testing.T, id string) {
	const decisions, maxTicks = 3, 4000
	in := &ui.Script{X: 1, Y: 1}
	a, step := apptest.FastApp(t, in)
	// Two people, Ann and Bob; a game for more (Monster Insurance takes
	// three at least) seats more people, Cleo first.
	seats := []record.Seat{{Name: "Ann", Kind: session.KindHuman}, {Name: "Bob", Kind: session.KindHuman}}
	g, err := engine.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Cleo", "Dora", "Ed", "Fay"}[:max(0, g.MinPlayers()-2)] {
		seats = append(seats, record.Seat{Name: name, Kind: session.KindHuman})
	}
	f, err := a.OpenTable(session.New(id, engine.Setup{Players: len(seats)}, seats, 5))
	if err != nil {
		t.Fatal(err)
	}
	sess := f.Session()
	ticks := 0
	tick := func() {
		t.Helper()
		step()
		ticks++
	}
	// ready runs the app up to a person's decision on the table (passing
	// the curtain and the first-game guide), and reports whether one came.
	ready := func() bool {
		t.Helper()
		for ; ticks < maxTicks; tick() {
			if sess.State.IsTerminal() {
				return false
			}
			if a.Scene() != scenes.Scene(f) {
				continue // the fade into the table
			}
			if f.Name() == "curtain" || has(a, "button:Got it") {
				name := "button:I am ready"
				if f.Name() != "curtain" {
					name = "button:Got it"
				}
				apptest.ClickTarget(t, a, in, name)
				ticks++
				continue
			}
			d := sess.Decider()
			if d >= 0 && sess.IsHuman(d) && f.Viewer() == d && !f.Busy() && len(apptest.ChoiceTargets(a)) > 0 {
				return true
			}
		}
		return false
	}
	for k := 1; k <= decisions; k++ {
		if !ready() {
			if k == 1 {
				t.Fatalf("no person's decision with a lit target within %d ticks (scene %s, decider %d, top bar %q)", ticks, a.Scene().Name(), sess.Decider(), f.Status())
			}
			t.Logf("only %d decisions within %d ticks", k-1, ticks)
			return
		}
		d := sess.Decider()
		lit := apptest.ChoiceTargets(a)
		if len(lit) == 0 {
			t.Fatalf("decision %d: nothing lit", k)
		}
		prefix := fmt.Sprintf("%s-%d", id, k)

		// 1. Point at the first lit target.
		first := lit[0]
		in.X, in.Y = first.Rect.Center()
		for range 5 {
			tick()
		}
		apptest.SaveShot(t, a, prefix+"-hover")
		hoverNote := f.Note()

		// 2. Click where nothing is lit.
		n := len(sess.Entries)
		x, y, ok := emptySpot(a)
		if !ok {
			t.Fatalf("decision %d: every spot of the table is covered by a target", k)
		}
		in.ClickAt(x, y)
		tick()
		for range 4 {
			tick()
		}
		apptest.SaveShot(t, a, prefix+"-refused")
		if len(sess.Entries) != n {
			t.Fatalf("decision %d: a click at (%.0f,%.0f), where no target is, played %q", k, x, y, sess.Entries[n].Text)
		}
		t.Logf("decision %d of %s: %d lit (first %s at %v); hover note %q; clicked nothing at (%.0f,%.0f): top bar %q, note %q",
			k, seats[d].Name, len(lit), first.Name, first.Rect, hoverNote, x, y, f.Status(), f.Note())

		// 3. Play: click lit targets until an action is played: each
		// time the first lit target not clicked yet at this decision (a
		// piece, then where it goes), or the first again when every lit
		// one was clicked (Monster Factory's tile in hand, turned by each
		// click until a spot fits it).
		var clicked []string
		for c := 0; c < 6 && len(sess.Entries) == n; c++ {
			for w := 0; w < 60 && len(apptest.ChoiceTargets(a)) == 0 && len(sess.Entries) == n; w++ {
				tick() // a table may take a moment to light what comes next
			}
			lit := apptest.ChoiceTargets(a)
			if len(lit) == 0 {
				break
			}
			pick := lit[0]
			for _, tg := range lit {
				if !slices.Contains(clicked, tg.Name) {
					pick = tg
					break
				}
			}
			clicked = append(clicked, pick.Name)
			in.ClickRect(pick.Rect)
			tick()
		}
		if len(sess.Entries) == n {
			t.Fatalf("decision %d: clicking the first lit target %d times (%v) played nothing (top bar %q, note %q)", k, len(clicked), clicked, f.Status(), f.Note())
		}
		if e := sess.Entries[n]; e.Actor != d {
			t.Fatalf("decision %d of seat %d: the clicks played %q of seat %d", k, d, e.Text, e.Actor)
		}
		t.Logf("decision %d: clicks %v played %q", k, clicked, sess.Entries[n].Text)
		if len(sess.Record.Actions) < len(sess.Entries) {
			t.Fatalf("the record holds %d actions, the session %d", len(sess.Record.Actions), len(sess.Entries))
		}
	}
}

// has reports whether a publishes a target called name.
func has(a *scenes.App, name string) bool {
	for _, tg := range a.Targets() {
		if tg.Name == name {
			return true
		}
	}
	return false
}

// emptySpot is the point of the table's area nearest its centre, on a
// grid, that no published target covers (with a margin of 6 px), nor
// the frame's buttons. The table's area is the frame's at scale 1: left
// of the side panel, under the top bar.
func emptySpot(a *scenes.App) (x, y float64, ok bool) {
	const margin, grid, inset = 6.0, 16.0, 16.0
	area := ui.Rect{X: 12, Y: ui.TopBarHeight + 4, W: a.W - 312 - 24, H: a.H - ui.TopBarHeight - 16}
	targets := a.Targets()
	cx, cy := area.X+area.W/2, area.Y+area.H/2
	best := math.Inf(1)
	for py := area.Y + inset; py <= area.Y+area.H-inset; py += grid {
		for px := area.X + inset; px <= area.X+area.W-inset; px += grid {
			covered := false
			for _, tg := range targets {
				r := tg.Rect
				if px >= r.X-margin && px <= r.X+r.W+margin && py >= r.Y-margin && py <= r.Y+r.H+margin {
					covered = true
					break
				}
			}
			if covered {
				continue
			}
			if dist := math.Hypot(px-cx, py-cy); dist < best {
				best, x, y, ok = dist, px, py, true
			}
		}
	}
	return x, y, ok
}
