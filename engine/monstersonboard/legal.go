package monstersonboard

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"monstermixer/engine"
)

// AppendLegalActions appends the legal actions, or the chance outcomes,
// in a deterministic order.
func (s *State) AppendLegalActions(dst []engine.Action) []engine.Action {
	nd := s.node()
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
	dst = s.candidates(nd, dst)
	out := dst[:start]
	for _, a := range dst[start:] {
		if s.whyAt(nd, a) == "" {
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
	d := s.nextDraw()
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
// why then keeps the legal ones.
func (s *State) candidates(nd node, dst []engine.Action) []engine.Action {
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
				dst = s.iconCandidates(dst, p, it.Icon)
			}
		}
		dst = append(dst, act(KindDone))
	case nodeWindow:
		for id := 0; id < NumArch; id++ {
			if b.HasCard(id) {
				dst = append(dst, act(KindFlip, id))
			}
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
			col := Ghosts[s.ghostMkt[i]-1].Colour
			taken := b.takenSpaces()
			for sp := 0; sp < NumSpaces; sp++ {
				if freeIn(taken, sp) && (col == MultiColour || SpaceColour(sp) == col) {
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
			dst = s.iconCandidates(dst, p, prom)
		} else {
			dst = s.iconCandidates(dst, p, swap)
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

// iconCandidates appends every action of the right shape that performs ic.
func (s *State) iconCandidates(dst []engine.Action, p int, ic Icon) []engine.Action {
	b := &s.boards[p]
	switch ic.Act {
	case ActSwap:
		for i := 0; i < NumRows*NumCols; i++ {
			for j := i + 1; j < NumRows*NumCols; j++ {
				if !b.Order[i/NumCols][i%NumCols].Empty() && !b.Order[j/NumCols][j%NumCols].Empty() {
					dst = append(dst, act(KindSwap, i, j))
				}
			}
		}
	case ActPromote:
		for i := 0; i < NumRows*NumCols; i++ {
			if !b.Order[i/NumCols][i%NumCols].Empty() {
				dst = append(dst, act(KindPromote, i, 1), act(KindPromote, i, 0))
			}
		}
	case ActMoveGrunt:
		for c := 0; c < NumColours; c++ {
			dst = append(dst, act(KindMoveGrunt, c))
		}
	case ActMoveMinion:
		srcs := []int{0}
		for _, m := range b.Minions {
			if m >= 0 {
				srcs = append(srcs, int(m)+1)
			}
		}
		taken := b.takenSpaces()
		for _, src := range srcs {
			for sp := 0; sp < NumSpaces; sp++ {
				if freeIn(taken, sp) {
					dst = append(dst, act(KindMinion, src, sp))
				}
			}
		}
	case ActJuice:
		dst = append(dst, act(KindJuice, int(ic.N)))
	case ActMalice:
		dst = append(dst, act(KindMalice, int(ic.N)))
	case ActFeed:
		for r := 0; r < NumRows; r++ {
			dst = append(dst, act(KindFeed, r))
		}
	case ActCall:
		for r := 0; r < NumRows; r++ {
			dst = append(dst, act(KindCall, r))
		}
	}
	return dst
}

// iconUsable reports whether seat p could perform ic now.
func (s *State) iconUsable(p int, ic Icon) bool {
	var buf [512]engine.Action
	for _, a := range s.iconCandidates(buf[:0], p, ic) {
		if s.iconWhy(p, Decode(a)) == "" {
			return true
		}
	}
	return false
}

// posName names a position of the Order for a person: "row 2, spot 3".
func posName(pos int) string { return fmt.Sprintf("row %d, spot %d", pos/NumCols+1, pos%NumCols+1) }

func spaceWords(sp int) string {
	return fmt.Sprintf("the %s space of area %d", ColourName(SpaceColour(sp)), SpaceArea(sp))
}

// iconWhy is the rule of each action icon's choices: "" when seat p may
// perform m, else the reason it may not.
func (s *State) iconWhy(p int, m Move) string {
	b := &s.boards[p]
	die := func(pos int) Die { return b.Order[pos/NumCols][pos%NumCols] }
	switch m.Kind {
	case KindSwap:
		if m.A >= m.B || m.B >= NumRows*NumCols {
			return "Choose two different spots of the Order of Spider Jack."
		}
		if die(m.A).Empty() || die(m.B).Empty() {
			return "Swap needs a Lord die on both spots."
		}
		if die(m.A) == die(m.B) {
			return "Those two Lord dice are the same; swapping them changes nothing."
		}
	case KindPromote:
		if m.A >= NumRows*NumCols || m.B > 1 {
			return "Choose a Lord die in the Order of Spider Jack."
		}
		d := die(m.A)
		switch {
		case d.Empty():
			return "There is no Lord die on " + posName(m.A) + "."
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
		return "You have no " + ColourName(m.A) + " Grunt that can move."
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
		if !b.free(m.B) {
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
// dice holds the same die (identical dice give one choice).
func firstSame(dice []Die, i int, skip func(int) bool) bool {
	if i >= len(dice) || dice[i].Empty() || skip(i) {
		return false
	}
	for j := 0; j < i; j++ {
		if dice[j] == dice[i] && !skip(j) {
			return false
		}
	}
	return true
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

// why returns "" when a is legal now, else the reason it is refused.
func (s *State) why(a engine.Action) string { return s.whyAt(s.node(), a) }

// whyAt is why at decision nd (the state's node).
func (s *State) whyAt(nd node, a engine.Action) string {
	if nd == nodeOver {
		return "The game is over."
	}
	m := Decode(a)
	if a < 0 || m.C != 0 || int(m.Kind) >= len(argCount) || m.B != 0 && argCount[m.Kind] < 2 || m.A != 0 && argCount[m.Kind] < 1 {
		return "That is not an action of this game."
	}
	wrong := wrongChoice
	p := int(s.seat)
	b := &s.boards[p]
	none := func(int) bool { return false }
	switch nd {
	case nodeChance:
		d := s.nextDraw()
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
				return s.iconWhy(p, m)
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
		if !firstSame(s.cars[s.CarInFront(p)][:], m.A, none) {
			return "Take a die that is in the Fearnobile in front of you."
		}
	case nodeActivate:
		if m.Kind != KindActivate || m.A >= DicePerCar {
			return wrong
		}
		if !firstSame(b.Drive[:], m.A, func(i int) bool { return b.Moved[i] }) {
			return "Activate a die of your Driveway that has not moved Grunts this round."
		}
	case nodePlace:
		if m.Kind != KindPlace || m.A >= DicePerCar || m.B >= NumRows {
			return wrong
		}
		if !firstSame(b.Drive[:], m.A, none) {
			return "Place a die that is on your Driveway."
		}
		if !b.Order[m.B][NumCols-1].Empty() {
			return "That row of the Order of Spider Jack is full."
		}
	case nodeSpook:
		return s.spookWhy(p, m, wrong)
	case nodeFamPick:
		if m.Kind != KindFamTake || m.A >= DicePerCar || m.B >= NumRows {
			return wrong
		}
		if !firstSame(s.cars[s.CarInFront(p)][:], m.A, none) {
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
		return s.iconWhy(p, m)
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
		if !slices.Contains(s.ScoreChoices(), m.A) {
			return "Spider Jack scores one of his highest dice that score him the most in his Court."
		}
	}
	return ""
}

func (s *State) spookWhy(p int, m Move, wrong string) string {
	b := &s.boards[p]
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
		if !b.free(m.B) {
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
	d := s.nextDraw()
	switch d.kind {
	case KindProphecy:
		return act(KindProphecy, nthFree(NumProphecies, rng, func(k int) bool { return s.prophOut&(1<<k) == 0 }))
	case KindGhost:
		return act(KindGhost, nthFree(NumGhosts, rng, func(k int) bool { return s.ghostOut&(1<<k) == 0 }))
	case KindArch:
		return act(KindArch, nthFree(NumArch, rng, func(k int) bool { return !s.archGone(k) }))
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
	}
	return engine.SampleChance(s, rng)
}

// nthFree picks uniformly one of the indices below n that free accepts.
func nthFree(n int, rng *rand.Rand, free func(int) bool) int {
	k := 0
	for i := 0; i < n; i++ {
		if free(i) {
			k++
		}
	}
	x := rng.IntN(k)
	for i := 0; i < n; i++ {
		if free(i) {
			if x == 0 {
				return i
			}
			x--
		}
	}
	return -1
}
