package monstersonboard

// Small read-only questions a table asks about a state: the decision due,
// whose it is, what is free on a board.

import "monstermixer/engine"

// Acting is the seat acting in the sequential phases (the seat whose
// board a table shows large); it is the current player whenever a seat
// decides.
func (s *State) Acting() int { return int(s.seat) }

// Placed is the Order position of the die just placed this Swamp-Jack,
// which Promote or Demote may not change, or -1.
func (s *State) Placed() int { return int(s.placed) }

// Pending lists the action icons the acting seat may still perform, in
// the set it is working through now (the deepest), and the sets waiting
// under it, in order.
func (s *State) Pending() (now, later []Icon) {
	top := s.topFrame()
	for _, it := range s.items[top:] {
		now = append(now, it.Icon)
	}
	for _, it := range s.items[:top] {
		later = append(later, it.Icon)
	}
	return now, later
}

// Moving is the colour of the Grunts still to move in the activation
// under way, or -1.
func (s *State) Moving() int { return int(s.moving) }

// FamilyStop is 4 or 8 when a family-mode Grunt has stopped on that area
// for its Promote/Demote or Swap, else 0.
func (s *State) FamilyStop() int { return int(s.famStop) }

// Free reports whether a Ghost or a Minion may be put on space sp of seat
// p's board: areas 1 to 11, no Ghost, Minion or Grunt there.
func (s *State) Free(p, sp int) bool { return s.boards[p].free(sp) }

// Picked reports whether seat q has taken a die this simultaneous draft
// step that the others have not seen yet.
func (s *State) Picked(q int) bool { return s.picks[q] >= 0 }

// Simultaneous reports whether the draft is simultaneous.
func (s *State) Simultaneous() bool { return s.simul }

// Steps is the number of draft steps finished this round.
func (s *State) Steps() int { return int(s.step) }

// MinionsOnRow is, in family mode, the number of Minions on row r's two
// Minion spaces of seat p's board.
func (s *State) MinionsOnRow(p, r int) int { return int(s.boards[p].Minion3[r]) }

// PickedSlot is the slot of the die seat q took this simultaneous draft
// step from the Fearnobile in front of it, when the view shows it (its
// own pick), else -1.
func (s *State) PickedSlot(q int) int {
	if k := s.picks[q]; k >= 0 && k < DicePerCar {
		return int(k)
	}
	return -1
}

// NumCars is the number of Fearnobiles: one per seat, and Spider Jack's in
// a solo game (owner 1; Car(1) is his).
func (s *State) NumCars() int { return s.numCars() }

// EmptyGain is the first empty Gain Grunt space of the board, or -1.
func (b *Board) EmptyGain() int { return emptyGain(b) }

// MinionOn reports whether a Minion stands on space sp of the board.
func (b *Board) MinionOn(sp int) bool { return sp >= 0 && b.minionAt(sp) }

// Decision says what the decision due now is about, as a sentence for the
// seat deciding: "Take a die from the Fearnobile in front of you."
func (s *State) Decision() string { return engine.Capital(s.decisionWords()) + "." }

// Walk is one Grunt's move when its colour is activated: Grunt (its
// index on the board) goes from area From to area To.
type Walk struct{ Grunt, From, To int }

// Walks says where the Grunts of colour c would go if c were activated
// now (Grunt Movement, Move Grunt): every colour-c Grunt not in the final
// area walks to its next free space, by the rules' own step, in the
// board's order (when several walk, the player chooses the order, which
// may change where each lands). The board is not changed.
func (b *Board) Walks(c int) []Walk {
	cp := *b
	var out []Walk
	for i := 0; i < int(cp.NGrunts); i++ {
		g := &cp.Grunts[i]
		if int(g.Colour) != c || int(g.Area) >= FinalArea {
			continue
		}
		from := int(g.Area)
		to := cp.nextArea(from, c)
		g.Area = int8(to)
		out = append(out, Walk{Grunt: i, From: from, To: to})
	}
	return out
}
