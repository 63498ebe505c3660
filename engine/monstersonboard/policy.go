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
	var buf [512]engine.Action
	explore := rng.Float64() < policyExplore
	nd := s.node()
	var legal []engine.Action
	if !explore && (nd == nodeSpook || nd == nodeItem) {
		// Only the actions that can rate above passing or being done are
		// listed (and checked by the rules); the others never win.
		legal = s.greedyCandidates(nd, buf[:0])
	} else {
		legal = s.AppendLegalActions(buf[:0])
	}
	if len(legal) == 1 || explore {
		return legal[rng.IntN(len(legal))]
	}
	var pick engine.BestPick
	for _, a := range legal {
		pick.Offer(a, s.value(Decode(a)), rng)
	}
	return pick.Best()
}

// greedyCandidates lists the legal actions of a Spook turn or of a set of
// actions that value can rate above passing or Done: no Swap or Move
// Minion, and Ghosts only on the two spaces ahead of a Grunt of their
// colour.
func (s *State) greedyCandidates(nd node, dst []engine.Action) []engine.Action {
	p := int(s.seat)
	b := &s.boards[p]
	start := len(dst)
	if nd == nodeItem {
		top := s.items[s.topFrame():]
		for i, it := range top {
			if it.Icon.Act == ActSwap || it.Icon.Act == ActMoveMinion || hasIcon(top[:i], it.Icon) {
				continue
			}
			dst = s.iconCandidates(dst, p, it.Icon)
		}
		dst = append(dst, act(KindDone))
	} else {
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
	}
	out := dst[:start]
	for _, a := range dst[start:] {
		if s.whyAt(nd, a) == "" && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// weight is how much seat p's game leans on colour c: its Grunts of the
// colour (more the further they went) and its dice of the colour.
func (s *State) weight(p, c int) int {
	b := &s.boards[p]
	w := 0
	for i := 0; i < int(b.NGrunts); i++ {
		if int(b.Grunts[i].Colour) == c {
			w += 2 + int(b.Grunts[i].Area)
		}
	}
	return w + DiceOf(b, c)
}

func rowCount(b *Board, r int) int { return count(b.Order[r]) }

// value rates action m for the seat deciding now (higher is better).
func (s *State) value(m Move) int {
	p := int(s.seat)
	b := &s.boards[p]
	switch m.Kind {
	case KindTake:
		d := s.cars[s.CarInFront(p)][m.A]
		return 2*s.weight(p, d.Colour()) + d.Rank() + 2*len(Face(d.Colour(), d.Rank()))
	case KindPlace:
		d := b.Drive[m.A]
		col := rowCount(b, m.B)
		v := 3*len(Face(d.Colour(), d.Rank())) + s.weight(p, d.Colour()) - 2*MaliceFor(d.Rank())
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
		if int(b.Jack[m.A]) < rowCount(b, m.A)+2 {
			return 8
		}
		return 1
	case KindCall:
		if TrackIcon(m.A, int(b.Track[m.A])+1).Act == ActSummon {
			return 2 + SummonScore(b, m.A)
		}
		return 5
	case KindMoveGrunt:
		return 5 + s.weight(p, m.A)/3
	case KindPromote:
		d := b.Order[m.A/NumCols][m.A%NumCols]
		if m.B == 1 && m.A%NumCols < int(b.Jack[m.A/NumCols]) {
			return 3 + d.Rank()/3
		}
		return -1
	case KindSwap, KindMinion:
		return -1
	case KindBuyArch:
		id := int(s.archMkt[m.A] - 1)
		return ArchScore(b, id) + 2*int(s.round) - 2*ArchCost[m.A]
	case KindBuyGhost:
		g := Ghosts[s.ghostMkt[m.A]-1]
		if m.B == gainSpace {
			return 6 + s.weight(p, g.Colour) - GhostCost[m.A]
		}
		a, c := SpaceArea(m.B), SpaceColour(m.B)
		v := -GhostCost[m.A]
		for i := 0; i < int(b.NGrunts); i++ {
			if gr := b.Grunts[i]; int(gr.Colour) == c && int(gr.Area) < a && a-int(gr.Area) <= 2 {
				v += 4
				if g.Icon.Act == ActJuice {
					v += int(g.Icon.N)
				}
				break
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
		return 2*d.Rank() + len(Face(d.Colour(), d.Rank())) - rowCount(b, m.B)
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
			for c := 0; c < NumColours; c++ {
				dice := float64(DiceOf(b, c))
				for i := 0; i < int(b.NGrunts); i++ {
					if g := b.Grunts[i]; int(g.Colour) == c {
						t += 3 * dice * float64(g.Area) / FinalArea
					}
				}
			}
			t += float64(ProphecyScore(b))
			for _, id := range b.CardIDs() {
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
