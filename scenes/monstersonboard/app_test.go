package monstersonboard

import (
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/highscores"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/engine/record"
	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// frameButtons are the frame's own buttons, never clicked to play.
var frameButtons = []string{"button:Menu", "button:Hint", "button:Undo"}

// playByClicking plays a game in the app: the human seats' decisions by
// clicking what the table publishes (seeded choices), the curtain and the
// first-game guide by their buttons, asking one hint at the first person's
// decision (apptest.AskHint), at fast animation speed with a
// ticking clock, until round rounds+1 begins or the game ends. It returns
// the session and the clicks by kind.
func playByClicking(t *testing.T, seats []record.Seat, opts map[string]string, rounds int, shots string) (*session.Session, map[string]int) {
	_, _, sess, clicks := playInApp(t, seats, opts, rounds, shots)
	return sess, clicks
}

// playInApp is playByClicking that also returns the app, with its step
// (apptest.FastApp) and the clicks, for a test that goes on to the
// game-over screen.
func playInApp(t *testing.T, seats []record.Seat, opts map[string]string, rounds int, shots string) (*scenes.App, func(), *session.Session, map[string]int) {
	t.Helper()
	var tb *Table
	ui.RegisterTable(mb.GameID, func() ui.Table { tb = New(); return tb })
	defer ui.RegisterTable(mb.GameID, func() ui.Table { return New() })
	in := &ui.Script{X: 1, Y: 1}
	a, step := apptest.FastApp(t, in)
	f, err := a.OpenTable(session.New(mb.GameID, engine.Setup{Players: len(seats), Options: opts}, seats, 9))
	if err != nil {
		t.Fatal(err)
	}
	sess := f.Session()
	rng := engine.NewRand(4)
	clicks := map[string]int{}
	shot := map[string]bool{}
	for i := 0; i < 60000 && sess.State.(*mb.State).Round() <= rounds && !sess.State.IsTerminal(); i++ {
		step()
		all := a.Targets()
		pick := apptest.Proceed(all)
		d := sess.Decider()
		if pick == nil && tb != nil && !tb.Busy() && d >= 0 && seats[d].Kind == session.KindHuman {
			ts := tb.Targets()
			if len(ts) > 0 && clicks["hint"] == 0 {
				apptest.AskHint(t, f, in, step)
				clicks["hint"]++
				if shots != "" {
					apptest.SaveShot(t, a, shots+"-hint")
				}
			}
			if len(ts) > 0 {
				pick = &ts[rng.IntN(len(ts))]
			} else {
				// a response window: the frame's prompt offers the flips and Pass
				for j := range all {
					if strings.HasPrefix(all[j].Name, "button:") && !slices.Contains(frameButtons, all[j].Name) {
						pick = &all[j]
					}
				}
			}
		}
		if pick == nil {
			continue
		}
		kind, _, _ := strings.Cut(pick.Name, ":")
		if strings.HasPrefix(pick.Name, "button:") {
			kind = pick.Name
		}
		clicks[kind]++
		in.X, in.Y = pick.Rect.Center()
		step()
		if shots != "" && !shot[kind] {
			shot[kind] = true
			apptest.SaveShot(t, a, shots+"-"+strings.ReplaceAll(kind, ":", "-"))
		}
		in.ClickRect(pick.Rect)
		step()
	}
	st := sess.State.(*mb.State)
	if st.Round() <= rounds && !st.IsTerminal() {
		t.Fatalf("the game stalled in round %d, phase %v; clicks %v", st.Round(), st.Phase(), clicks)
	}
	if clicks["hint"] == 0 {
		t.Fatalf("no person's decision came up to ask a hint; clicks %v", clicks)
	}
	return a, step, sess, clicks
}

// TestAPersonPlaysARoundByClicking seats a person against a computer seat
// in a 2-player game and plays the person's decisions for two rounds by
// clicking.
func TestAPersonPlaysARoundByClicking(t *testing.T) {
	seats := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindRandom}}
	sess, clicks := playByClicking(t, seats, nil, 2, "mob-person")
	mine := 0
	for _, e := range sess.Entries {
		if e.Actor == 0 {
			mine++
		}
	}
	// two rounds: 8 dice taken, 8 activated, 6 placed, at least 2 Spook
	// turns (the frame plays a lone choice, such as the last die, itself)
	if mine < 24 || clicks["car"] < 4 || clicks["drive"] < 8 || clicks["row"] < 4 {
		t.Fatalf("the person played %d actions; clicks %v", mine, clicks)
	}
}

// TestPassAndPlayAndFamily plays a round of two people sharing the screen
// (the simultaneous draft hands the screen over behind the curtain), a
// round of the family mode against a computer seat and a solo round
// versus Spider Jack, by clicking.
func TestPassAndPlayAndFamily(t *testing.T) {
	two := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Bea", Kind: session.KindHuman}}
	_, clicks := playByClicking(t, two, nil, 1, "mob-pass")
	if clicks["button:I am ready"] < 4 || clicks["car"] < 4 {
		t.Fatalf("two people: clicks %v", clicks)
	}
	fam := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindRandom}}
	_, clicks = playByClicking(t, fam, map[string]string{mb.OptMode: mb.ModeFamily}, 1, "mob-family")
	if clicks["car"] < 2 || clicks["row"] < 3 {
		t.Fatalf("family: clicks %v", clicks)
	}
	solo := []record.Seat{{Name: "Anna", Kind: session.KindHuman}}
	_, clicks = playByClicking(t, solo, map[string]string{mb.OptSolo: mb.SoloJack}, 1, "mob-solo")
	if clicks["car"] < 2 || clicks["drive"] < 2 || clicks["row"] < 2 {
		t.Fatalf("solo: clicks %v", clicks)
	}
}

// TestAPersonPlaysEachSoloModeToTheEnd plays a whole game of each solo
// mode by clicking, through all six rounds to the game-over screen: versus
// Spider Jack he is ranked beside the person with his score, and a game of
// either mode goes into that mode's best scores.
func TestAPersonPlaysEachSoloModeToTheEnd(t *testing.T) {
	for _, mode := range []string{mb.SoloJack, mb.SoloScare} {
		opts := map[string]string{mb.OptSolo: mode}
		solo := []record.Seat{{Name: "Anna", Kind: session.KindHuman}}
		a, step, sess, clicks := playInApp(t, solo, opts, mb.NumRounds, "mob-solo-end")
		if !sess.State.IsTerminal() {
			t.Fatalf("%s: the game did not end; clicks %v", mode, clicks)
		}
		for i := 0; i < 600 && a.Scene().Name() != "gameover"; i++ {
			step()
		}
		if a.Scene().Name() != "gameover" {
			t.Fatalf("%s: the game ended but the screen is %s", mode, a.Scene().Name())
		}
		for range 60 {
			step()
		}
		apptest.SaveShot(t, a, "mob-solo-end-"+strings.ReplaceAll(mode, " ", "-"))
		r := sess.State.Result()
		if jack := mode == mb.SoloJack; jack != (len(r.Rivals) == 1 && r.Rivals[0].Name == "Spider Jack" && r.Rivals[0].Score > 0) {
			t.Fatalf("%s: rivals in the result %+v", mode, r.Rivals)
		}
		key, _ := highscores.ModeOf(mb.Game, engine.Setup{Players: 1, Options: opts})
		kept, problem := storage.LoadHighScores(a.Store)
		if list := kept.Modes[key]; problem != "" || len(list) != 1 || list[0].Name != "Anna" || list[0].Score != r.Scores[0] {
			t.Fatalf("%s: best scores of %q: %+v %q (scored %d)", mode, key, list, problem, r.Scores[0])
		}
	}
}

// TestComputerGameToTheEnd plays whole games of computer seats (random)
// through the real frame, 2 players regular and family mode and a solo
// game versus Spider Jack, up to the
// game-over screen, whose breakdown comes from the engine's Result.
func TestComputerGameToTheEnd(t *testing.T) {
	for _, opts := range []map[string]string{nil, {mb.OptMode: mb.ModeFamily}, {mb.OptSolo: mb.SoloJack}} {
		seats := []record.Seat{{Name: "Blorb", Kind: session.KindRandom}, {Name: "Snaggle", Kind: session.KindRandom}}
		if opts[mb.OptSolo] != "" {
			seats = seats[:1]
		}
		a, sess := apptest.PlayToGameOver(t, mb.GameID, engine.Setup{Players: len(seats), Options: opts}, seats, 21, 200000, nil)
		r := sess.State.(*mb.State).Result()
		if len(r.Breakdown[0]) < 2 || !strings.Contains(r.Breakdown[0][0], "Spook Juice") {
			t.Fatalf("breakdown %v", r.Breakdown)
		}
		apptest.SaveShot(t, a, "mob-over")
	}
}
