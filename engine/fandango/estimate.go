package fandango

import (
	"math"
	"slices"

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

// odds is the chance in 64ths that an attack range beats a defense range
// (of killing in melee: the meleeAttack of one on the Defense of the
// other).
func odds(attack, defense int) int { return min(attack, 8) * (8 - min(defense, 8)) }

// aimDistance is how far hex h is from the nearest of aims (questAims),
// or -1 when there are none.
func (s *State) aimDistance(aims []int, h int) int {
	if len(aims) == 0 {
		return -1
	}
	best, dist := -1, s.board.distances(h)
	for _, a := range aims {
		d := 0
		if a < 0 {
			d = max(int(dist[^a])-1, 0)
		} else {
			d = int(dist[a])
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
// working out once what is the same for many of the moves it rates: the
// seat's quest aims and their distance from each hex, and for each unit
// its own aims and the enemies it might end a move next to.
type Scorer struct {
	s      *State
	seated bool  // seatAims and seatDist are worked out
	u      *Unit // the unit of the last move rated
	unit   int   // the unit whose aims and foes follow (0: none yet)
	riding bool
	from   int // the aim distance of the unit's hex
}

// foe is an enemy a moved unit might end next to (Scorer), with its
// defense, its melee attack on the unit and the unit's melee attack on it
// without the unit's pack (which depends on where the unit ends), worked
// out when first needed (known).
type foe struct {
	e              *Unit
	known          bool
	def, atk, mine int
}

// Scorer returns a scorer of s's actions; it holds until s changes or
// the next Scorer of s (they share the state's working memory).
func (s *State) Scorer() *Scorer { return &Scorer{s: s} }

// Score rates an action for a rollout: higher is more purposeful
// (attacking, searching, opening, picking up, saving a unit). Moves score
// by where they end: nearer the unit's quest aims (questAims), next to an
// enemy, or on a hex the unit may search.
func (s *State) Score(a engine.Action) int { return s.Scorer().Score(a) }

// aimDistance is aimDistance over the seat's aims and the unit's, the
// seat's part remembered for each hex.
func (sc *Scorer) aimDistance(h int) int {
	w := sc.s.scratch
	d := w.seatDist[h] - 2
	if d == -2 {
		d = sc.s.aimDistance(w.seatAims, h)
		w.seatDist[h] = d + 2
	}
	if len(w.aims) == 0 {
		return d // the unit has no aims of its own
	}
	if own := sc.s.aimDistance(w.aims, h); own >= 0 && (d < 0 || own < d) {
		d = own
	}
	return d
}

// aimMemo remembers the distance of each hex from a seat's quest aims
// while they stay the same: the positions of a search differ little.
type aimMemo struct {
	board *Board
	aims  []int
	dist  []int // the distance from each hex plus 2, 0 until asked
}

// distances is the memory of the distances from aims on board b: what it
// remembers when it was for the same aims, else cleared.
func (m *aimMemo) distances(b *Board, aims []int) []int {
	if m.board != b || !slices.Equal(m.aims, aims) {
		m.board, m.aims = b, append(m.aims[:0], aims...)
		m.dist = slices.Grow(m.dist[:0], b.NumHexes())[:b.NumHexes()]
		clear(m.dist) // not worked out yet
	}
	return m.dist
}

// follow works out unit u's aims (riding or not) and, the first time,
// its seat's.
func (sc *Scorer) follow(u *Unit, riding bool) {
	s, w := sc.s, sc.s.work()
	if !sc.seated {
		sc.seated = true
		w.seatAims = s.questAims(u.Owner, w.seatAims[:0])
		w.seatDist = w.seatMemo[u.Owner].distances(s.board, w.seatAims)
		sc.findFoes(u)
	}
	if sc.unit != u.ID {
		for i := range w.foes {
			w.foes[i].known = false
		}
	}
	sc.unit, sc.riding = u.ID, riding
	w.aims = s.unitAims(u, riding, w.aims[:0])
	sc.from = sc.aimDistance(u.Hex)
}

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
		if riding := o == opRide; sc.unit != u.ID || sc.riding != riding {
			sc.follow(u, riding)
		}
		y, _, _ = s.moveTarget(y)
		return sc.moveScore(u, y)
	}
	return 0
}

// findFoes lists the units that unit u and every other unit of its seat
// may attack (targetable), and marks the hexes next to one, or up to two
// hexes from a wild one, in the state's working memory (near).
func (sc *Scorer) findFoes(u *Unit) {
	s, w := sc.s, sc.s.work()
	words := s.board.Words()
	w.near = slices.Grow(w.near[:0], words)[:words]
	clear(w.near)
	w.foes = w.foes[:0]
	for _, e := range s.units {
		if !targetable(u, e) {
			continue
		}
		w.foes = append(w.foes, foe{e: e})
		for i, m := range s.board.nearSet(e.Hex, e.Owner == Wild) {
			w.near[i] |= m
		}
	}
}

// moveScore rates unit u's move (or ride) to hex y, the scorer following
// u (follow).
func (sc *Scorer) moveScore(u *Unit, y int) int {
	s := sc.s
	from := u.Hex
	v := 1
	if d0 := sc.from; d0 >= 0 {
		d := sc.aimDistance(y)
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
	// strikes back, bad otherwise (odds, with u's pack and defense where
	// it ends).
	// A random monster steps a hex before it strikes: two hexes from
	// one that strikes harder is a risk too.
	pack, def := 0, -1
	foes := s.scratch.foes
	if !has(s.scratch.near, y) {
		foes = nil // none near enough to count
	}
	for i := range foes {
		f := &foes[i]
		d := s.board.Distance(f.e.Hex, y)
		if d != 1 && (d != 2 || f.e.Owner != Wild) {
			continue
		}
		if def < 0 {
			pack, def = s.pack(u), s.Defense(u)
		}
		if !f.known {
			// The foe's defense and attack do not depend on where u is.
			f.known, f.def, f.atk, f.mine = true, s.Defense(f.e), s.meleeAttack(f.e, u), s.meleeAttack(u, f.e)-pack
		}
		mine, theirs := odds(f.mine+pack, f.def), odds(f.atk, def)
		switch {
		case d == 1 && mine > theirs:
			v += 2
		case d == 1:
			v -= 3
		case mine <= theirs: // d == 2, a wild e
			v--
		}
	}
	u.Hex = from
	return v
}
