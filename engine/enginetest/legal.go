package enginetest

import "monstermixer/engine"

// State is a High Card position: a full state, or a seat's view of one
// (ViewFor) with the cards that seat cannot see hidden.
type State struct {
	g       *game
	cfg     config
	turn    int    // the seat being dealt to or deciding; NumPlayers once every seat has kept
	dealing bool   // a new card is being dealt to turn after a swap
	cards   []int  // each seat's card, 1-6: 0 before its deal, hidden in a view
	swapped []bool // which seats have swapped (a seat swaps once unless the swaps option is "any")
	swaps   int    // swaps made at the whole table
	chips   []bool // which seats still hold their trade chip
	asking  int    // the seat whose response window is open, or -1
	house   int    // The House's card, 0 until it is dealt
	done    bool
	viewer  int   // whose view this is: everything, a seat, or engine.Observer
	dealtTo int   // the seat dealt a card by the last action + 1, or 0
	dealt   []int // LeakyBoard variant: the cards as dealt, kept by its views (not encoded)
}

const (
	hidden     = -1 // a card the viewer cannot see
	everything = -1 // the viewer of a full state
	goal       = 4  // the card a lone seat without the House needs
)

// Game returns the game.
func (s *State) Game() engine.Game { return s.g }

// NumPlayers returns the number of seats.
func (s *State) NumPlayers() int { return len(s.cards) }

// CurrentPlayer is the seat asked in an open window, the dealer (Chance)
// while a card is dealt, or the seat whose turn it is.
func (s *State) CurrentPlayer() int {
	switch {
	case s.done:
		return engine.Terminal
	case s.asking >= 0:
		return s.asking
	case s.turn == len(s.cards) || s.cards[s.turn] == 0 || s.dealing:
		return engine.Chance
	}
	return s.turn
}

// decisions lists every action a seat could ever take, in the order the
// legal ones are listed.
var decisions = []engine.Action{Keep, Swap, Trade, Pass}

// AppendLegalActions lists the six cards at a deal and otherwise each
// decision that whyNot allows: the listing and the refusals share one rule.
func (s *State) AppendLegalActions(dst []engine.Action) []engine.Action {
	switch s.CurrentPlayer() {
	case engine.Terminal:
		return dst
	case engine.Chance:
		for v := engine.Action(1); v <= 6; v++ {
			dst = append(dst, v)
		}
		return dst
	}
	for _, a := range decisions {
		if s.whyNot(a) == "" {
			dst = append(dst, a)
		}
	}
	return dst
}

// whyNot says why a is illegal now, in a sentence for a person, or ""
// when it is legal.
func (s *State) whyNot(a engine.Action) string {
	switch s.CurrentPlayer() {
	case engine.Terminal:
		return "the game is over"
	case engine.Chance:
		if a < 1 || a > 6 {
			return "a dealt card is 1 to 6"
		}
		return ""
	}
	if s.asking >= 0 {
		if a == Trade || a == Pass {
			return ""
		}
		return "a player offered a trade may only trade or pass"
	}
	switch a {
	case Keep:
		return ""
	case Swap:
		if !s.cfg.any && s.swapped[s.turn] {
			return "a player swaps only once"
		}
		if s.swaps >= s.cfg.limit {
			return "the table has used up its swaps"
		}
		return ""
	case Trade, Pass:
		return "nobody is offered a trade now"
	}
	return "the choices are keep and swap"
}

// ChanceOutcomes lists the six cards, equally likely.
func (s *State) ChanceOutcomes() []engine.ChanceOutcome {
	if s.CurrentPlayer() != engine.Chance {
		return nil
	}
	return engine.UniformOutcomes(nil, s.AppendLegalActions(nil))
}

// OpenWindow reports the trade window (engine.WindowOpener): a seat that
// still holds its trade chip may trade when a later seat keeps. Whether it
// opens depends only on what the asked seat knows: its chip, and that it
// has kept a card.
func (s *State) OpenWindow() (engine.Window, bool) {
	if s.asking < 0 || s.done {
		return engine.Window{}, false
	}
	w := engine.Window{Seat: s.asking, Pass: Pass, Prompt: engine.Say("Trade your card for %s card?", engine.SeatsOf(s.turn))}
	if c := s.cards[s.asking]; c != hidden && c <= 3 {
		w.Useful = true
	}
	if s.g.flaws.strayWindow {
		w.Seat = s.turn
	}
	if s.g.flaws.wrongPass {
		w.Pass = Keep
	}
	return w, true
}

// nextAsked returns the first seat from seat `from` on, before the keeper,
// that may respond to the keeper's keep, or -1.
func (s *State) nextAsked(from int) int {
	for q := from; q < s.turn; q++ {
		if s.chips[q] && (!s.g.flaws.peeking || s.cards[s.turn] > s.cards[q]) {
			return q
		}
	}
	return -1
}

// SwapsLeft is how many more swaps the table may make: 0 once the swap
// limit is reached.
func (s *State) SwapsLeft() int { return s.cfg.limit - s.swaps }
