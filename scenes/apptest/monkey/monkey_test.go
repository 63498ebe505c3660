// Package monkey_test throws seeded random input at the app while each
// game is played: clicks anywhere, right clicks, the wheel and every key
// command, for thousands of ticks. Whatever a person does, no tick fails,
// nothing panics, and the game only ever takes legal actions.
package monkey_test

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/record"
	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"

	_ "monstermixer/engine/games"           // every game's rules
	_ "monstermixer/scenes/chessmonsters"   // the five tables
	_ "monstermixer/scenes/factory"         //
	_ "monstermixer/scenes/fandango"        //
	_ "monstermixer/scenes/insurance"       //
	_ "monstermixer/scenes/monstersonboard" //
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// commands are the keys a monkey presses: all but fullscreen (a window
// matter, not the app's).
var commands = func() []ui.Command {
	var out []ui.Command
	for c := range ui.CmdCount {
		if c != ui.CmdFullscreen {
			out = append(out, c)
		}
	}
	return out
}()

// TestRandomInputNeverBreaksAGame opens each game with two people and a
// computer seat where the game allows (people alone where it does not)
// and gives the app seeded random input for 1,500 ticks (some of its
// clicks on what the screen offers, so that the game goes on), drawing
// every fiftieth frame. The input may leave the table (the menu, the title, the
// rules, other games): what counts is that no tick returns an error or
// panics, and that the game first opened took only legal actions, so
// its record replays to the same position.
func TestRandomInputNeverBreaksAGame(t *testing.T) {
	cases := []struct {
		game  string
		seats []record.Seat
	}{
		{"monster-factory", []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Bob", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindRandom}}},
		{"monster-insurance", []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Bob", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindRandom}}},
		{"monsters-on-board", []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Bob", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindRandom}}},
		{"monsters-on-board", []record.Seat{{Name: "Anna", Kind: session.KindHuman}}},
		{"chess-monsters", []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Bob", Kind: session.KindHuman}}},
		{"monster-fandango", []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Bob", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindRandom}}},
	}
	screen := ebiten.NewImage(scenes.LayoutW, scenes.LayoutH)
	defer screen.Deallocate()
	for i, c := range cases {
		in := &ui.Script{X: 1, Y: 1}
		sess, err := session.New(c.game, engine.Setup{Players: len(c.seats)}, c.seats, uint64(i+1))
		if err != nil {
			t.Fatal(err)
		}
		var a *scenes.App
		// open makes a new app showing the game where it stands, as
		// Continue does.
		open := func() {
			a, _ = apptest.FastApp(t, in)
			a.Settings.AnimSpeed = "instant"
			if _, err := a.OpenTable(sess, nil); err != nil {
				t.Fatal(err)
			}
		}
		open()
		rng := engine.NewRand(uint64(100 + i))
		away, left := 0, 0
		for tick := 0; tick < 1500; tick++ {
			switch r := rng.IntN(100); {
			case r < 40:
				in.X, in.Y = rng.Float64()*scenes.LayoutW, rng.Float64()*scenes.LayoutH
			case r < 55:
				in.ClickAt(rng.Float64()*scenes.LayoutW, rng.Float64()*scenes.LayoutH)
			case r < 70:
				// what a person can click now, so that the game goes on
				if ts := a.Targets(); len(ts) > 0 {
					in.ClickRect(ts[rng.IntN(len(ts))].Rect)
				}
			case r < 73:
				in.RClick = true
			case r < 78:
				in.WheelY = float64(rng.IntN(3) - 1)
			case r < 88:
				in.Press(commands[rng.IntN(len(commands))])
			}
			err := a.Tick()
			in.EndTick()
			if errors.Is(err, ebiten.Termination) {
				// the monkey found Quit: a person starts the app again
				left++
				open()
				continue
			} else if err != nil {
				t.Fatalf("%s, tick %d: %v", c.game, tick, err)
			}
			if tick%50 == 0 {
				// inside the loop's frame, as the app draws (drawn beside
				// it, Ebitengine defers the draws to its next frame)
				ebitentest.OnFrame(func() { a.Draw(screen) })
			}
			// away from the game for long (the title, the rules, another
			// game): back to it, as Continue does
			if n := a.Scene().Name(); n == "table" || n == "curtain" {
				away = 0
			} else if away++; away > 300 && !sess.State.IsTerminal() {
				left++
				open()
			}
		}
		replayed, err := sess.Record.Replay()
		if err != nil {
			t.Fatalf("%s: the record of the game does not replay: %v", c.game, err)
		}
		if got, want := len(sess.Record.Actions), len(sess.Entries); got < want || replayed.CurrentPlayer() != sess.State.CurrentPlayer() || replayed.IsTerminal() != sess.State.IsTerminal() {
			t.Fatalf("%s: the replay of %d actions ends elsewhere than the game (%d log entries)", c.game, got, want)
		}
		t.Logf("%s with %d seats: %d actions played, %d times back to the game, scene %s at the end", c.game, len(c.seats), len(sess.Record.Actions), left, a.Scene().Name())
	}
}
