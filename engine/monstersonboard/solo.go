package monstersonboard

import (
	"fmt"
	"math/bits"

	"monstermixer/engine"
)

// JackName is Spider Jack's name in results and the log.
const JackName = "Spider Jack"

// The solo modes of State.Solo.
const (
	SoloNone  = 0 // two or more seats
	SoloMode1 = 1 // beat your own scare
	SoloMode2 = 2 // versus Spider Jack
)

// The rules that chose a die Spider Jack drafted (Jack.Why).
const (
	WhyColour = 1 + iota // the only die of the symbol's colour
	WhyRank              // the highest or lowest rank among the candidates
	WhyFront             // the die closest to the front among those tied on rank
	WhyLast              // the 4th die, given to him
)

// Jack is Spider Jack in a solo game: his deck and face-up card, the dice
// he drafted this round, and (versus Spider Jack) his Court and score.
type Jack struct {
	Colour                                                           int8            // his deck's colour (versus Spider Jack), -1 before it is drawn
	Card                                                             int8            // face-up solo card, -1 none
	CardRound                                                        int8            // round of the face-up card
	DeckOut                                                          uint32          // solo cards flipped, by id bit
	Dice                                                             [DicePerCar]Die // dice on the card's symbols 1-3 and the 4th
	Why                                                              [DicePerCar]int8
	Matched                                                          [DicePerCar]bool // the symbol's colour was among the candidates
	Scored                                                           uint8            // Dice scored this round, by slot bit
	CourtDice                                                        [NumColours]int8 // Lord dice in his Court
	Ghosts                                                           uint64           // Ghosts in his Court, by id bit
	Grunts                                                           [NumColours]int8 // Monster figures in his Court
	Juice                                                            int16            // his Spook Juice
	DiceJuice, CourtJuice, SummonJuice, ProphecyJuice, UnscoredJuice int16
	Bought                                                           bool // this Spook phase: he bought (versus him), or the discards were made (beat your own scare)
	Buys                                                             int8 // purchases of the seat this Spook phase
}

// Solo is the solo mode: SoloNone, SoloMode1 or SoloMode2.
func (s *State) Solo() int { return int(s.solo) }

// Jack returns a copy of Spider Jack's state (meaningful in solo games).
func (s *State) Jack() Jack { return s.jack }

// DifficultyTotal is the difficulty total of a game versus Spider Jack.
func (s *State) DifficultyTotal() int { return s.diff.total() }

// JackCar is the seat-less Fearnobile Spider Jack drafts from now (solo
// games): the one not in front of the seat.
func (s *State) JackCar() int { return 1 - s.CarInFront(0) }

// numCars is the number of Fearnobiles: one per seat, and Spider Jack's in
// a solo game.
func (s *State) numCars() int {
	if s.solo != SoloNone {
		return 2
	}
	return s.n
}

// CourtItems counts what in his Court matches colour c: Lord dice, Ghosts
// (a multicoloured Ghost matches every colour) and Monster figures.
func (j *Jack) CourtItems(c int) (dice, ghosts, grunts int) {
	return int(j.CourtDice[c]), bits.OnesCount64(j.Ghosts & ghostsMatching[c]), int(j.Grunts[c])
}

// ghostsMatching marks, for each colour, the Ghosts that match it in his
// Court (those of the colour and the multicoloured ones), by id bit.
var ghostsMatching = func() (out [NumColours]uint64) {
	for id, g := range Ghosts {
		for c := range out {
			if g.Colour == c || g.Colour == MultiColour {
				out[c] |= 1 << id
			}
		}
	}
	return out
}()

// CourtScore is what scoring his Court for colour c gives: 1 per Lord die,
// 2 per Ghost, 3 per Monster figure.
func (j *Jack) CourtScore(c int) int {
	d, g, m := j.CourtItems(c)
	return d + 2*g + 3*m
}

// soloDraw finds the chance event of a solo setup or round, if any.
func (s *State) soloDraw() draw {
	j := &s.jack
	if s.phase == PhaseSetup && s.solo == SoloMode2 {
		if j.Colour < 0 {
			return draw{kind: KindJackColour}
		}
		monsters := 0
		for c, k := range j.Grunts {
			if c != int(j.Colour) {
				monsters += int(k)
			}
		}
		if monsters < courtMonsters[s.diff.Court] {
			return draw{kind: KindCourtMonster}
		}
		ghosts := 0
		for g := j.Ghosts; g != 0; g &= g - 1 {
			ghosts++
		}
		if ghosts < courtGhosts[s.diff.Court] && s.ghostOut != 1<<NumGhosts-1 {
			return draw{kind: KindCourtGhost}
		}
	}
	if s.phase == PhaseArrival && int(j.CardRound) < int(s.round) {
		return draw{kind: KindSoloCard}
	}
	return draw{}
}

// inJackDeck reports whether solo card id can be flipped: in his deck and
// not flipped yet.
func (s *State) inJackDeck(id int) bool {
	if id < 0 || id >= NumSoloCards || s.jack.DeckOut&(1<<id) != 0 {
		return false
	}
	return s.solo != SoloMode2 || SoloCards[id].Shows(int(s.jack.Colour))
}

// JackDeckLeft is the number of solo cards still in Spider Jack's deck (to
// be flipped in later rounds); 0 outside solo games.
func (s *State) JackDeckLeft() int {
	if s.solo == SoloNone {
		return 0
	}
	n := 0
	for id := range NumSoloCards {
		if s.inJackDeck(id) {
			n++
		}
	}
	return n
}

// soloOutcomes appends the outcomes of a solo chance event.
func (s *State) soloOutcomes(d draw, out []engine.ChanceOutcome) []engine.ChanceOutcome {
	return engine.UniformOutcomes(out, s.soloDraws(d, nil))
}

// soloDraws appends the outcomes of a solo chance event (all alike) in
// the order of ChanceOutcomes.
func (s *State) soloDraws(d draw, acts []engine.Action) []engine.Action {
	switch d.kind {
	case KindJackColour:
		// A random Lord die from the full bag: every colour alike.
		for c := 0; c < NumColours; c++ {
			acts = append(acts, act(KindJackColour, c))
		}
	case KindCourtMonster:
		for c := 0; c < NumColours; c++ {
			if s.jack.Grunts[c] == 0 {
				acts = append(acts, act(KindCourtMonster, c))
			}
		}
	case KindCourtGhost:
		for id := 0; id < NumGhosts; id++ {
			if s.ghostOut&(1<<id) == 0 {
				acts = append(acts, act(KindCourtGhost, id))
			}
		}
	case KindSoloCard:
		for id := 0; id < NumSoloCards; id++ {
			if s.inJackDeck(id) {
				acts = append(acts, act(KindSoloCard, id))
			}
		}
	}
	return acts
}

// soloChanceOK reports whether m is a possible outcome of the solo draw d.
func (s *State) soloChanceOK(d draw, m Move) bool {
	if d.kind != m.Kind {
		return false
	}
	switch m.Kind {
	case KindJackColour:
		return m.A < NumColours
	case KindCourtMonster:
		return m.A < NumColours && s.jack.Grunts[m.A] == 0
	case KindCourtGhost:
		return m.A < NumGhosts && s.ghostOut&(1<<m.A) == 0
	case KindSoloCard:
		return s.inJackDeck(m.A)
	}
	return false
}

// applySolo applies a solo chance outcome.
func (s *State) applySolo(m Move) {
	j := &s.jack
	switch m.Kind {
	case KindJackColour:
		j.Colour = int8(m.A)
		j.Grunts[m.A]++
	case KindCourtMonster:
		j.Grunts[m.A]++
	case KindCourtGhost:
		j.Ghosts |= 1 << m.A
		s.ghostOut |= 1 << m.A
	case KindSoloCard:
		j.Card = int8(m.A)
		j.CardRound = s.round
		j.DeckOut |= 1 << m.A
		j.Dice = [DicePerCar]Die{}
		j.Why = [DicePerCar]int8{}
		j.Matched = [DicePerCar]bool{}
		j.Scored = 0
	}
}

// ChooseDie is Spider Jack's drafting rule: for symbol y, among the dice in
// car (front to rear), the dice of the symbol's colour if there are any
// (White: all), then the highest or lowest rank, then the one closest to
// the front. It returns the slot, the rule that decided and whether the
// symbol's colour was among the dice; slot -1 for an empty car.
func ChooseDie(car [DicePerCar]Die, y Symbol) (slot int, why int, matched bool) {
	var cand [DicePerCar]bool
	n := 0
	for i, d := range car {
		if !d.Empty() && (y.Colour == White || d.Colour() == y.Colour) {
			cand[i] = true
			n++
		}
	}
	matched = y.Colour != White && n > 0
	if n == 0 {
		for i, d := range car {
			if !d.Empty() {
				cand[i] = true
				n++
			}
		}
	}
	if n == 0 {
		return -1, 0, false
	}
	if n == 1 && matched {
		for i := range cand {
			if cand[i] {
				return i, WhyColour, true
			}
		}
	}
	best := 0
	for i, d := range car {
		if cand[i] && (best == 0 || y.High && d.Rank() > best || !y.High && d.Rank() < best) {
			best = d.Rank()
		}
	}
	k := 0
	first := -1
	for i, d := range car {
		if cand[i] && d.Rank() == best {
			k++
			if first < 0 {
				first = i
			}
		}
	}
	if k == 1 {
		return first, WhyRank, matched
	}
	return first, WhyFront, matched
}

// jackPick is Spider Jack's draft pick after the seat's pick of step k:
// by the face-up card's symbol k, or the 4th die given to him.
func (s *State) jackPick(k int) {
	j := &s.jack
	car := &s.cars[s.JackCar()]
	var slot, why int
	var matched bool
	if k < 3 {
		slot, why, matched = ChooseDie(*car, SoloCards[j.Card].Symbols[k])
	} else {
		slot, why = -1, WhyLast
		for i, d := range car {
			if !d.Empty() {
				slot = i
			}
		}
	}
	if slot < 0 {
		return
	}
	j.Dice[k] = car[slot]
	j.Why[k] = int8(why)
	j.Matched[k] = matched
	car[slot] = 0
	m := 0
	if matched {
		m = 8
	}
	s.note(fxJackPick, int(j.Card), int(j.Dice[k]), k, why|m) // the card rides in the seat field
}

// jackDiceBack returns Spider Jack's drafted dice to the bag (beat your
// own scare: they only take dice away from you).
func (s *State) jackDiceBack() {
	for k, d := range s.jack.Dice {
		if !d.Empty() {
			s.bag[d.Colour()]++
			s.jack.Dice[k] = 0
		}
	}
	s.note(fxJackBack, 0, 0, 0, 0)
}

// ScoreChoices lists the slots of Spider Jack's dice he may score next:
// the highest rank, then the most his Court would score; identical dice
// count once. More than one is the seat's decision.
func (s *State) ScoreChoices() []int {
	var out []int
	for set := s.scoreChoiceSet(); set != 0; set &= set - 1 {
		out = append(out, bits.TrailingZeros8(set))
	}
	return out
}

// scoreChoiceSet is ScoreChoices as a set of slots, a bit a slot.
func (s *State) scoreChoiceSet() uint8 {
	j := &s.jack
	var court [DicePerCar]int
	best, bestCourt := 0, -1
	for k, d := range j.Dice {
		if d.Empty() || j.Scored&(1<<k) != 0 {
			continue
		}
		court[k] = j.CourtScore(d.Colour()) + 1
		if d.Rank() > best || d.Rank() == best && court[k] > bestCourt {
			best, bestCourt = d.Rank(), court[k]
		}
	}
	var set uint8
	for k, d := range j.Dice {
		if d.Empty() || j.Scored&(1<<k) != 0 || d.Rank() != best || court[k] != bestCourt {
			continue
		}
		dup := false
		for o := range k {
			dup = dup || set&(1<<o) != 0 && j.Dice[o] == d
		}
		if !dup {
			set |= 1 << k
		}
	}
	return set
}

// scoredCount is how many of his dice Spider Jack scored this round.
func (j *Jack) scoredCount() int {
	n := 0
	for b := j.Scored; b != 0; b &= b - 1 {
		n++
	}
	return n
}

// jackScore scores Spider Jack's die in slot k: its rank, then into his
// Court, then his Court of its colour. tie says the seat chose it.
func (s *State) jackScore(k int, tie bool) {
	j := &s.jack
	d := j.Dice[k]
	j.Scored |= 1 << k
	j.CourtDice[d.Colour()]++
	court := j.CourtScore(d.Colour())
	j.DiceJuice += int16(d.Rank())
	j.CourtJuice += int16(court)
	j.Juice += int16(d.Rank() + court)
	c := 0
	if tie {
		c = 1
	}
	s.note(fxJackScore, k, int(d), court, c)
}

// settleJackScore scores Spider Jack's dice until a tie asks the seat; it
// reports whether it stopped for a decision.
func (s *State) settleJackScore() bool {
	for s.jack.scoredCount() < DicePerCar-1 {
		ch := s.scoreChoiceSet()
		if ch&(ch-1) != 0 {
			return true
		}
		if ch == 0 {
			break
		}
		s.jackScore(bits.TrailingZeros8(ch), false)
	}
	s.startMove()
	return false
}

// LeftUnscored is the slot of the die Spider Jack left unscored once he
// has scored all the dice he scores this round (its rank picks his Ghost),
// else -1.
func (j *Jack) LeftUnscored() int {
	if j.scoredCount() != DicePerCar-1 {
		return -1
	}
	return j.unscored()
}

// unscored is the slot of the die Spider Jack did not score, -1 none.
func (j *Jack) unscored() int {
	for k, d := range j.Dice {
		if !d.Empty() && j.Scored&(1<<k) == 0 {
			return k
		}
	}
	return -1
}

// jackBuys is Spider Jack's purchase, after the seat's first Spook turn:
// the Ghost at the position (1-5 from the right) of his un-scored die's
// rank (6: positions 1 and 5) into his Court, the Arch Monster cards at the
// same positions discarded, then the un-scored die by the difficulty.
func (s *State) jackBuys() {
	j := &s.jack
	j.Bought = true
	k := j.unscored()
	if k < 0 {
		return
	}
	d := j.Dice[k]
	spots := []int{MarketSize - d.Rank()}
	if d.Rank() == 6 {
		spots = []int{MarketSize - 1, 0}
	}
	for _, i := range spots {
		g := int(s.ghostMkt[i]) - 1
		if g >= 0 {
			j.Ghosts |= 1 << g
		}
		s.note(fxJackBuys, 0, g, MarketSize-i, int(s.archMkt[i])-1)
	}
	removeSpots(&s.ghostMkt, spots)
	removeSpots(&s.archMkt, spots)
	switch s.diff.Unscored {
	case 0:
		s.bag[d.Colour()]++
	case 1:
		j.CourtDice[d.Colour()]++
	case 2:
		j.UnscoredJuice += int16(d.Rank())
		j.Juice += int16(d.Rank())
		j.CourtDice[d.Colour()]++
	}
	s.note(fxJackUnscored, 0, int(d), int(s.diff.Unscored), 0)
	j.Dice = [DicePerCar]Die{}
	j.Scored = 0
}

// removeSpots takes the pieces on the given spots out of a market; the
// others slide right, keeping their order, and the left spots wait for new
// pieces.
func removeSpots(m *[MarketSize]int8, spots []int) {
	var kept [MarketSize]int8
	n := 0
	for i := 0; i < MarketSize; i++ {
		gone := false
		for _, x := range spots {
			gone = gone || x == i
		}
		if !gone && m[i] != 0 {
			kept[n] = m[i]
			n++
		}
	}
	*m = [MarketSize]int8{}
	copy(m[MarketSize-n:], kept[:n])
}

// soloDiscards is the end of a Spook phase of beat your own scare: the
// rightmost Ghost and Arch Monster card go when the seat bought anything,
// the 2 rightmost of each when it bought nothing.
func (s *State) soloDiscards() {
	s.jack.Bought = true
	k := 2
	if s.jack.Buys > 0 {
		k = 1
	}
	g := discardRightmost(&s.ghostMkt, k)
	a := discardRightmost(&s.archMkt, k)
	s.note(fxSoloDiscard, 0, g, a, 0)
}

// discardRightmost discards the k rightmost pieces of a market and returns
// how many there were.
func discardRightmost(m *[MarketSize]int8, k int) int {
	n := 0
	for i := MarketSize - 1; i >= 0 && n < k; i-- {
		if m[i] != 0 {
			m[i] = 0
			n++
		}
	}
	removeSpots(m, nil)
	return n
}

// missedSummon is what a Summon on row r of board b misses because the
// row's Spider Jack die is too low: the ranks of the row's dice beyond it.
func missedSummon(b *Board, r int) int {
	t := 0
	for c := int(b.Jack[r]); c < NumCols; c++ {
		t += b.Order[r][c].Rank()
	}
	return t
}

// jackFinal is Spider Jack's part of final scoring: the Prophecy rule.
func (s *State) jackFinal() {
	if s.solo != SoloMode2 || !s.diff.Prophecy {
		return
	}
	b := &s.boards[0]
	if b.Prophecy < 0 || b.Prophecy >= NumProphecies {
		return
	}
	miss := prophecyMost[b.Prophecy] - ProphecyScore(b)
	s.jack.ProphecyJuice += int16(miss)
	s.jack.Juice += int16(miss)
}

// jackBreakdown lists how Spider Jack scored.
func (s *State) jackBreakdown() []string {
	j := &s.jack
	out := []string{
		fmt.Sprintf("Lord dice scored by rank = %d", j.DiceJuice),
		fmt.Sprintf("Court scoring = %d", j.CourtJuice),
	}
	if s.diff.Unscored == 2 {
		out = append(out, fmt.Sprintf("Un-scored dice by rank = %d", j.UnscoredJuice))
	}
	if s.diff.Summon {
		out = append(out, fmt.Sprintf("Summons you missed = %d", j.SummonJuice))
	}
	if s.diff.Prophecy {
		out = append(out, fmt.Sprintf("Prophecy points you missed = %d", j.ProphecyJuice))
	}
	return out
}

// soloRanks ranks the seat of a solo game: beat your own scare ranks it 1
// (the goal is the score itself); versus Spider Jack it is 1 only when it
// outscores him (he wins ties), and his rank is returned too.
func (s *State) soloRanks() (seat, jack int) {
	if s.solo == SoloMode1 {
		return 1, 0
	}
	if s.boards[0].Juice > s.jack.Juice {
		return 1, 2
	}
	return 2, 1
}

// jackPickLine is the sentence of the log for one of Spider Jack's picks:
// which symbol and which rule chose the die.
func jackPickLine(d Die, k, why int, card int, matched bool) engine.Line {
	if why == WhyLast {
		return engine.Say("Spider Jack is given the last die: %s.", d.Words())
	}
	y := SoloCards[card].Symbols[k]
	hl := "lowest"
	if y.High {
		hl = "highest"
	}
	var reason string
	switch {
	case why == WhyColour:
		reason = fmt.Sprintf("it is the only %s die", ColourName(y.Colour))
	case y.Colour == White && why == WhyRank:
		reason = fmt.Sprintf("white takes any colour, and it is the %s", hl)
	case y.Colour == White:
		reason = fmt.Sprintf("white takes any colour; the %s dice tie, so the one closest to the front", hl)
	case !matched && why == WhyRank:
		reason = fmt.Sprintf("there is no %s die, so the %s of all", ColourName(y.Colour), hl)
	case !matched:
		reason = fmt.Sprintf("there is no %s die; the %s dice tie, so the one closest to the front", ColourName(y.Colour), hl)
	case why == WhyRank:
		reason = fmt.Sprintf("it is the %s %s die", hl, ColourName(y.Colour))
	default:
		reason = fmt.Sprintf("the %s %s dice tie, so the one closest to the front", hl, ColourName(y.Colour))
	}
	return engine.Say("%s: %s.", jackPickHead(d, k, card), reason)
}

// jackPickHead is the first half of jackPickLine: the die and the symbol
// that chose it, without the rule.
func jackPickHead(d Die, k, card int) string {
	ord := [3]string{"first", "second", "third"}[k]
	return fmt.Sprintf("Spider Jack takes %s by his card's %s symbol (%s)", d.Words(), ord, SymbolText(SoloCards[card].Symbols[k]))
}

// encodeSolo appends the solo state to a state encoding.
func (s *State) encodeSolo(out []byte) []byte {
	j := &s.jack
	bl := func(b bool) byte {
		if b {
			return 1
		}
		return 0
	}
	out = append(out, byte(s.solo), byte(s.diff.Court), bl(s.diff.Summon), byte(s.diff.Unscored), bl(s.diff.Prophecy),
		byte(j.Colour), byte(j.Card), byte(j.CardRound), j.Scored, bl(j.Bought), byte(j.Buys))
	out = appendU64(out, uint64(j.DeckOut))
	out = appendU64(out, j.Ghosts)
	out = append(out, dieBytes(j.Dice[:])...)
	for k := range j.Why {
		out = append(out, byte(j.Why[k]), bl(j.Matched[k]))
	}
	for c := 0; c < NumColours; c++ {
		out = append(out, byte(j.CourtDice[c]), byte(j.Grunts[c]))
	}
	for _, v := range []int16{j.Juice, j.DiceJuice, j.CourtJuice, j.SummonJuice, j.ProphecyJuice, j.UnscoredJuice} {
		out = append(out, byte(v), byte(v>>8))
	}
	return out
}

// jackLine is the log sentence of one of Spider Jack's effects.
func (e effect) jackLine() engine.Line {
	switch e.Kind {
	case fxJackPick:
		return jackPickLine(Die(e.A), int(e.B), int(e.C&7), int(e.Seat), e.C&8 != 0)
	case fxJackBack:
		return engine.Plain("Spider Jack's dice go back to the bag.")
	case fxJackScore:
		d := Die(e.A)
		chosen := ""
		if e.C == 1 {
			chosen = " (your choice among his tied dice)"
		}
		return engine.Say("Spider Jack scores %s%s: %d Spook Juice for its rank, and %d for the %s pieces of his Court.", d.Words(), chosen, d.Rank(), e.B, ColourName(d.Colour()))
	case fxJackBuys:
		var l engine.Line
		if e.A >= 0 {
			l = engine.Say("Spider Jack takes the Ghost at position %d into his Court: %s.", e.B, ghostWords(int(e.A)))
		} else {
			l = engine.Say("Spider Jack finds no Ghost at position %d.", e.B)
		}
		if e.C >= 0 {
			l = append(l, engine.Say(" The Arch Monster card there (%s) is discarded.", ArchFront(int(e.C)))...)
		}
		return l
	case fxJackUnscored:
		d := Die(e.A)
		switch e.B {
		case 1:
			return engine.Say("His un-scored die, %s, goes into his Court.", d.Words())
		case 2:
			return engine.Say("His un-scored die, %s, scores %d and goes into his Court.", d.Words(), d.Rank())
		}
		return engine.Say("His un-scored die, %s, goes back to the bag.", d.Words())
	case fxJackSummon:
		return engine.Say("Spider Jack gains the %d Spook Juice the Summon missed.", e.A)
	case fxSoloDiscard:
		return engine.Say("The end of the Spook phase discards %s and %s from the right of the markets.",
			engine.Count(int(e.A), "Ghost", "Ghosts"), engine.Count(int(e.B), "Arch Monster card", "Arch Monster cards"))
	}
	return engine.Plain("Spider Jack waits.")
}

// soloCardSymbols says a solo card's symbols: "blue, highest; white,
// lowest; green, highest".
func soloCardSymbols(id int) string {
	c := SoloCards[id]
	return SymbolText(c.Symbols[0]) + "; " + SymbolText(c.Symbols[1]) + "; " + SymbolText(c.Symbols[2])
}
