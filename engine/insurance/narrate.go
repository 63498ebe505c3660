package insurance

import "monstermixer/engine"

// DescribeEffects narrates what the last action caused (engine.
// EffectDescriber): a round beginning, each card turned up with the damage
// it did and any turn at the edge, a Wild's move once its dice are rolled,
// who takes the first-player marker, and the end of the game. A secret
// pick causes nothing to tell, so every seat's view narrates the same.
func (s *State) DescribeEffects() []engine.Line {
	var lines []engine.Line
	var card engine.Line   // the card being resolved, as its line starts
	var what []engine.Line // what it did so far
	flush := func() {
		if card == nil {
			return
		}
		if len(what) == 0 {
			what = append(what, engine.Plain("nothing hit"))
		}
		line := append(card, engine.Plain(": ")...)
		for i, w := range what {
			if i > 0 {
				line = append(line, engine.Plain(", ")...)
			}
			line = append(line, w...)
		}
		lines = append(lines, line)
		card, what = nil, nil
	}
	for _, e := range s.events {
		switch e.Kind {
		case EvRoundStart:
			flush()
			lines = append(lines, engine.Say("Round %d begins; %s is first player", e.Round, engine.SeatRef(e.Seat)))
		case EvReveal:
			flush()
			card = engine.Say("%s %s", engine.SeatsOf(e.Seat), e.Card.Label())
			if e.Card == Wild {
				what = append(what, engine.Plain("the dice will choose"))
			}
		case EvDie:
			if e.Die == 2 {
				flush()
				card = engine.Say("%s Wild is %s", engine.SeatsOf(e.Seat), e.Move)
			}
		case EvEdgeTurn:
			what = append(what, engine.Plain("turns around at the edge"))
		case EvBuildingDamaged:
			what = append(what, engine.Say("flips %s %s on %s", engine.SeatsOf(e.Token.Owner), e.Token.Type, s.board.Name(e.Square)))
		case EvTokenReturned:
			what = append(what, engine.Say("hits %s %s on %s", engine.SeatsOf(e.Token.Owner), e.Token.Type, s.board.Name(e.Square)))
		case EvAttack, EvStep, EvTurn, EvEnter, EvStamp, EvAboutFace, EvPath:
			// The movement itself shows on the board; the log keeps to
			// what it changed.
		case EvFirstPlayer:
			flush()
			if e.Bid > 0 {
				lines = append(lines, engine.Say("%s played the highest unique bid (%d) and takes the first-player marker", engine.SeatRef(e.To), e.Bid))
			} else {
				lines = append(lines, engine.Say("No bid was unique: the first-player marker passes anti-clockwise to %s", engine.SeatRef(e.To)))
			}
		case EvGameOver:
			flush()
			lines = append(lines, engine.Plain("The last round is over: game over"))
		}
	}
	flush()
	return lines
}
