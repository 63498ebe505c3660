package monstersonboard

import (
	"monstermixer/engine"
)

// Apply plays an action or a chance outcome; an illegal one is refused
// with the reason and the state is unchanged.
func (s *State) Apply(a engine.Action) error {
	if s.phase == PhaseOver {
		return engine.ErrGameOver
	}
	if r := s.why(a); r != "" {
		if r == wrongChoice {
			r = "That is not a choice now: " + s.decisionWords() + "."
		}
		return engine.Illegal(s.ActionString(a), "%s", r)
	}
	// The events compare the state before the action with the state
	// after it; ApplyChosen, the searcher's path, copies nothing.
	// (the events read neither items nor events, which ApplyChosen
	// changes in place: the copy leaves them out)
	before := *s
	before.items, before.events = nil, nil
	s.ApplyChosen(a)
	s.events = appendEvents(s.events[:0], &before, s, a)
	return nil
}

// ApplyChosen plays an action taken from the state's legal actions or
// chance outcomes (engine.ChosenApplier) without checking it again.
func (s *State) ApplyChosen(a engine.Action) {
	s.nfx = 0
	s.events = s.events[:0]
	m := Decode(a)
	p := int(s.seat)
	b := &s.boards[p]
	switch m.Kind {
	case KindProphecy:
		d := s.due
		s.boards[d.seat].Prophecy = int8(m.A)
		s.prophOut |= 1 << m.A
	case KindGhost:
		d := s.due
		s.ghostMkt[d.slot] = int8(m.A + 1)
		s.ghostOut |= 1 << m.A
	case KindArch:
		d := s.due
		s.archMkt[d.slot] = int8(m.A + 1)
		s.archOut[m.A/64] |= 1 << (m.A % 64)
	case KindDie:
		d := s.due
		die := MakeDie(m.A, m.B)
		s.cars[d.seat][d.slot] = die
		s.bag[m.A]--
	case KindTake:
		s.take(p, m.A)
	case KindActivate:
		b.Moved[m.A] = true
		s.count++
		s.moveGrunts(p, b.Drive[m.A].Colour())
	case KindGrunt:
		s.stepGrunt(p, m.A)
	case KindPlace:
		s.place(p, m.A, m.B)
	case KindSwap, KindPromote, KindMoveGrunt, KindMinion, KindJuice, KindFeed, KindMalice, KindCall:
		if s.phase == PhaseFamPick {
			s.famStop = 0
			s.perform(p, m)
			s.famAdvance(p)
		} else {
			s.removeItem(m)
			s.perform(p, m)
		}
	case KindDone:
		s.items = s.items[:s.topFrame()]
	case KindFlip:
		b.setCard(m.A, false)
		s.pushFrame(Archs[m.A].Back)
	case KindKeep:
		s.winDone = true
	case KindBuyArch:
		id := int(s.archMkt[m.A] - 1)
		b.Malice -= int8(ArchCost[m.A])
		b.setCard(id, true)
		slide(&s.archMkt, m.A)
		s.jack.Buys++
		s.spookTurn(false)
	case KindBuyGhost:
		id := int(s.ghostMkt[m.A] - 1)
		b.Malice -= int8(GhostCost[m.A])
		if m.B == gainSpace {
			b.GainUsed[emptyGain(b)] = int8(id + 1)
			b.Grunts[b.NGrunts] = Grunt{Colour: int8(Ghosts[id].Colour)}
			b.NGrunts++
			s.note(fxNewGrunt, p, Ghosts[id].Colour, 0, 0)
		} else {
			b.Ghosts[m.B] = int8(id + 1)
		}
		slide(&s.ghostMkt, m.A)
		s.jack.Buys++
		s.spookTurn(false)
	case KindPass:
		s.spookTurn(true)
	case KindFamTake:
		car := &s.cars[s.CarInFront(p)]
		die := car[m.A]
		car[m.A] = 0
		putInRow(b, m.B, die)
		s.famCol = int8(die.Colour())
		s.famLeft = int8(len(Face(die.Colour(), die.Rank())))
		s.famAdvance(p)
	case KindFamSkip:
		s.famStop = 0
		s.famAdvance(p)
	case KindJackColour, KindCourtMonster, KindCourtGhost, KindSoloCard:
		s.applySolo(m)
	case KindJackScore:
		s.jackScore(m.A, true)
	case KindFamRow:
		b.Minion3[m.A]++
		pts := rowSum(b.Order[m.A])
		b.Juice += int16(pts)
		s.note(fxRow, p, m.A, pts, 0)
		s.nextFamRow()
	}
	s.settle()
}

// note records an effect of the action being applied, for the log.
func (s *State) note(k fxKind, seat, a, b, c int) {
	if s.nfx < len(s.fx) {
		s.fx[s.nfx] = effect{Kind: k, Seat: int8(seat), A: int16(a), B: int16(b), C: int16(c)}
		s.nfx++
	}
}

// seatInTurn makes the seat acting the one s.done places after the first player.
func (s *State) seatInTurn() { s.seat = int8((int(s.first) + int(s.done)) % s.n) }

// slide takes the piece on spot i out of a market: the pieces to its left
// slide right, and the leftmost spot waits for a new one.
func slide(m *[MarketSize]int8, i int) {
	copy(m[1:i+1], m[:i])
	m[0] = 0
}

// putInRow puts die in the leftmost empty spot of row r and returns its position.
func putInRow(b *Board, r int, die Die) int {
	for c := 0; c < NumCols; c++ {
		if b.Order[r][c].Empty() {
			b.Order[r][c] = die
			return r*NumCols + c
		}
	}
	return -1
}

// take is a draft pick of seat p: the die in slot i of the Fearnobile in
// front of it.
func (s *State) take(p, i int) {
	if s.simul {
		s.picks[p] = int8(i)
	} else {
		s.toDriveway(p, i)
	}
	if s.solo != SoloNone {
		s.jackPick(int(s.step))
	}
	s.done++
	if int(s.done) < s.n {
		s.seatInTurn()
		return
	}
	for q := 0; q < s.n; q++ {
		if s.picks[q] >= 0 {
			s.toDriveway(q, int(s.picks[q]))
			s.picks[q] = -1
		}
	}
	s.done = 0
	s.step++
	s.seat = s.first
	if s.step < DicePerCar {
		s.shift++
		return
	}
	switch s.solo {
	case SoloMode1:
		s.jackDiceBack()
	case SoloMode2:
		s.phase = PhaseJackScore
		return
	}
	s.startMove()
}

func (s *State) toDriveway(p, i int) {
	car := &s.cars[s.CarInFront(p)]
	die := car[i]
	car[i] = 0
	b := &s.boards[p]
	for k := range b.Drive {
		if b.Drive[k].Empty() {
			b.Drive[k] = die
			break
		}
	}
	if s.simul {
		s.note(fxTook, p, int(die), 0, 0)
	}
}

func (s *State) startMove() {
	s.phase = PhaseMove
	s.count = 0
	s.winDone = false
	s.boards[s.seat].Moved = [DicePerCar]bool{}
}

// moveGrunts moves every colour-c Grunt of seat p, asking for the order
// when more than one can move.
func (s *State) moveGrunts(p, c int) {
	b := &s.boards[p]
	var mask uint16
	for i := 0; i < int(b.NGrunts); i++ {
		if int(b.Grunts[i].Colour) == c && b.Grunts[i].Area < FinalArea {
			mask |= 1 << i
		}
	}
	s.landed = 0
	s.moveMask = mask
	s.moving = int8(c)
	s.autoMove(p)
}

// autoMove moves the last Grunt still to move by itself, and when none is
// left performs the landing: the actions under the Grunts that moved.
func (s *State) autoMove(p int) {
	b := &s.boards[p]
	if s.moveMask != 0 && s.moveMask&(s.moveMask-1) == 0 {
		for i := 0; i < int(b.NGrunts); i++ {
			if s.moveMask&(1<<i) != 0 {
				s.stepGrunt(p, i)
				return
			}
		}
	}
	// Several Grunts standing together move alike: move them without asking.
	if s.moveMask != 0 {
		var first = -1
		same := true
		for i := 0; i < int(b.NGrunts); i++ {
			if s.moveMask&(1<<i) != 0 {
				if first < 0 {
					first = i
				} else if b.Grunts[i] != b.Grunts[first] {
					same = false
				}
			}
		}
		if same {
			s.stepGrunt(p, first)
			return
		}
		return
	}
	s.moving = -1
	icons := make([]Icon, 0, 2*maxGrunts) // a path icon and a Ghost per Grunt
	for i := 0; i < int(b.NGrunts); i++ {
		if s.landed&(1<<i) == 0 {
			continue
		}
		g := b.Grunts[i]
		if g.Area >= FinalArea {
			continue
		}
		sp := Space(int(g.Area), int(g.Colour))
		if ic := PathIcon(int(g.Area), int(g.Colour)); ic.Act != ActNone {
			icons = append(icons, ic)
		}
		if gh := b.Ghosts[sp]; gh != 0 {
			icons = append(icons, Ghosts[gh-1].Icon)
		}
	}
	s.pushFrame(icons...)
}

// stepGrunt moves Grunt i of seat p to the next free space of its colour.
func (s *State) stepGrunt(p, i int) {
	b := &s.boards[p]
	g := &b.Grunts[i]
	from := int(g.Area)
	to := b.nextArea(from, int(g.Colour))
	g.Area = int8(to)
	s.moveMask &^= 1 << i
	s.landed |= 1 << i
	s.note(fxGruntMoves, p, int(g.Colour), from, to)
	s.autoMove(p)
}

// place puts Driveway die i of seat p in row r (Swamp-Jack) and queues its actions.
func (s *State) place(p, i, r int) {
	b := &s.boards[p]
	die := b.Drive[i]
	b.Drive[i] = 0
	s.placed = int8(putInRow(b, r, die))
	s.count++
	s.pushFrame(Face(die.Colour(), die.Rank())...)
}

// removeItem takes the performed icon out of the deepest frame.
func (s *State) removeItem(m Move) {
	top := s.topFrame()
	for i := len(s.items) - 1; i >= top; i-- {
		ic := s.items[i].Icon
		if iconKind(ic) == m.Kind && (m.Kind != KindJuice && m.Kind != KindMalice || int(ic.N) == m.A) {
			s.items = append(s.items[:i], s.items[i+1:]...)
			return
		}
	}
}

// perform does an action icon's effect for seat p.
func (s *State) perform(p int, m Move) {
	b := &s.boards[p]
	switch m.Kind {
	case KindSwap:
		r1, c1, r2, c2 := m.A/NumCols, m.A%NumCols, m.B/NumCols, m.B%NumCols
		b.Order[r1][c1], b.Order[r2][c2] = b.Order[r2][c2], b.Order[r1][c1]
		switch int(s.placed) {
		case m.A:
			s.placed = int8(m.B)
		case m.B:
			s.placed = int8(m.A)
		}
	case KindPromote:
		d := &b.Order[m.A/NumCols][m.A%NumCols]
		if m.B == 1 {
			*d++
		} else {
			*d--
		}
	case KindMoveGrunt:
		s.moveGrunts(p, m.A)
	case KindMinion:
		for i, sp := range b.Minions {
			if int(sp) == m.A-1 {
				b.Minions[i] = int8(m.B)
				break
			}
		}
	case KindJuice:
		b.Juice += int16(m.A)
	case KindFeed:
		b.Jack[m.A]++
	case KindMalice:
		b.gainMalice(m.A)
	case KindCall:
		b.Track[m.A]++
		ic := TrackIcon(m.A, int(b.Track[m.A]))
		if ic.Act == ActSummon {
			pts := SummonScore(b, m.A)
			b.Juice += int16(pts)
			s.note(fxSummon, p, m.A, pts, 0)
			if miss := missedSummon(b, m.A); s.solo == SoloMode2 && s.diff.Summon && miss > 0 {
				s.jack.SummonJuice += int16(miss)
				s.jack.Juice += int16(miss)
				s.note(fxJackSummon, p, miss, 0, 0)
			}
		} else {
			s.pushFrame(ic)
		}
	}
}

// SummonScore is Summon Spider Jack scoring on row r: the ranks of the
// leftmost dice, as many as the row's Spider Jack die shows.
func SummonScore(b *Board, r int) int {
	t := 0
	for c := 0; c < int(b.Jack[r]) && c < NumCols; c++ {
		t += b.Order[r][c].Rank()
	}
	return t
}

// spookTurn ends the acting seat's Spook turn.
func (s *State) spookTurn(pass bool) {
	if pass {
		s.passes++
	} else {
		s.passes = 0
	}
	s.turns[s.seat]++
	s.seat = int8((int(s.seat) + 1) % s.n)
	s.winDone = false
	if s.solo == SoloMode2 && !s.jack.Bought {
		// Whatever the seat did first, Spider Jack makes his single
		// purchase; then the seat may buy more.
		s.jackBuys()
		s.passes = 0
	}
}

// famAdvance walks the family-mode Grunt on, stopping where a choice is due.
func (s *State) famAdvance(p int) {
	b := &s.boards[p]
	g := &b.Grunts[s.famCol]
	for s.famLeft > 0 {
		s.famLeft--
		g.Area++
		switch g.Area {
		case FinalArea:
			b.Juice += 12
			g.Area = 0
			s.note(fxLap, p, int(g.Colour), 0, 0)
		case 4:
			if s.iconUsable(p, prom) {
				s.famStop = 4
				return
			}
		case 8:
			if s.iconUsable(p, swap) {
				s.famStop = 8
				return
			}
		}
	}
	s.famCol = -1
	s.done++
	if int(s.done) < s.n {
		s.seatInTurn()
		return
	}
	s.done = 0
	s.seat = s.first
	s.step++
	s.shift++
	if s.step < DicePerCar-1 {
		return
	}
	for q := 0; q < s.n; q++ {
		for i, d := range s.cars[q] {
			if !d.Empty() {
				s.bag[d.Colour()]++
				s.cars[q][i] = 0
			}
		}
	}
	s.phase = PhaseFamRow
}

func (s *State) nextFamRow() {
	s.done++
	if int(s.done) < s.n {
		s.seatInTurn()
		return
	}
	if s.round == NumRounds {
		s.finalScoring()
		return
	}
	s.nextRound()
}

func (s *State) nextRound() {
	s.round++
	s.first = int8((int(s.first) + 1) % s.n)
	s.seat = s.first
	s.done, s.step, s.shift = 0, 0, 0
	s.phase = PhaseArrival
	s.note(fxRound, int(s.first), int(s.round), 0, 0)
}

// settle runs the steps that need no decision, until one is due, and
// notes the chance event due and the decision the state waits for in
// s.due and s.at (only Apply, which ends with settle, changes a state).
func (s *State) settle() {
	s.due = s.runSteps()
	s.at = s.findNode()
}

// runSteps runs the steps that need no decision, until one is due, and
// returns the chance event due then (nextDraw).
func (s *State) runSteps() draw {
	for {
		// A set of actions none of which can be performed is skipped.
		for s.moving < 0 && len(s.items) > 0 && !s.topUsable() {
			s.items = s.items[:s.topFrame()]
		}
		switch s.phase {
		case PhaseSetup:
			if d := s.nextDraw(); d.kind != KindNone {
				return d
			}
			s.phase = PhaseArrival
			s.seat = s.first
			s.note(fxRound, int(s.first), 1, 0, 0)
		case PhaseArrival:
			if d := s.nextDraw(); d.kind != KindNone {
				return d
			}
			s.seat = s.first
			s.done, s.step, s.shift = 0, 0, 0
			if s.family {
				s.phase = PhaseFamPick
			} else {
				s.phase = PhaseDraft
			}
			return s.nextDraw()
		case PhaseMove:
			if s.moving >= 0 || len(s.items) > 0 || s.count < DicePerCar {
				return s.nextDraw()
			}
			s.phase = PhaseSwamp
			s.count = 0
			s.winDone = false
		case PhaseSwamp:
			if s.moving >= 0 || len(s.items) > 0 {
				return s.nextDraw()
			}
			d := s.nextDraw()
			if d.kind != KindNone {
				return d
			}
			s.placed = -1
			if s.count < DicePerCar-1 {
				return d // the draws do not depend on placed
			}
			s.maliceDie()
			s.done++
			if int(s.done) < s.n {
				s.seatInTurn()
				s.startMove()
				continue
			}
			s.phase = PhaseSpook
			s.seat = s.first
			s.done = 0
			s.passes = 0
			s.jack.Bought, s.jack.Buys = false, 0
			s.turns = [MaxPlayers]int8{}
			s.winDone = false
		case PhaseSpook:
			if s.moving >= 0 || len(s.items) > 0 {
				return s.nextDraw()
			}
			if d := s.nextDraw(); d.kind != KindNone || int(s.passes) < s.n {
				return d
			}
			if s.solo == SoloMode1 && !s.jack.Bought && s.round < NumRounds {
				s.soloDiscards()
				continue
			}
			if s.round == NumRounds {
				s.phase = PhaseFinal
				s.seat = s.first
				s.done = 0
				s.winDone = false
				continue
			}
			s.nextRound()
		case PhaseJackScore:
			if s.settleJackScore() {
				return s.nextDraw()
			}
		case PhaseFinal:
			if len(s.items) > 0 || s.moving >= 0 || s.windowOpen() {
				return s.nextDraw()
			}
			if d := s.nextDraw(); d.kind != KindNone {
				return d
			}
			s.done++
			if int(s.done) < s.n {
				s.seatInTurn()
				s.winDone = false
				continue
			}
			s.finalScoring()
			return s.nextDraw()
		default:
			return s.nextDraw()
		}
	}
}

// topUsable reports whether the acting seat can perform an action of the
// deepest pending set.
func (s *State) topUsable() bool {
	for _, it := range s.items[s.topFrame():] {
		if s.iconUsable(int(s.seat), it.Icon) {
			return true
		}
	}
	return false
}

// maliceDie uses the last Driveway die of the acting seat for Malice by the
// chart and returns it to the bag.
func (s *State) maliceDie() {
	p := int(s.seat)
	b := &s.boards[p]
	for i, d := range b.Drive {
		if d.Empty() {
			continue
		}
		want := MaliceFor(d.Rank())
		got := b.gainMalice(want)
		b.Drive[i] = 0
		s.bag[d.Colour()]++
		s.note(fxMalice, p, int(d), got, want-got)
	}
	b.Moved = [DicePerCar]bool{}
}
