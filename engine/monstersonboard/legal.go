package monstersonboard

import (
	"fmt"
	"iter"
	"math/bits"
	"math/rand/v2"

	"monstermixer/engine"
)

// AppendLegalActions appends the legal actions, or the chance outcomes,
// in a deterministic order.
func (s *State) AppendLegalActions(dst []engine.Action) []engine.Action {
	return s.appendLegalAt(s.node(), dst)
}

// appendLegalAt is AppendLegalActions at decision nd (the state's node).
func (s *State) appendLegalAt(nd node, dst []engine.Action) []engine.Action {
	if nd == nodeOver {
		return dst
	}
	if nd == nodeChance {
		for _, o := range s.ChanceOutcomes() {
			dst = append(dst, o.Action)
		}
		return dst
	}
	start := len(dst)
	f := s.spaces()
	dst = s.candidates(nd, dst, f)
	out := dst[:start]
	for _, a := range dst[start:] {
		if s.whyMove(nd, Decode(a), f) == "" {
			out = append(out, a)
		}
	}
	return out
}

// ChanceOutcomes lists the outcomes of a chance node with probabilities.
func (s *State) ChanceOutcomes() []engine.ChanceOutcome {
	if s.phase == PhaseOver {
		return nil
	}
	d := s.due
	var out []engine.ChanceOutcome
	switch d.kind {
	case KindProphecy:
		var acts []engine.Action
		for k := 0; k < NumProphecies; k++ {
			if s.prophOut&(1<<k) == 0 {
				acts = append(acts, act(KindProphecy, k))
			}
		}
		out = engine.UniformOutcomes(out, acts)
	case KindGhost:
		var acts []engine.Action
		for id := 0; id < NumGhosts; id++ {
			if s.ghostOut&(1<<id) == 0 {
				acts = append(acts, act(KindGhost, id))
			}
		}
		out = engine.UniformOutcomes(out, acts)
	case KindArch:
		var acts []engine.Action
		for id := 0; id < NumArch; id++ {
			if !s.archGone(id) {
				acts = append(acts, act(KindArch, id))
			}
		}
		out = engine.UniformOutcomes(out, acts)
	case KindDie:
		total := 0
		for _, v := range s.bag {
			total += int(v)
		}
		for c, v := range s.bag {
			if v == 0 {
				continue
			}
			for r := 1; r <= 6; r++ {
				out = append(out, engine.ChanceOutcome{Action: act(KindDie, c, r), Prob: float64(v) / float64(total) / 6})
			}
		}
	case KindJackColour, KindCourtMonster, KindCourtGhost, KindSoloCard:
		out = s.soloOutcomes(d, out)
	}
	return out
}

func (s *State) archGone(id int) bool { return s.archOut[id/64]&(1<<(id%64)) != 0 }

// candidates appends every action of the right shape for the decision;
// why then keeps the legal ones. f tells the seat's free spaces.
func (s *State) candidates(nd node, dst []engine.Action, f *spaces) []engine.Action {
	p := int(s.seat)
	b := &s.boards[p]
	switch nd {
	case nodeGruntOrder:
		for i := 0; i < int(b.NGrunts); i++ {
			dst = append(dst, act(KindGrunt, i))
		}
	case nodeItem:
		top := s.items[s.topFrame():]
		for i, it := range top {
			if !hasIcon(top[:i], it.Icon) {
				dst = s.iconCandidates(dst, f, it.Icon)
			}
		}
		dst = append(dst, act(KindDone))
	case nodeWindow:
		for id := range b.cardSeq() {
			dst = append(dst, act(KindFlip, id))
		}
		dst = append(dst, act(KindKeep))
	case nodeTake:
		for i := 0; i < DicePerCar; i++ {
			dst = append(dst, act(KindTake, i))
		}
	case nodeActivate:
		for i := 0; i < DicePerCar; i++ {
			dst = append(dst, act(KindActivate, i))
		}
	case nodePlace:
		for i := 0; i < DicePerCar; i++ {
			for r := 0; r < NumRows; r++ {
				dst = append(dst, act(KindPlace, i, r))
			}
		}
	case nodeSpook:
		// Only spots the seat can afford and spaces that are free are
		// offered to why; it checks them again.
		for i := 0; i < MarketSize; i++ {
			if int(b.Malice) >= ArchCost[i] {
				dst = append(dst, act(KindBuyArch, i))
			}
		}
		for i := 0; i < MarketSize; i++ {
			if s.ghostMkt[i] == 0 || int(b.Malice) < GhostCost[i] {
				continue
			}
			if Ghosts[s.ghostMkt[i]-1].Icon.Act == ActGainGrunt {
				dst = append(dst, act(KindBuyGhost, i, gainSpace))
				continue
			}
			// The spaces of the Ghost's colour (of every colour for a
			// multicoloured one), in order.
			first, step := Ghosts[s.ghostMkt[i]-1].Colour, NumColours
			if first == MultiColour {
				first, step = 0, 1
			}
			if !f.ok {
				f.mark() // a dozen spaces or more, and why asks again
			}
			for sp := first; sp < pathSpaces; sp += step {
				if freeIn(f.taken, sp) {
					dst = append(dst, act(KindBuyGhost, i, sp))
				}
			}
		}
		dst = append(dst, act(KindPass))
	case nodeFamPick:
		for i := 0; i < DicePerCar; i++ {
			for r := 0; r < NumRows; r++ {
				dst = append(dst, act(KindFamTake, i, r))
			}
		}
	case nodeFamStop:
		if s.famStop == 4 {
			dst = s.iconCandidates(dst, f, prom)
		} else {
			dst = s.iconCandidates(dst, f, swap)
		}
		dst = append(dst, act(KindFamSkip))
	case nodeFamRow:
		for r := 0; r < NumRows; r++ {
			dst = append(dst, act(KindFamRow, r))
		}
	case nodeJackScore:
		for k := 0; k < DicePerCar; k++ {
			dst = append(dst, act(KindJackScore, k))
		}
	}
	return dst
}

// hasIcon reports whether items hold icon ic.
func hasIcon(items []item, ic Icon) bool {
	for _, it := range items {
		if it.Icon == ic {
			return true
		}
	}
	return false
}

// iconCandidates appends every action of the right shape that performs ic
// on f's board.
func (s *State) iconCandidates(dst []engine.Action, f *spaces, ic Icon) []engine.Action {
	for a := range s.iconMoves(f, ic) {
		dst = append(dst, a)
	}
	return dst
}

// iconMoves yields every action of the right shape that performs ic on
// f's board, in the order of the legal actions; iconWhy then keeps the
// legal ones.
func (s *State) iconMoves(f *spaces, ic Icon) iter.Seq[engine.Action] {
	b := f.b
	return func(yield func(engine.Action) bool) {
		switch ic.Act {
		case ActSwap:
			for i := 0; i < NumRows*NumCols; i++ {
				if b.orderDie(i).Empty() {
					continue
				}
				for j := i + 1; j < NumRows*NumCols; j++ {
					if !b.orderDie(j).Empty() && !yield(act(KindSwap, i, j)) {
						return
					}
				}
			}
		case ActPromote:
			for i := 0; i < NumRows*NumCols; i++ {
				if !b.Order[i/NumCols][i%NumCols].Empty() && (!yield(act(KindPromote, i, 1)) || !yield(act(KindPromote, i, 0))) {
					return
				}
			}
		case ActMoveGrunt:
			for c := 0; c < NumColours; c++ {
				if !yield(act(KindMoveGrunt, c)) {
					return
				}
			}
		case ActMoveMinion:
			if !f.ok {
				f.mark() // dozens of spaces, and iconWhy asks again
			}
			// From a starting spot (0), then from each Minion on the path.
			for k := -1; k < len(b.Minions); k++ {
				src := 0
				if k >= 0 {
					if b.Minions[k] < 0 {
						continue
					}
					src = int(b.Minions[k]) + 1
				}
				for sp := 0; sp < pathSpaces; sp++ {
					if freeIn(f.taken, sp) && !yield(act(KindMinion, src, sp)) {
						return
					}
				}
			}
		case ActJuice:
			yield(act(KindJuice, int(ic.N)))
		case ActMalice:
			yield(act(KindMalice, int(ic.N)))
		case ActFeed, ActCall:
			k := KindFeed
			if ic.Act == ActCall {
				k = KindCall
			}
			for r := 0; r < NumRows; r++ {
				if !yield(act(k, r)) {
					return
				}
			}
		}
	}
}

// iconUsable reports whether seat p could perform ic now.
func (s *State) iconUsable(p int, ic Icon) bool {
	f := &spaces{b: &s.boards[p]}
	for a := range s.iconMoves(f, ic) {
		if s.iconWhy(Decode(a), f) == "" {
			return true
		}
	}
	return false
}

// posName names a position of the Order for a person: "row 2, spot 3".
func posName(pos int) string { return fmt.Sprintf("row %d, spot %d", pos/NumCols+1, pos%NumCols+1) }

// noDieOn and noGruntMoves are refusals of iconWhy written once, so that
// listing the legal actions builds no text.
var (
	noDieOn = func() (out [NumRows * NumCols]string) {
		for pos := range out {
			out[pos] = "There is no Lord die on " + posName(pos) + "."
		}
		return out
	}()
	noGruntMoves = func() (out [NumColours]string) {
		for c := range out {
			out[c] = "You have no " + ColourName(c) + " Grunt that can move."
		}
		return out
	}()
)

func spaceWords(sp int) string {
	return fmt.Sprintf("the %s space of area %d", ColourName(SpaceColour(sp)), SpaceArea(sp))
}

// iconWhy is the rule of each action icon's choices: "" when a seat may
// perform m, else the reason it may not; f tells the seat's board and its
// free spaces.
func (s *State) iconWhy(m Move, f *spaces) string {
	b := f.b
	switch m.Kind {
	case KindSwap:
		if m.A >= m.B || m.B >= NumRows*NumCols {
			return "Choose two different spots of the Order of Spider Jack."
		}
		if b.orderDie(m.A).Empty() || b.orderDie(m.B).Empty() {
			return "Swap needs a Lord die on both spots."
		}
		if b.orderDie(m.A) == b.orderDie(m.B) {
			return "Those two Lord dice are the same; swapping them changes nothing."
		}
	case KindPromote:
		if m.A >= NumRows*NumCols || m.B > 1 {
			return "Choose a Lord die in the Order of Spider Jack."
		}
		d := b.orderDie(m.A)
		switch {
		case d.Empty():
			return noDieOn[m.A]
		case m.A == int(s.placed):
			return "You cannot change the die you just placed."
		case m.B == 1 && d.Rank() == 6:
			return "A Lord die cannot go above 6."
		case m.B == 0 && d.Rank() == 1:
			return "A Lord die cannot go below 1."
		}
	case KindMoveGrunt:
		if m.A >= NumColours {
			return "Choose a Grunt colour."
		}
		for i := 0; i < int(b.NGrunts); i++ {
			if int(b.Grunts[i].Colour) == m.A && b.Grunts[i].Area < FinalArea {
				return ""
			}
		}
		return noGruntMoves[m.A]
	case KindMinion:
		if m.B >= NumSpaces {
			return "Choose a space of the town path."
		}
		if m.A == 0 {
			if !b.minionAt(-1) {
				return "No Minion is left on its starting spot."
			}
		} else if m.A > NumSpaces || !b.minionAt(m.A-1) {
			return "There is no Minion there."
		}
		if !f.free(m.B) {
			return "A Minion can only go to an empty space of areas 1 to 11 (no Ghost, Minion or Grunt)."
		}
	case KindJuice:
	case KindMalice:
		if b.Malice >= MaxMalice {
			return "Your Malice is already 8."
		}
	case KindFeed:
		if m.A >= NumRows {
			return "Choose a row."
		}
		if b.Jack[m.A] >= 6 {
			return "That Spider Jack die is already 6."
		}
	case KindCall:
		if m.A >= NumRows {
			return "Choose a row."
		}
		if b.Track[m.A] >= TrackLen {
			return "That Summoning tracker is at the end of its track."
		}
	default:
		return "That is not an action icon."
	}
	return ""
}

// decisionWords says what the current decision is about, for refusals.
func (s *State) decisionWords() string {
	switch s.node() {
	case nodeChance:
		return "the game is waiting for a draw or a roll"
	case nodeGruntOrder:
		return "choose which Grunt moves next"
	case nodeItem:
		return "perform an action of the current set, or be done with it"
	case nodeWindow:
		return "flip an Arch Monster card or keep them"
	case nodeTake:
		return "take a die from the Fearnobile in front of you"
	case nodeActivate:
		return "activate a die of your Driveway"
	case nodePlace:
		return "place a die of your Driveway in the Order of Spider Jack"
	case nodeSpook:
		return "buy an Arch Monster card or a Ghost, or pass"
	case nodeFamPick:
		return "take a die and place it in a row"
	case nodeFamStop:
		return "use the area's action or skip it"
	case nodeFamRow:
		return "put a Minion on a row"
	case nodeJackScore:
		return "choose which of Spider Jack's tied dice he scores next"
	}
	return "the game is over"
}

// firstSame reports whether slot i holds a die and no earlier slot among
// dice holds the same die (identical dice give one choice); the slots
// whose bit is set in skip do not count.
func firstSame(dice []Die, i int, skip uint8) bool {
	if i >= len(dice) || dice[i].Empty() || skip&(1<<i) != 0 {
		return false
	}
	for j := 0; j < i; j++ {
		if dice[j] == dice[i] && skip&(1<<j) == 0 {
			return false
		}
	}
	return true
}

// moved marks the Driveway dice that moved Grunts this round, a bit a slot.
func (b *Board) moved() uint8 {
	var m uint8
	for i, v := range b.Moved {
		if v {
			m |= 1 << i
		}
	}
	return m
}

// wrongChoice is the refusal of an action of another kind than the
// decision due; Apply adds what the decision is.
const wrongChoice = "That is not a choice now."

// argCount is how many arguments each kind of action uses.
var argCount = [...]int{
	KindDie: 2, KindProphecy: 1, KindGhost: 1, KindArch: 1, KindTake: 1, KindActivate: 1, KindGrunt: 1,
	KindPlace: 2, KindSwap: 2, KindPromote: 2, KindMoveGrunt: 1, KindMinion: 2, KindJuice: 1, KindFeed: 1,
	KindMalice: 1, KindCall: 1, KindBuyArch: 1, KindBuyGhost: 2, KindFlip: 1, KindFamTake: 2, KindFamRow: 1,
	KindJackColour: 1, KindCourtMonster: 1, KindCourtGhost: 1, KindSoloCard: 1, KindJackScore: 1,
}

// argBits are the bits of an action each kind may set: any kind and the
// arguments the kind uses (by argCount), never a third.
var argBits = func() (out [len(argCount)]engine.Action) {
	for k, n := range argCount {
		m := Move{Kind: 0x7f}
		if n >= 1 {
			m.A = 0xff
		}
		if n >= 2 {
			m.B = 0xff
		}
		out[k] = m.Encode()
	}
	return out
}()

// why returns "" when a is legal now, else the reason it is refused.
func (s *State) why(a engine.Action) string { return s.whyAt(s.node(), a, s.spaces()) }

// spaces tells the free spaces of the acting seat's board.
func (s *State) spaces() *spaces { return &spaces{b: &s.boards[s.seat]} }

// whyAt is why at decision nd (the state's node); f is the acting seat's
// board with its free spaces (s.spaces(), shared by the checks of one
// listing).
func (s *State) whyAt(nd node, a engine.Action, f *spaces) string {
	m := Decode(a)
	if nd != nodeOver && !wellFormed(a) {
		return "That is not an action of this game."
	}
	return s.whyMove(nd, m, f)
}

// wellFormed reports whether a is of a kind of the game and sets only
// the arguments its kind uses (every action candidates lists is).
func wellFormed(a engine.Action) bool {
	k := int(a >> 24)
	return a >= 0 && k < len(argCount) && a&^argBits[k] == 0
}

// whyMove is whyAt for a well-formed action m; the listings call it
// directly.
func (s *State) whyMove(nd node, m Move, f *spaces) string {
	if nd == nodeOver {
		return "The game is over."
	}
	wrong := wrongChoice
	p := int(s.seat)
	b := f.b
	switch nd {
	case nodeChance:
		d := s.due
		ok := false
		switch m.Kind {
		case KindProphecy:
			ok = d.kind == m.Kind && m.A < NumProphecies && s.prophOut&(1<<m.A) == 0
		case KindGhost:
			ok = d.kind == m.Kind && m.A < NumGhosts && s.ghostOut&(1<<m.A) == 0
		case KindArch:
			ok = d.kind == m.Kind && m.A < NumArch && !s.archGone(m.A)
		case KindDie:
			ok = d.kind == m.Kind && m.A < NumColours && s.bag[m.A] > 0 && m.B >= 1 && m.B <= 6
		case KindJackColour, KindCourtMonster, KindCourtGhost, KindSoloCard:
			ok = s.soloChanceOK(d, m)
		}
		if !ok {
			return "That is not a possible draw or roll now."
		}
	case nodeGruntOrder:
		if m.Kind != KindGrunt {
			return wrong
		}
		if m.A >= int(b.NGrunts) || s.moveMask&(1<<m.A) == 0 {
			return "That Grunt is not one of those still to move."
		}
		for j := 0; j < m.A; j++ {
			if s.moveMask&(1<<j) != 0 && b.Grunts[j] == b.Grunts[m.A] {
				return "Those Grunts stand together; move the first of them."
			}
		}
	case nodeItem:
		if m.Kind == KindDone {
			return ""
		}
		for _, it := range s.items[s.topFrame():] {
			if iconKind(it.Icon) == m.Kind && (m.Kind != KindJuice && m.Kind != KindMalice || int(it.Icon.N) == m.A) {
				return s.iconWhy(m, f)
			}
		}
		return "That action is not among the ones you may perform now."
	case nodeWindow:
		switch m.Kind {
		case KindKeep:
			return ""
		case KindFlip:
			if m.A >= NumArch || !b.HasCard(m.A) {
				return "You do not have that Arch Monster card."
			}
			if !s.iconUsable(p, Archs[m.A].Back) {
				return "The action on that card's back cannot be performed now."
			}
			return ""
		}
		return wrong
	case nodeTake:
		if m.Kind != KindTake || m.A >= DicePerCar {
			return wrong
		}
		if !firstSame(s.cars[s.CarInFront(p)][:], m.A, 0) {
			return "Take a die that is in the Fearnobile in front of you."
		}
	case nodeActivate:
		if m.Kind != KindActivate || m.A >= DicePerCar {
			return wrong
		}
		if !firstSame(b.Drive[:], m.A, b.moved()) {
			return "Activate a die of your Driveway that has not moved Grunts this round."
		}
	case nodePlace:
		if m.Kind != KindPlace || m.A >= DicePerCar || m.B >= NumRows {
			return wrong
		}
		if !firstSame(b.Drive[:], m.A, 0) {
			return "Place a die that is on your Driveway."
		}
		if !b.Order[m.B][NumCols-1].Empty() {
			return "That row of the Order of Spider Jack is full."
		}
	case nodeSpook:
		return s.spookWhy(m, wrong, f)
	case nodeFamPick:
		if m.Kind != KindFamTake || m.A >= DicePerCar || m.B >= NumRows {
			return wrong
		}
		if !firstSame(s.cars[s.CarInFront(p)][:], m.A, 0) {
			return "Take a die that is in the Fearnobile in front of you."
		}
		if !b.Order[m.B][NumCols-1].Empty() {
			return "That row of the Order of Spider Jack is full."
		}
	case nodeFamStop:
		if m.Kind == KindFamSkip {
			return ""
		}
		if s.famStop == 4 && m.Kind != KindPromote || s.famStop == 8 && m.Kind != KindSwap {
			return wrong
		}
		return s.iconWhy(m, f)
	case nodeFamRow:
		if m.Kind != KindFamRow || m.A >= NumRows {
			return wrong
		}
		if b.Minion3[m.A] >= 2 {
			return "Both Minion spaces of that row are taken."
		}
	case nodeJackScore:
		if m.Kind != KindJackScore || m.A >= DicePerCar {
			return wrong
		}
		if s.scoreChoiceSet()&(1<<m.A) == 0 {
			return "Spider Jack scores one of his highest dice that score him the most in his Court."
		}
	}
	return ""
}

func (s *State) spookWhy(m Move, wrong string, f *spaces) string {
	b := f.b
	switch m.Kind {
	case KindPass:
		return ""
	case KindBuyArch:
		if m.A >= MarketSize || s.archMkt[m.A] == 0 {
			return "There is no Arch Monster card on that spot."
		}
		if int(b.Malice) < ArchCost[m.A] {
			return fmt.Sprintf("That Arch Monster card costs %d Malice; you have %d.", ArchCost[m.A], b.Malice)
		}
		return ""
	case KindBuyGhost:
		if m.A >= MarketSize || s.ghostMkt[m.A] == 0 {
			return "There is no Ghost on that spot."
		}
		if int(b.Malice) < GhostCost[m.A] {
			return fmt.Sprintf("That Ghost costs %d Malice; you have %d.", GhostCost[m.A], b.Malice)
		}
		g := Ghosts[s.ghostMkt[m.A]-1]
		if g.Icon.Act == ActGainGrunt {
			if m.B != gainSpace {
				return "A Gain Grunt Ghost goes on a Gain Grunt space at the beginning of your path."
			}
			if emptyGain(b) < 0 {
				return "You have no empty Gain Grunt space."
			}
			if s.supply(g.Colour) == 0 {
				return "No " + ColourName(g.Colour) + " Grunt is left in the supply."
			}
			return ""
		}
		if m.B >= NumSpaces {
			return "Put the Ghost on a space of the town path."
		}
		if g.Colour != MultiColour && SpaceColour(m.B) != g.Colour {
			return "A " + ColourName(g.Colour) + " Ghost goes on a " + ColourName(g.Colour) + " space."
		}
		if !f.free(m.B) {
			return "A Ghost can only go on an empty space of areas 1 to 11 (no Ghost, Minion or Grunt)."
		}
		return ""
	}
	return wrong
}

func emptyGain(b *Board) int {
	for i, g := range b.GainUsed {
		if g == 0 {
			return i
		}
	}
	return -1
}

// supply is the number of colour-c Grunts left in the supply: six of each
// colour in the box, less those on the boards.
func (s *State) supply(c int) int {
	k := 6 - int(s.jack.Grunts[c])
	for p := 0; p < s.n; p++ {
		b := &s.boards[p]
		for i := 0; i < int(b.NGrunts); i++ {
			if int(b.Grunts[i].Colour) == c {
				k--
			}
		}
	}
	return k
}

// SampleChance draws a chance outcome with the probabilities of
// ChanceOutcomes without listing them.
func (s *State) SampleChance(rng *rand.Rand) engine.Action {
	d := s.due
	switch d.kind {
	case KindProphecy:
		return act(KindProphecy, nthFree([]uint64{uint64(s.prophOut)}, NumProphecies, rng))
	case KindGhost:
		return act(KindGhost, nthFree([]uint64{s.ghostOut}, NumGhosts, rng))
	case KindArch:
		return act(KindArch, nthFree(s.archOut[:], NumArch, rng))
	case KindDie:
		total := 0
		for _, v := range s.bag {
			total += int(v)
		}
		x := rng.IntN(total * 6)
		for c, v := range s.bag {
			if x < int(v)*6 {
				return act(KindDie, c, x/int(v)+1)
			}
			x -= int(v) * 6
		}
	case KindJackColour, KindCourtMonster, KindCourtGhost, KindSoloCard:
		var buf [NumGhosts]engine.Action // the longest list: the Ghosts
		return uniformDraw(s.soloDraws(d, buf[:0]), rng)
	}
	return engine.SampleChance(s, rng)
}

// uniformDraw draws one of acts, all alike, as engine.SampleChance draws
// from their engine.UniformOutcomes: one random number, less each
// outcome's share in turn until it is below 0, so the same outcome.
func uniformDraw(acts []engine.Action, rng *rand.Rand) engine.Action {
	share := 1 / float64(len(acts))
	x := rng.Float64()
	for _, a := range acts {
		x -= share
		if x < 0 {
			return a
		}
	}
	return acts[len(acts)-1]
}

// nthFree picks uniformly one of the indices below n whose bit in out
// (64 a word) is clear.
func nthFree(out []uint64, n int, rng *rand.Rand) int {
	free := func(w int) uint64 {
		f := ^out[w]
		if rest := n - 64*w; rest < 64 {
			f &= 1<<rest - 1
		}
		return f
	}
	k := 0
	for w := range out {
		k += bits.OnesCount64(free(w))
	}
	x := rng.IntN(k)
	for w := range out {
		f := free(w)
		if c := bits.OnesCount64(f); x >= c {
			x -= c
			continue
		}
		for ; x > 0; x-- {
			f &= f - 1 // drop the lowest free index
		}
		return 64*w + bits.TrailingZeros64(f)
	}
	return -1
}
