package insurance

import (
	"strings"
	"testing"

	"monstermixer/engine"
	ins "monstermixer/engine/insurance"
	"monstermixer/engine/record"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// playApp plays a whole game in the app, clicking the published targets
// like a person: the curtain, the monster's place, a card, a token type
// and a lit square, the reveal. It returns the session and how many
// actions each seat chose.
func playApp(t *testing.T, seats []record.Seat, seed uint64, w, h int, shots string) (*session.Session, map[string]int) {
	t.Helper()
	in := &ui.Script{}
	a := apptest.NewApp(in, "instant", float64(w), float64(h))
	f, err := a.OpenTable(session.New(ins.GameID, engine.Setup{Players: len(seats)}, seats, seed))
	if err != nil {
		t.Fatal(err)
	}
	sess := f.Session()
	clicked := map[string]int{}
	step := func() {
		if err := a.Tick(); err != nil {
			t.Fatalf("tick: %v", err)
		}
		in.EndTick()
	}
	shot := func(name string) {
		if shots != "" {
			ebitentest.SaveShot(t, w, h, shots+"-"+name, a.Draw)
		}
	}
	order := []string{"button:Got it", "button:I am ready", "spot:monster ", "card:", "spot:", "button:Reveal"}
	last := ""
	for i := 0; i < 40000 && a.Scene().Name() != "gameover"; i++ {
		step()
		tgs := a.Targets()
		var pick *ui.Target
		var tokens []ui.Target
		spots := false
		for j := range tgs {
			switch kindOf(tgs[j].Name) {
			case "token":
				tokens = append(tokens, tgs[j])
			case "spot":
				spots = true
			}
		}
		// The chosen type clicked again steps back: choose again.
		if len(tokens) > 0 && (last != "token" || !spots) {
			// choose a token type before each placement, in turn
			pick = &tokens[clicked["spot"]%len(tokens)]
		}
		for _, p := range order {
			for j := range tgs {
				if pick == nil && strings.HasPrefix(tgs[j].Name, p) {
					pick = &tgs[j]
				}
			}
		}
		if pick == nil {
			continue
		}
		kind := kindOf(pick.Name)
		if clicked[kind] == 0 {
			in.X, in.Y = pick.Rect.Center()
			step()
			shot(kind)
		}
		clicked[kind]++
		last = kind
		in.ClickRect(pick.Rect)
		step()
	}
	if a.Scene().Name() != "gameover" {
		t.Fatalf("the game did not end: scene %s, phase %v", a.Scene().Name(), sess.State.(*ins.State).Phase())
	}
	shot("over")
	return sess, clicked
}

// TestWholeGameOneHuman plays a game with one human seat against two
// random seats through the app at 2560x1440, clicking what the table
// publishes.
func TestWholeGameOneHuman(t *testing.T) {
	seats := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindRandom}, {Name: "Snaggle", Kind: session.KindRandom}}
	sess, clicked := playApp(t, seats, 11, 2560, 1440, "game")
	if !sess.State.IsTerminal() {
		t.Fatal("not over")
	}
	human := 0
	for _, e := range sess.Entries {
		if e.Actor == 0 {
			human++
		}
	}
	// the monster, nine cards and at least nine tokens
	// the first-game guide is shown to the person
	if human < 19 || clicked["monster"] != 1 || clicked["token"] == 0 || clicked["guide"] == 0 {
		t.Fatalf("the human chose %d actions; clicks %v", human, clicked)
	}
}

// TestPassAndPlay plays a game with two humans: the curtain comes up
// before each secret pick, and each human sees only their own cards.
func TestPassAndPlay(t *testing.T) {
	seats := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Bea", Kind: session.KindHuman}, {Name: "Snaggle", Kind: session.KindRandom}}
	sess, clicked := playApp(t, seats, 5, 1280, 720, "pass")
	if clicked["curtain"] < 9 {
		t.Fatalf("the curtain came up %d times in 9 rounds of two humans: %v", clicked["curtain"], clicked)
	}
	if !sess.State.IsTerminal() {
		t.Fatal("not over")
	}
}

// kindOf names the kind of a published target.
func kindOf(name string) string {
	switch {
	case strings.HasPrefix(name, "card:"):
		return "card"
	case strings.HasPrefix(name, "token:"):
		return "token"
	case strings.HasPrefix(name, "spot:monster "):
		return "monster"
	case strings.HasPrefix(name, "spot:"):
		return "spot"
	case name == "button:I am ready":
		return "curtain"
	case name == "button:Reveal":
		return "reveal"
	case name == "button:Got it":
		return "guide"
	}
	return name
}
