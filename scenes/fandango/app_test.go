package fandango

import (
	"strconv"
	"strings"
	"testing"

	"monstermixer/engine"
	fd "monstermixer/engine/fandango"
	"monstermixer/engine/record"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// TestAPersonMovesAndSearchesByClicking seats a person against a computer
// seat on the small map and plays the person's turns by clicking what the
// table publishes, as a person would: choose the villager, move it away
// from its start (the hex farthest from it among the lit ones), pass,
// until it stands where it may search, then click Search once. The
// frame's real ticks run at fast animation speed with a ticking clock.
func TestAPersonMovesAndSearchesByClicking(t *testing.T) {
	var tb *Table
	ui.RegisterTable(fd.GameID, func() ui.Table { tb = New(); return tb })
	defer ui.RegisterTable(fd.GameID, func() ui.Table { return New() })
	in := &ui.Script{X: 1, Y: 1}
	a, step := apptest.FastApp(t, in)
	seats := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindRandom}}
	f, err := a.OpenTable(session.New(fd.GameID, engine.Setup{Players: 2, Options: map[string]string{"map": "small"}}, seats, 5))
	if err != nil {
		t.Fatal(err)
	}
	sess := f.Session()
	press := func(tg ui.Target) {
		in.X, in.Y = tg.Rect.Center()
		step()
		in.ClickRect(tg.Rect)
		step()
	}
	moves, searched, hinted := 0, false, false
	shots := map[string]bool{}
	for i := 0; i < 40000 && !searched && !sess.State.IsTerminal(); i++ {
		step()
		all := a.Targets()
		pick := apptest.Proceed(all)
		if pick == nil && tb != nil && !tb.Busy() && sess.Decider() == 0 {
			if !hinted && len(tb.Targets()) > 0 {
				apptest.AskHint(t, f, in, step)
				apptest.SaveShot(t, a, "fandango-person-hint")
				hinted = true
			}
			pick = personsPick(tb, all)
		}
		if pick == nil {
			continue
		}
		name := pick.Name
		kind, _, _ := strings.Cut(name, ":")
		if !shots[kind] {
			shots[kind] = true
			apptest.SaveShot(t, a, "fandango-person-"+kind)
		}
		n := len(sess.Entries)
		press(*pick)
		switch {
		case strings.HasPrefix(name, "move:") && len(sess.Entries) > n:
			moves++
		case name == "button:Search" && len(sess.Entries) > n:
			searched = true
		}
	}
	if !searched || moves == 0 || !hinted {
		t.Fatalf("the person moved %d times, searched %v, asked a hint %v", moves, searched, hinted)
	}
	last := sess.Entries[len(sess.Entries)-1]
	if last.Actor != 0 || last.Action != fd.SearchAction() || !strings.Contains(last.Text, "Anna's villager searches") {
		t.Fatalf("the last entry is %+v", last)
	}
	// the search's roll plays out on the table
	for i := 0; i < 600 && (len(sess.Entries) < 2+indexOf(sess, last) || tb.Busy()); i++ {
		step()
	}
	apptest.SaveShot(t, a, "fandango-person-after-search")
}

// personsPick is what the scripted person clicks: the frame's prompt's
// Pass in a response window; the villager; the lit hex farthest from
// its start; Search when offered, else Pass.
func personsPick(tb *Table, all []ui.Target) *ui.Target {
	ts := tb.Targets()
	st := tb.st
	if len(ts) == 0 {
		for j := range all {
			if all[j].Name == "button:Pass" {
				return &all[j]
			}
		}
		return nil
	}
	find := func(match func(string) bool) *ui.Target {
		for j := range ts {
			if match(ts[j].Name) {
				return &ts[j]
			}
		}
		return nil
	}
	if p := find(func(n string) bool { return n == "button:Search" }); p != nil {
		return p
	}
	if p := find(func(n string) bool { return n == "button:Pass" }); p != nil {
		return p
	}
	if p := find(func(n string) bool { return n == "unit:"+strconv.Itoa(st.Player(0).StartUnit) }); p != nil {
		return p
	}
	b := st.Board()
	var best *ui.Target
	far := -1
	for j := range ts {
		if h, ok := strings.CutPrefix(ts[j].Name, "move:"); ok {
			hx, err := b.ParseHex(h)
			if err == nil && b.Distance(hx, b.Start(0)) > far {
				best, far = &ts[j], b.Distance(hx, b.Start(0))
			}
		}
	}
	if best != nil {
		return best
	}
	for j := range ts {
		if strings.HasPrefix(ts[j].Name, "button:") {
			return &ts[j]
		}
	}
	return &ts[0]
}

// indexOf is the index of entry e in the session's entries.
func indexOf(sess *session.Session, e session.Entry) int {
	for i := range sess.Entries {
		if sess.Entries[i].Action == e.Action && sess.Entries[i].Actor == e.Actor && sess.Entries[i].Text == e.Text {
			return i
		}
	}
	return len(sess.Entries)
}

// TestComputerGamesToTheEnd plays whole games of computer seats (random)
// through the real frame at instant speed up to the game-over screen: 2
// players, and solo against the map's monsters (with the shortest round
// cap so that the solo game ends even when its quests stay open).
func TestComputerGamesToTheEnd(t *testing.T) {
	cases := []struct {
		name  string
		seats []record.Seat
		opts  map[string]string
	}{
		{"2 players", []record.Seat{{Name: "Blorb", Kind: session.KindRandom}, {Name: "Snaggle", Kind: session.KindRandom}}, map[string]string{"map": "small", "rounds": "20"}},
		{"solo", []record.Seat{{Name: "Mopsy", Kind: session.KindRandom}}, map[string]string{"rounds": "20"}},
	}
	for _, c := range cases {
		a, sess := apptest.PlayToGameOver(t, fd.GameID, engine.Setup{Players: len(c.seats), Options: c.opts}, c.seats, 21, 300000, nil)
		if len(sess.Entries) < 50 {
			t.Fatalf("%s: a whole game of %d actions", c.name, len(sess.Entries))
		}
		apptest.SaveShot(t, a, "fandango-over-"+strings.ReplaceAll(c.name, " ", "-"))
	}
}
