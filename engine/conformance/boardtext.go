package conformance

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"

	"monstermixer/engine"
)

// checkViewsAndBoardText is checkViews, then checkBoardText in one state
// of boardTextEvery (chosen by the state's hash, so that it is the same
// states in every run) and at the end: printing is slow next to the other
// checks. Its samples draw from their own stream, so the games played are
// the ones the suite played before it checked the text.
func checkViewsAndBoardText(s engine.State, legal []engine.Action, rng *rand.Rand) error {
	if err := checkViews(s, legal, rng); err != nil {
		return err
	}
	h := engine.Hash(s)
	if h%boardTextEvery != 0 && !s.IsTerminal() {
		return nil
	}
	return checkBoardText(s, rand.New(rand.NewPCG(h, 1)))
}

// boardTextEvery is how seldom a state's board text is checked.
const boardTextEvery = 16

// seatNumber is a seat named by its number in plain text ("Seat 2",
// "Player 3"): a board text names seats through seat references, so that
// `mixer show` prints the record's names.
var seatNumber = regexp.MustCompile(`\b(Seat|Player) [0-9]`)

// checkBoardText checks the position printed as text, as `mixer show`
// prints it (engine.PublicBoardText): every game prints one (an
// engine.BoardTexter), with some text in it; it names seats through seat
// references only; it is the same in a state sampled for any seat, so it
// shows nothing that some seat cannot see (a text that reads a secret the
// view keeps, or the real state of a game with secrets that is not an
// engine.HiddenInfo, fails here); and once the game is over it names
// every seat.
func checkBoardText(s engine.State, rng *rand.Rand) error {
	text, err := boardText(s)
	if err != nil {
		return err
	}
	if strings.TrimSpace(text.plain) == "" {
		return fmt.Errorf("the board text (mixer show) is empty: print the position, what every player may see")
	}
	if m := seatNumber.FindString(text.plain); m != "" {
		return fmt.Errorf("the board text says %q: name seats with engine.SeatRef or engine.SeatsOf, so that the record's names are printed", m)
	}
	if s.IsTerminal() {
		for p := range s.NumPlayers() {
			if !text.seats[p] {
				return fmt.Errorf("the board text of the finished game does not name %s (engine.SeatRef)", seatName(p))
			}
		}
		return nil
	}
	for p := range s.NumPlayers() {
		other, err := boardText(s.Determinize(p, rng))
		if err != nil {
			return err
		}
		if other.rendered != text.rendered {
			return fmt.Errorf("the board text (mixer show) differs in a state sampled for %s: it shows something that seat cannot see:\n%s\n-- against --\n%s", seatName(p), firstDifference(text.rendered, other.rendered), firstDifference(other.rendered, text.rendered))
		}
	}
	return nil
}

// printed is a board text: rendered with every seat's name, its plain
// text alone, and the seats it refers to.
type printed struct {
	rendered, plain string
	seats           map[int]bool
}

func boardText(s engine.State) (printed, error) {
	lines, ok := engine.PublicBoardText(s)
	if !ok {
		return printed{}, fmt.Errorf("%s cannot print its position as text: implement engine.BoardTexter (engine/boardtext.go), what every player may see, for mixer show", s.Game().ID())
	}
	var all, plain strings.Builder
	seats := map[int]bool{}
	for _, l := range lines {
		all.WriteString(l.Render(seatName) + "\n")
		for _, sp := range l {
			if sp.Seat >= 0 {
				seats[sp.Seat] = true
			} else {
				plain.WriteString(sp.Text)
			}
		}
		plain.WriteString("\n")
	}
	return printed{all.String(), plain.String(), seats}, nil
}

// firstDifference is the line of a where it first differs from b.
func firstDifference(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i, l := range al {
		if i >= len(bl) || bl[i] != l {
			return l
		}
	}
	return "(the same lines, fewer of them)"
}
