package fandango

import (
	"math"

	"monstermixer/engine"
)

// This file holds the heuristics the computer players use: a static
// estimate of who is ahead and a score of each action for rollouts.

// questWorth is a seat's quest progress: each completed quest counts 1,
// an open one its share of its condition (and of its rounds).
func (s *State) questWorth(p int) float64 {
	v := 0.0
	for i := range 3 {
		pr := s.QuestProgress(p, i)
		switch {
		case pr.Quest == 0:
		case pr.Done:
			v++
		default:
			part := float64(pr.Have) / float64(max(pr.Need, 1))
			if pr.Rounds > 0 {
				part = 0.5*part + 0.5*float64(pr.Held)/float64(pr.Rounds)
			}
			v += 0.6 * part
		}
	}
	return v
}

// progress is a seat's quest progress with a little for its units'
// closeness to their quest aims (a quest's count moves only when they
// arrive).
func (s *State) progress(p int) float64 {
	return s.questWorth(p) + 0.3*math.Min(s.aimCloseness(p), 2)
}

// material is a seat's strength on the map: its units' attack and
// defense and the items they carry.
func (s *State) material(p int) float64 {
	m := 0.0
	for _, u := range s.units {
		if u.Owner == p {
			m += float64(Monsters[u.Kind].Attack+Monsters[u.Kind].Defense)/8 + 0.1*float64(len(u.Items))
		}
	}
	return m
}

// Estimate writes each seat's estimated chance of winning, in [0,1]: a
// finished game's ranks; otherwise a softmax over quest progress and
// material (solo: progress against the rounds left).
func (s *State) Estimate(out []float64) {
	if s.IsTerminal() {
		scores, ranks := make([]int, s.n), make([]int, s.n)
		s.ScoreInto(scores, ranks)
		for p := range out {
			out[p] = 0
			if ranks[p] == 1 {
				out[p] = 1
			}
		}
		return
	}
	if s.n == 1 {
		left := 1 - float64(s.round)/float64(s.cap+1)
		out[0] = math.Min(1, s.progress(0)/3*(0.5+0.5*left))
		if !s.standing(0) {
			out[0] = 0
		}
		return
	}
	sum := 0.0
	for p := range s.n {
		out[p] = math.Exp(2*s.progress(p) + 0.5*math.Min(s.material(p), 4))
		if !s.standing(p) {
			out[p] = 0
		}
		sum += out[p]
	}
	for p := range out {
		out[p] /= sum
	}
}

// killOdds is a's chance in 64ths of killing t in melee.
func (s *State) killOdds(a, t *Unit) int {
	return min(s.meleeAttack(a, t), 8) * (8 - min(s.Defense(t), 8))
}

// aimDistance is how far hex h is from the nearest of aims (questAims),
// or -1 when there are none.
func (s *State) aimDistance(aims []int, h int) int {
	best := -1
	for _, a := range aims {
		d := 0
		if a < 0 {
			d = max(s.board.Distance(h, ^a)-1, 0)
		} else {
			d = s.board.Distance(h, a)
		}
		if best < 0 || d < best {
			best = d
		}
	}
	return best
}

// aimCloseness is how near seat p's units stand to their quest aims
// (questAims, unitAims): 1 for a unit on one, 1/(1+d) at d hexes.
func (s *State) aimCloseness(p int) float64 {
	var buf [96]int
	seat := s.questAims(p, buf[:0])
	c := 0.0
	for _, u := range s.units {
		if u.Owner != p {
			continue
		}
		aims := s.unitAims(u, s.horseFor(u) != nil, seat)
		if d := s.aimDistance(aims, u.Hex); d >= 0 {
			c += 1 / float64(1+d)
		}
	}
	return c
}

// Scorer rates the actions of one position for a rollout (State.Score),
// working out each unit's quest aims once however many of its moves are
// rated.
type Scorer struct {
	s      *State
	seated bool  // aims starts with the mover's seat's aims (questAims)
	nSeat  int   // how many aims are the seat's
	u      *Unit // the unit of the last move rated
	unit   int   // the unit whose aims follow the seat's (0: none yet)
	riding bool
	aims   []int // the seat's and the unit's
	from   int   // aimDistance of the unit's hex
}

// Scorer returns a scorer of s's actions; it holds until s changes.
func (s *State) Scorer() *Scorer { return &Scorer{s: s} }

// Score rates an action for a rollout: higher is more purposeful
// (attacking, searching, opening, picking up, saving a unit). Moves score
// by where they end: nearer the unit's quest aims (questAims), next to an
// enemy, or on a hex the unit may search.
func (s *State) Score(a engine.Action) int { return s.Scorer().Score(a) }

// Score rates action a of the scorer's position (State.Score).
func (sc *Scorer) Score(a engine.Action) int {
	s := sc.s
	o, x, y := decode(a)
	switch o {
	case opAttack, opShoot:
		at, t := s.Unit(s.actor), s.Unit(x)
		if at == nil || t == nil {
			return 0
		}
		n := s.meleeAttack(at, t)
		if o == opShoot {
			n = s.rangedAttack(at, t, s.board.Distance(at.Hex, t.Hex))
		}
		return 1 + n*(8-s.Defense(t))/8 + 3*s.slayGain(at.Owner, t)
	case opRampage, opFury:
		return 5
	case opRally:
		few := s.seat >= 0 && s.unitsOf(s.seat) < 10 // build up before taking risks
		switch {
		case few:
			return 8
		case s.open(s.seat, 5) || s.open(s.seat, 6):
			return 5
		}
		return 2
	case opSearch:
		if s.unitsOf(s.seat) <= 2 {
			return 2
		}
		return 4
	case opOpen:
		// A failed open kills the opener: only a good searcher risks it.
		if u := s.Unit(s.actor); u != nil && Monsters[u.Kind].Search < 5 {
			if _, c, _ := s.chestFor(u); c != SprungChest {
				return 0
			}
		}
		return 5
	case opKey:
		return 7
	case opHeal, opEscape:
		return 5
	case opLucky:
		switch s.roll {
		case rkAttack, rkDefend, rkSearch, rkOpen: // lower is better
			if x == 0 {
				return 6
			}
			return 0
		}
		return 3
	case opOrc:
		if o, t := s.Unit(x), s.Unit(s.targets[0]); o != nil && t != nil && s.Defense(o) > s.Defense(t) {
			return 5
		}
		return 0
	case opPickup:
		u := s.Unit(s.actor)
		for _, g := range s.ground {
			if u != nil && g.Hex == u.Hex && s.wants(u.Owner, g.Item) {
				return 9
			}
		}
		return 4
	case opBuy:
		if s.phase == PhaseDeath {
			return 5
		}
		if s.wants(s.seat, Item(y)) {
			return 8
		}
		return 1
	case opMove, opRide:
		if sc.u == nil || sc.u.ID != x {
			sc.u = s.Unit(x)
		}
		u := sc.u
		if u == nil {
			return 0
		}
		riding := o == opRide
		if !sc.seated {
			sc.aims = s.questAims(u.Owner, make([]int, 0, 64))
			sc.seated, sc.nSeat = true, len(sc.aims)
		}
		if sc.unit != u.ID || sc.riding != riding {
			sc.unit, sc.riding = u.ID, riding
			sc.aims = s.unitAims(u, riding, sc.aims[:sc.nSeat])
			sc.from = s.aimDistance(sc.aims, u.Hex)
		}
		from := u.Hex
		y, _, _ = s.moveTarget(y)
		v := 1
		if d0 := sc.from; d0 >= 0 {
			d := s.aimDistance(sc.aims, y)
			v += 2 * (d0 - d)
			if d == 0 {
				v += 4
			}
		}
		u.Hex = y
		if s.mayNotSearch(u) == "" {
			v += 2
		}
		// Next to an enemy: good when u would strike it harder than it
		// strikes back, bad otherwise.
		// A random monster steps a hex before it strikes: two hexes from
		// one that strikes harder is a risk too.
		for _, e := range s.units {
			if !targetable(u, e) {
				continue
			}
			switch d := s.board.Distance(e.Hex, y); {
			case d == 1 && s.killOdds(u, e) > s.killOdds(e, u):
				v += 2
			case d == 1:
				v -= 3
			case d == 2 && e.Owner == Wild && s.killOdds(u, e) <= s.killOdds(e, u):
				v--
			}
		}
		u.Hex = from
		return v
	}
	return 0
}
