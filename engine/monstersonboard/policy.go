package monstersonboard

import (
	"math"
	"math/rand/v2"
	"slices"

	"monstermixer/engine"
)

// policyExplore is the chance that Greedy plays a uniformly random action.
const policyExplore = 0.1

// Greedy is a cheap, sensible player for rollouts and simulations: it
// drafts dice of the colours its Grunts lead with, performs actions that
// pay at once (Spook Juice, Summons, Malice, feeding Spider Jack where a
// die would be lost), places dice where they will be kept, buys the Arch
// Monster cards that already score and the Ghosts just ahead of its Grunts,
// and flips a card before final scoring only when it scores nothing. A
// share of policyExplore of its choices is uniformly random.
func Greedy(s *State, rng *rand.Rand) engine.Action {
	explore := rng.Float64() < policyExplore
	nd := s.node()
	switch {
	case nd == nodeFamStop || explore && (nd == nodeSpook || nd == nodeItem):
		// These lists can be long (Ghost placements, Swaps).
		var buf [512]engine.Action
		return s.greedyPick(nd, explore, buf[:0], rng)
	case nd == nodeSpook || nd == nodeItem:
		var buf [128]engine.Action // the shapes greedyShapes lists
		return s.greedyPick(nd, explore, buf[:0], rng)
	}
	var buf [32]engine.Action
	return s.greedyPick(nd, explore, buf[:0], rng)
}

// greedyPick is Greedy at decision nd listing into buf.
func (s *State) greedyPick(nd node, explore bool, buf []engine.Action, rng *rand.Rand) engine.Action {
	if explore {
		legal := s.appendLegalAt(nd, buf)
		return legal[rng.IntN(len(legal))]
	}
	// In a Spook turn or a set of actions only the actions that can rate
	// above passing or being done are considered (the others never win);
	// in a Spook turn the same action can come twice (a space ahead of two
	// Grunts).
	short, dedup := nd == nodeSpook || nd == nodeItem, nd == nodeSpook
	f := s.spaces()
	var shapes []engine.Action
	if short {
		shapes = s.greedyShapes(nd, buf, f)
	} else {
		shapes = s.candidates(nd, buf, f)
	}
	// The legal shapes are offered in order. A shape rated below the best
	// offered so far can neither be picked nor draw a tie, so the rules
	// need not check it.
	w := weigher{b: &s.boards[s.seat]}
	var pick engine.BestPick
	best, offered, first, skipped := 0, 0, 0, false
	for i, a := range shapes {
		m := Decode(a)
		v := s.value(m, &w)
		if offered > 0 && v < best {
			skipped = true
			continue
		}
		if s.whyMove(nd, m, f) != "" || dedup && slices.Contains(shapes[:i], a) {
			continue
		}
		if offered == 0 {
			first = i
		}
		if offered == 0 || v > best {
			best = v
		}
		offered++
		pick.Offer(a, v, rng)
	}
	if offered == 1 && skipped && s.anotherLegal(nd, shapes, first, dedup, f) {
		offered++
	}
	if offered == 1 {
		// The only legal action is drawn like an explored one, which
		// takes a random number.
		rng.IntN(1) //lint:ignore SA4030 the draw keeps the random sequence, not the number
		return shapes[first]
	}
	return pick.Best()
}

// anotherLegal reports whether shapes hold a legal action at decision nd
// other than the one at index i (other than a copy of it when dedup); f
// tells the seat's free spaces.
func (s *State) anotherLegal(nd node, shapes []engine.Action, i int, dedup bool, f *spaces) bool {
	for j, a := range shapes {
		if j != i && !(dedup && a == shapes[i]) && s.whyMove(nd, Decode(a), f) == "" {
			return true
		}
	}
	return false
}

// greedyShapes lists the actions of a Spook turn or of a set of actions
// that value can rate above passing or Done, legal or not: no Swap or Move
// Minion, and Ghosts only on the two spaces ahead of a Grunt of their
// colour. f tells the seat's free spaces.
func (s *State) greedyShapes(nd node, dst []engine.Action, f *spaces) []engine.Action {
	p := int(s.seat)
	b := &s.boards[p]
	if nd == nodeItem {
		top := s.items[s.topFrame():]
		for i, it := range top {
			if it.Icon.Act == ActSwap || it.Icon.Act == ActMoveMinion || hasIcon(top[:i], it.Icon) {
				continue
			}
			dst = s.iconCandidates(dst, f, it.Icon)
		}
		return append(dst, act(KindDone))
	}
	dst = append(dst, act(KindPass))
	for i := 0; i < MarketSize; i++ {
		if int(b.Malice) >= ArchCost[i] {
			dst = append(dst, act(KindBuyArch, i))
		}
		if s.ghostMkt[i] == 0 || int(b.Malice) < GhostCost[i] {
			continue
		}
		g := Ghosts[s.ghostMkt[i]-1]
		if g.Icon.Act == ActGainGrunt {
			dst = append(dst, act(KindBuyGhost, i, gainSpace))
			continue
		}
		for k := 0; k < int(b.NGrunts); k++ {
			gr := b.Grunts[k]
			if g.Colour != MultiColour && int(gr.Colour) != g.Colour {
				continue
			}
			for a := int(gr.Area) + 1; a <= int(gr.Area)+2 && a < FinalArea; a++ {
				dst = append(dst, act(KindBuyGhost, i, Space(a, int(gr.Colour))))
			}
		}
	}
	return dst
}

// weigher tells how much a seat's game (board b) leans on each colour:
// its Grunts of the colour (more the further they went) and its dice of
// the colour (MultiColour weighs nothing); how many dice each row of its
// Order holds; and which areas are just ahead of its Grunts of each
// colour. It counts each on first use.
type weigher struct {
	b       *Board
	w       [NumColours + 1]int
	ok      bool
	rows    [NumRows]int
	rowsOK  bool
	ahead   [NumColours]uint16
	aheadOK bool
}

// of is the weight of colour c.
func (g *weigher) of(c int) int {
	if !g.ok {
		g.weigh()
	}
	return g.w[c]
}

// weigh works out the weights.
func (g *weigher) weigh() {
	b := g.b
	for i := 0; i < int(b.NGrunts); i++ {
		g.w[b.Grunts[i].Colour] += 2 + int(b.Grunts[i].Area)
	}
	for col, k := range diceByColour(b) {
		g.w[col] += k
	}
	g.ok = true
}

// dice is the number of dice in row r of the seat's Order.
func (g *weigher) dice(r int) int {
	if !g.rowsOK {
		for i := range g.rows {
			g.rows[i] = count(g.b.Order[i])
		}
		g.rowsOK = true
	}
	return g.rows[r]
}

// near reports whether area a is 1 or 2 areas ahead of a Grunt of colour
// c (0-5).
func (g *weigher) near(a, c int) bool {
	if !g.aheadOK {
		for _, gr := range g.b.Grunts[:g.b.NGrunts] {
			g.ahead[gr.Colour] |= 3 << (gr.Area + 1)
		}
		g.aheadOK = true
	}
	return g.ahead[c]>>a&1 != 0
}

// unrated is the value of a shape that cannot be legal (an empty slot or
// spot): below any other.
const unrated = math.MinInt

// value rates action m for the seat deciding now (higher is better); w
// weighs the seat's colours. Greedy rates shapes before the rules check
// them, so value takes any action of the decision's shapes.
func (s *State) value(m Move, w *weigher) int {
	p := int(s.seat)
	b := w.b
	switch m.Kind {
	case KindTake:
		d := s.cars[s.CarInFront(p)][m.A]
		if d.Empty() {
			return unrated
		}
		return 2*w.of(d.Colour()) + d.Rank() + 2*len(Face(d.Colour(), d.Rank()))
	case KindPlace:
		d := b.Drive[m.A]
		if d.Empty() {
			return unrated
		}
		col := w.dice(m.B)
		v := 3*len(Face(d.Colour(), d.Rank())) + w.of(d.Colour()) - 2*MaliceFor(d.Rank())
		if col < int(b.Jack[m.B])+2 {
			v += d.Rank()
		} else {
			v -= d.Rank()
		}
		return v - col
	case KindJuice:
		return 10 + m.A
	case KindMalice:
		return 6 + m.A
	case KindFeed:
		if int(b.Jack[m.A]) < w.dice(m.A)+2 {
			return 8
		}
		return 1
	case KindCall:
		if TrackIcon(m.A, int(b.Track[m.A])+1).Act == ActSummon {
			return 2 + SummonScore(b, m.A)
		}
		return 5
	case KindMoveGrunt:
		return 5 + w.of(m.A)/3
	case KindPromote:
		d := b.Order[m.A/NumCols][m.A%NumCols]
		if m.B == 1 && m.A%NumCols < int(b.Jack[m.A/NumCols]) {
			return 3 + d.Rank()/3
		}
		return -1
	case KindSwap, KindMinion:
		return -1
	case KindBuyArch:
		if s.archMkt[m.A] == 0 {
			return unrated
		}
		id := int(s.archMkt[m.A] - 1)
		return ArchScore(b, id) + 2*int(s.round) - 2*ArchCost[m.A]
	case KindBuyGhost:
		g := Ghosts[s.ghostMkt[m.A]-1]
		if m.B == gainSpace {
			return 6 + w.of(g.Colour) - GhostCost[m.A]
		}
		v := -GhostCost[m.A]
		if w.near(SpaceArea(m.B), SpaceColour(m.B)) {
			v += 4
			if g.Icon.Act == ActJuice {
				v += int(g.Icon.N)
			}
		}
		return v
	case KindPass:
		return 1
	case KindFlip:
		if s.phase == PhaseFinal && ArchScore(b, m.A) == 0 {
			switch Archs[m.A].Back.Act {
			case ActJuice, ActFeed, ActCall:
				return 3
			}
		}
		return -1
	case KindFamTake:
		d := s.cars[s.CarInFront(p)][m.A]
		return 2*d.Rank() + len(Face(d.Colour(), d.Rank())) - w.dice(m.B)
	case KindFamRow:
		return rowSum(b.Order[m.A])
	}
	return 0
}

// soloPar is the score a beat-your-own-scare estimate is measured against.
const soloPar = 180

// Estimate writes a static estimate of each seat's chance to win into out:
// Spook Juice so far plus what final scoring would give now (Grunts in the
// final area, the Prophecy card, the Arch Monster cards) and a share of
// what the Grunts on their way promise, compared with the best other seat.
func Estimate(s *State, out []float64) {
	var v [MaxPlayers]float64
	for p := 0; p < s.n; p++ {
		b := &s.boards[p]
		t := float64(b.Juice)
		if !s.family && s.phase != PhaseOver {
			byColour := diceByColour(b)
			for c := 0; c < NumColours; c++ {
				dice := float64(byColour[c])
				for i := 0; i < int(b.NGrunts); i++ {
					if g := b.Grunts[i]; int(g.Colour) == c {
						t += 3 * dice * float64(g.Area) / FinalArea
					}
				}
			}
			t += float64(ProphecyScore(b))
			for id := range b.cardSeq() {
				t += float64(ArchScore(b, id))
			}
		}
		v[p] = t
	}
	for p := 0; p < s.n; p++ {
		best := math.Inf(-1)
		switch s.solo {
		case SoloMode1:
			best = soloPar // no rival: a score against a good game's
		case SoloMode2:
			best = float64(s.jack.Juice)
		}
		for q := 0; q < s.n; q++ {
			if q != p && v[q] > best {
				best = v[q]
			}
		}
		out[p] = 1 / (1 + math.Exp(-(v[p]-best)/25))
	}
}
