package chessmonsters

import (
	"strings"
	"testing"

	"monstermixer/engine"
	cm "monstermixer/engine/chessmonsters"
	"monstermixer/engine/record"
	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// TestAPersonPicksSummonsAndAttacks seats a person (White) against a
// computer seat at fast animation speed with a ticking clock. The person
// clicks Random team, then plays by clicking what the table lights: an
// attack when one is lit, else a summon or a step forward, until one of
// the person's attacks has been rolled.
func TestAPersonPicksSummonsAndAttacks(t *testing.T) {
	var tb *Table
	ui.RegisterTable(cm.Game.ID(), func() ui.Table { tb = New(); return tb })
	defer ui.RegisterTable(cm.Game.ID(), func() ui.Table { return New() })
	in := &ui.Script{X: 1, Y: 1}
	a, tick := apptest.FastApp(t, in)
	seats := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindRandom}}
	f, err := a.OpenTable(session.New(cm.Game.ID(), engine.Setup{Players: 2}, seats, 5))
	if err != nil {
		t.Fatal(err)
	}
	sess := f.Session()
	click := func(r ui.Rect, shot string) {
		in.X, in.Y = r.Center()
		tick()
		if shot != "" {
			apptest.SaveShot(t, a, shot)
		}
		in.ClickRect(r)
		tick()
	}
	// played counts the person's picks, summons and attacks, and the dice
	// rolled after the person's first attack.
	played := map[string]int{}
	count := func() {
		clear(played)
		for _, e := range sess.Entries {
			x := cm.DecodeAction(e.Action)
			switch {
			case e.Actor == cm.White && x.Kind == cm.ActPick:
				played["pick"]++
			case e.Actor == cm.White && x.Kind == cm.ActSummon:
				played["summon"]++
			case e.Actor == cm.White && (x.Kind == cm.ActAttack || x.Kind == cm.ActTeam):
				played["attack"]++
			case e.Actor == engine.Chance && x.Kind == cm.ActRoll && played["attack"] > 0:
				played["roll"]++
			}
		}
	}
	for i := 0; i < 40000 && played["roll"] == 0 && !sess.State.IsTerminal(); i++ {
		tick()
		count()
		frame := a.Targets()
		var other *ui.Target
		for j := range frame {
			switch frame[j].Name {
			case "button:Got it", "button:I am ready", "button:Pass":
				other = &frame[j]
			}
		}
		if other != nil {
			click(other.Rect, "")
			continue
		}
		if tb == nil || tb.Busy() || sess.Decider() != cm.White {
			continue
		}
		switch {
		case tb.st.Picking():
			click(tb.random.Rect, "cm-app-pick")
		case len(tb.choices) > 0:
			click(tb.choices[0].btn.Rect, "cm-app-choice")
		default:
			k, shot := personsClick(tb)
			click(tb.keyRect(k), shot)
		}
	}
	if played["pick"] != cm.TeamSize || played["summon"] == 0 || played["attack"] == 0 || played["roll"] == 0 {
		t.Fatalf("the person played %v", played)
	}
	for range 30 {
		tick()
	}
	apptest.SaveShot(t, a, "cm-app-after-attack")
	var attacks []string
	for _, e := range sess.Entries {
		if strings.Contains(e.Text, "Anna's") && strings.Contains(e.Text, "attack") {
			attacks = append(attacks, e.Text)
		}
	}
	if len(attacks) == 0 {
		t.Fatal("the log tells no attack of Anna's")
	}
	t.Logf("%v; %s", played, attacks[0])
}

// personsClick is what the scripted person clicks: a lit target with a
// chance to hit, else the first lit attack-capable monster, else a summon
// or a step towards the opponent, else End turn, Wait or Skip.
func personsClick(tb *Table) (key, string) {
	var best key
	bestRank := -1
	for _, k := range tb.lit {
		if k.k == kField && tb.chance[k.id] != "" && len(tb.sel) > 0 {
			return k, "cm-app-target"
		}
	}
	for _, k := range tb.lit {
		switch k.k {
		case kRes:
			if len(tb.sel) == 0 {
				return k, "cm-app-reserve"
			}
		case kField:
			if r := k.id / cm.Size; r > bestRank && !tb.selected(k) {
				best, bestRank = k, r
			}
		}
	}
	if bestRank >= 0 {
		return best, ""
	}
	for _, b := range []int{btnEnd, btnWait, btnSkip, btnGo} {
		if tb.isLit(key{kBtn, b}) {
			return key{kBtn, b}, ""
		}
	}
	return tb.lit[0], ""
}

// TestComputerGameToTheEnd plays a whole game between two computer seats
// (random) through the real frame, up to the game-over screen.
func TestComputerGameToTheEnd(t *testing.T) {
	seats := []record.Seat{{Name: "Blorb", Kind: session.KindRandom}, {Name: "Snaggle", Kind: session.KindRandom}}
	a, sess := apptest.PlayToGameOver(t, cm.Game.ID(), engine.Setup{Players: 2}, seats, 21, 200000, func(i int, a *scenes.App) {
		if i == 400 {
			apptest.SaveShot(t, a, "cm-demo-mid")
		}
	})
	if w := sess.State.(*cm.State).Winner(); w < 0 {
		t.Fatalf("the game ended without a winner or a tie: %d", w)
	}
	apptest.SaveShot(t, a, "cm-demo-over")
}

// TestTwoPeoplePassAndPlay seats two people: each passes the curtain,
// clicks Random team, then summons by clicking the published reserve
// cards and fields (drawn where the targets say, with each person's side
// at the bottom).
func TestTwoPeoplePassAndPlay(t *testing.T) {
	var tb *Table
	ui.RegisterTable(cm.Game.ID(), func() ui.Table { tb = New(); return tb })
	defer ui.RegisterTable(cm.Game.ID(), func() ui.Table { return New() })
	in := &ui.Script{X: 1, Y: 1}
	a := apptest.NewApp(in, "instant", 1280, 720)
	seats := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindHuman}}
	f, err := a.OpenTable(session.New(cm.Game.ID(), engine.Setup{Players: 2}, seats, 5))
	if err != nil {
		t.Fatal(err)
	}
	sess := f.Session()
	tick := func() {
		if err := a.Tick(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	summons := [2]int{}
	for i := 0; i < 2000 && (summons[0] < 2 || summons[1] < 2); i++ {
		tick()
		var pick *ui.Target
		for _, x := range a.Targets() {
			switch {
			case x.Name == "button:Got it" || x.Name == "button:I am ready" || x.Name == "button:Random team":
				pick = &x
			case pick == nil && (strings.HasPrefix(x.Name, "res:") || strings.HasPrefix(x.Name, "field:")):
				pick = &x
			}
		}
		if pick == nil {
			continue
		}
		if pick.Rect.W == 0 {
			if !strings.HasPrefix(pick.Name, "button:") {
				t.Fatalf("%s is published with no place on screen", pick.Name)
			}
			continue // the frame's guide button before its first layout
		}
		n, viewer := len(sess.Entries), tb.viewer
		in.ClickRect(pick.Rect)
		tick()
		for _, e := range sess.Entries[n:] {
			if e.Actor >= 0 && cm.DecodeAction(e.Action).Kind == cm.ActSummon {
				summons[e.Actor]++
				if viewer != e.Actor {
					t.Fatalf("seat %d summoned by a click on seat %d's view", e.Actor, viewer)
				}
			}
		}
	}
	if summons[0] < 2 || summons[1] < 2 {
		t.Fatalf("summons by clicking: %v", summons)
	}
}

// One click on Random team picks the whole team, also when it draws the
// same card twice (the queue of picks once lost a repeated card, and the
// browser test waited for a sixth pick that never came).
func TestOneClickOnRandomTeamPicksSix(t *testing.T) {
	in := &ui.Script{X: 1, Y: 1}
	a, tick := apptest.FastApp(t, in)
	seats := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindEasy}}
	for _, seed := range []uint64{5, 7, 11} {
		f, err := a.OpenTable(session.New(cm.Game.ID(), engine.Setup{Players: 2}, seats, seed))
		if err != nil {
			t.Fatal(err)
		}
		sess := f.Session()
		clicks := 0
		for i := 0; i < 3000; i++ {
			tick()
			for _, tg := range a.Targets() {
				switch {
				case tg.Name == "button:Got it":
					in.ClickRect(tg.Rect)
				case tg.Name == "button:Random team" && clicks == 0 && sess.Decider() == cm.White:
					clicks++
					in.ClickRect(tg.Rect)
				}
			}
		}
		picks := 0
		for _, e := range sess.Entries {
			if e.Actor == cm.White && cm.DecodeAction(e.Action).Kind == cm.ActPick {
				picks++
			}
		}
		if clicks != 1 || picks != cm.TeamSize {
			t.Errorf("seed %d: %d clicks on Random team picked %d cards", seed, clicks, picks)
		}
	}
}
