package insurance

import (
	"fmt"
	"strings"
)

// DescribeEffects narrates what the last action caused (engine.
// EffectDescriber): a round beginning, each card turned up with the damage
// it did and any turn at the edge, a Wild's move once its dice are rolled,
// who takes the first-player marker, and the end of the game. A secret
// pick causes nothing to tell, so every seat's view narrates the same.
func (s *State) DescribeEffects() []string {
	var lines []string
	var card string   // the card being resolved, as its line starts
	var what []string // what it did so far
	flush := func() {
		if card == "" {
			return
		}
		if len(what) == 0 {
			what = append(what, "nothing hit")
		}
		lines = append(lines, card+": "+strings.Join(what, ", "))
		card, what = "", nil
	}
	for _, e := range s.events {
		switch e.Kind {
		case EvRoundStart:
			flush()
			lines = append(lines, fmt.Sprintf("Round %d begins; Seat %d is first player", e.Round, e.Seat+1))
		case EvReveal:
			flush()
			card = fmt.Sprintf("Seat %d's %s", e.Seat+1, e.Card.Label())
			if e.Card == Wild {
				what = append(what, "the dice will choose")
			}
		case EvDie:
			if e.Die == 2 {
				flush()
				card = fmt.Sprintf("Seat %d's Wild is %s", e.Seat+1, e.Move)
			}
		case EvEdgeTurn:
			what = append(what, "turns around at the edge")
		case EvBuildingDamaged:
			what = append(what, fmt.Sprintf("flips Seat %d's %s on %s", e.Token.Owner+1, e.Token.Type, s.board.Name(e.Square)))
		case EvTokenReturned:
			what = append(what, fmt.Sprintf("hits Seat %d's %s on %s", e.Token.Owner+1, e.Token.Type, s.board.Name(e.Square)))
		case EvAttack, EvStep, EvTurn, EvEnter, EvStamp, EvAboutFace, EvPath:
			// The movement itself shows on the board; the log keeps to
			// what it changed.
		case EvFirstPlayer:
			flush()
			if e.Bid > 0 {
				lines = append(lines, fmt.Sprintf("Seat %d played the highest unique bid (%d) and takes the first-player marker", e.To+1, e.Bid))
			} else {
				lines = append(lines, fmt.Sprintf("No bid was unique: the first-player marker passes anti-clockwise to Seat %d", e.To+1))
			}
		case EvGameOver:
			flush()
			lines = append(lines, "The last round is over: game over")
		}
	}
	flush()
	return lines
}
