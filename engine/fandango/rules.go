package fandango

import (
	"fmt"
	"math/bits"
	"slices"
)

// This file holds the rules as predicates shared by the legal-action
// listing and the refusal reasons.

// load is the stack points on hex h: its units, what they carry and the
// items on the ground.
func (s *State) load(h int) int {
	n := 0
	for i := range s.units {
		if s.units[i].Hex == h {
			n += s.units[i].Load()
		}
	}
	for _, g := range s.ground {
		if g.Hex == h {
			n += g.Item.Stack()
		}
	}
	return n
}

// roomFor reports whether the units on hex h may take item it: what the
// units there are and carry stays within 4 stack points. (Items lying on
// the ground count against a unit that enters the hex, but a find or a
// drop is never lost: it may lie on a hex past 4.)
func (s *State) roomFor(h int, it Item) bool {
	n := it.Stack()
	for _, u := range s.units {
		if u.Hex == h {
			n += u.Load()
		}
	}
	return n <= StackLimit
}

// loads writes each hex's load (load) into dst, reusing its memory.
func (s *State) loads(dst []int) []int {
	dst = slices.Grow(dst[:0], s.board.NumHexes())[:s.board.NumHexes()]
	clear(dst)
	for _, u := range s.units {
		dst[u.Hex] += u.Load()
	}
	for _, g := range s.ground {
		dst[g.Hex] += g.Item.Stack()
	}
	return dst
}

// occupant is the side of the units on hex h, or -2 when none stands
// there (units of two sides never share a hex).
func (s *State) occupant(h int) int {
	for i := range s.units {
		if s.units[i].Hex == h {
			return s.units[i].Owner
		}
	}
	return -2
}

// feared reports whether a unit of kind k on side owner may not come to
// hex h: Fear keeps a villager, elf, dwarf, horse or war dog two hexes
// away from an enemy horror.
func (s *State) feared(k Kind, owner, h int) bool {
	if !k.fears() {
		return false
	}
	for i := range s.units {
		u := s.units[i]
		if u.Kind == Horror && u.Owner != owner && s.board.Distance(u.Hex, h) <= 2 {
			return true
		}
	}
	return false
}

// horseFor is an own horse that has not acted on unit u's hex, which u
// may ride; nil when there is none or u moves as fast alone.
func (s *State) horseFor(u *Unit) *Unit {
	if u.Kind == Horse || u.Flipped || Monsters[u.Kind].Move >= Monsters[Horse].Move {
		return nil
	}
	for i := range s.units {
		h := s.units[i]
		if h.Kind == Horse && h.Owner == u.Owner && h.Hex == u.Hex && !h.Acted {
			return h
		}
	}
	return nil
}

// movement is how far unit u moves this action (riding or not).
func movement(u *Unit, riding bool) int {
	switch {
	case u.Flipped:
		return 0
	case riding:
		return Monsters[Horse].Move
	}
	return Monsters[u.Kind].Move
}

// A spot is where a move ends: a hex, and with the facing rule also the
// direction the unit faces (hex*6 + facing).
func (s *State) spots() int {
	if s.facing {
		return 6 * s.board.NumHexes()
	}
	return s.board.NumHexes()
}

// spotOf is the spot of hex h facing f.
func (s *State) spotOf(h int, f Dir) int {
	if s.facing {
		return 6*h + int(f)
	}
	return h
}

// reaches reports whether unit u reaches spot sp this action: it never
// enters a hex with another side's unit nor a hex that Fear forbids it (or
// its horse). With the facing rule a unit steps into the hex it faces, and
// turning to face another way costs 1 movement. The refusals ask it of the
// same sets the listing reads (reachSet).
func (s *State) reaches(u *Unit, riding bool, sp int) bool {
	w := s.work()
	w.closed = s.closedTo(u.Owner, u.Kind.fears() || riding, w.closed)
	return has(s.reachSet(u, riding, w.closed), sp)
}

// reachFrom returns the movement spent to reach each spot this action (-1
// where unit u cannot, as reaches says) and records, when parent is not
// nil, the spot each spot was first reached from. The slice is the state's
// working memory: it holds until the next search.
func (s *State) reachFrom(u *Unit, riding bool, parent []int) []int8 {
	w := s.work()
	w.closed = s.closedTo(u.Owner, u.Kind.fears() || riding, w.closed)
	return s.search(u, riding, w.closed, parent)
}

// has reports whether spot (or hex) i is in set, a bit each (bit i%64 of
// word i/64).
func has(set []uint64, i int) bool { return set[uint(i)/64]&(1<<(uint(i)%64)) != 0 }

// closedTo writes into dst (reusing its memory) the set of hexes a unit of
// side owner may not enter (Words words, a bit a hex), with the same rules
// as blocked: a hex with another side's unit and, with fear, a hex within
// two of an enemy horror.
func (s *State) closedTo(owner int, fear bool, dst []uint64) []uint64 {
	words := s.board.Words()
	closed := slices.Grow(dst[:0], words)[:words]
	clear(closed)
	for _, o := range s.units {
		if o.Owner != owner {
			closed[uint(o.Hex)/64] |= 1 << (uint(o.Hex) % 64)
		}
	}
	if fear {
		for _, o := range s.units {
			if o.Kind == Horror && o.Owner != owner {
				for i, m := range s.board.nearSet(o.Hex, true) {
					closed[i] |= m
				}
			}
		}
	}
	return closed
}

// reachSet is the set of spots unit u reaches this action given the hexes
// closed to it (closedTo), a bit a spot, in the state's working memory
// (reached) until the next search: without the facing rule a spot is a
// hex, and flood works it out a step at a time; with it, search.
func (s *State) reachSet(u *Unit, riding bool, closed []uint64) []uint64 {
	if s.facing {
		s.search(u, riding, closed, nil)
		return s.scratch.reached
	}
	return s.flood(u, riding, closed)
}

// flood is search without the facing rule on sets of hexes: each step
// adds the hexes next to the last step's that are neither closed nor
// reached already. It marks the hexes reached in the state's working
// memory (reached) and returns them.
func (s *State) flood(u *Unit, riding bool, closed []uint64) []uint64 {
	w := s.work()
	words := s.board.Words()
	w.reached = slices.Grow(w.reached[:0], words)[:words]
	w.front = slices.Grow(w.front[:0], 2*words)[:2*words]
	reached, front, next := w.reached, w.front[:words], w.front[words:]
	clear(reached)
	clear(front)
	start, bit := uint(u.Hex)/64, uint64(1)<<(uint(u.Hex)%64)
	reached[start] |= bit
	front[start] |= bit
	for range movement(u, riding) {
		clear(next)
		for i, word := range front {
			for ; word != 0; word &= word - 1 {
				for j, m := range s.board.nearSet(64*i+bits.TrailingZeros64(word), false) {
					next[j] |= m
				}
			}
		}
		more := uint64(0)
		for j := range next {
			next[j] &^= closed[j] | reached[j]
			reached[j] |= next[j]
			more |= next[j]
		}
		if more == 0 {
			break
		}
		front, next = next, front
	}
	return reached
}

// search is reachFrom given the hexes closed to u (closedTo), a
// breadth-first search. It also marks the spots reached in the state's
// working memory (reached).
func (s *State) search(u *Unit, riding bool, closed []uint64, parent []int) []int8 {
	w := s.work()
	dist := w.dist
	if len(dist) == s.spots() {
		// Only the spots the last search reached are not -1.
		for _, sp := range w.queue {
			dist[sp] = -1
		}
	} else {
		dist = make([]int8, s.spots())
		for i := range dist {
			dist[i] = -1
		}
	}
	words := (s.spots() + 63) / 64
	w.reached = slices.Grow(w.reached[:0], words)[:words]
	clear(w.reached)
	// A breadth-first search: the queue holds the spots in the order they
	// were reached, nearest first.
	start := s.spotOf(u.Hex, u.Facing)
	dist[start] = 0
	w.reached[start/64] |= 1 << (start % 64)
	queue := append(w.queue[:0], start)
	m := movement(u, riding)
	from := 0
	visit := func(spot int) {
		if dist[spot] < 0 {
			dist[spot] = dist[from] + 1
			w.reached[spot/64] |= 1 << (spot % 64)
			queue = append(queue, spot)
			if parent != nil {
				parent[spot] = from
			}
		}
	}
	for i := 0; i < len(queue) && int(dist[queue[i]]) < m; i++ {
		from = queue[i]
		if !s.facing {
			for _, to := range s.board.nbr[from] {
				if to >= 0 && !has(closed, int(to)) {
					visit(int(to))
				}
			}
			continue
		}
		h, f := from/6, Dir(from%6)
		if to := s.board.Neighbor(h, f); to >= 0 && !has(closed, to) {
			visit(6*to + int(f))
		}
		for g := range Dir(6) {
			visit(6*h + int(g))
		}
	}
	w.dist, w.queue = dist, queue
	return dist
}

// hexBits are the bits of a hex in a move's number; above them is the
// facing code: 0 without the facing rule, else the facing plus 1.
const hexBits = 9

// moveTarget splits a move's number into hex and facing; ok is false when
// the number is not one of this game's.
func (s *State) moveTarget(y int) (h int, f Dir, ok bool) {
	h, code := y&(1<<hexBits-1), y>>hexBits
	if h >= s.board.NumHexes() || s.facing != (code > 0) || code > 6 {
		return 0, 0, false
	}
	if code > 0 {
		f = Dir(code - 1)
	}
	return h, f, true
}

// targetCode is the number of a move to hex h facing f.
func (s *State) targetCode(h int, f Dir) int {
	if s.facing {
		return h | (int(f)+1)<<hexBits
	}
	return h
}

// inFront reports whether hex h is one of unit u's front three hexes (any
// adjacent hex without the facing rule).
func (s *State) inFront(u *Unit, h int) bool {
	for d := range Dir(6) {
		if s.board.Neighbor(u.Hex, d) == h {
			return !s.facing || d == u.Facing || d == (u.Facing+1)%6 || d == (u.Facing+5)%6
		}
	}
	return false
}

// blocked says why unit u (with its horse when riding) may not enter hex
// h, or "" when it may.
func (s *State) blocked(u *Unit, h int, riding bool) string {
	if o := s.occupant(h); o != -2 && o != u.Owner {
		return "enemy units never pass through a hex with another player's unit or a monster"
	}
	if s.feared(u.Kind, u.Owner, h) {
		return fearText[u.Kind]
	}
	if riding && s.feared(Horse, u.Owner, h) {
		return "Fear: a horse cannot come within two hexes of a horror"
	}
	return ""
}

// whyNotMove says why unit id may not move to the spot numbered y (a
// hex, and a facing with the facing rule) now ("" if it may).
func (s *State) whyNotMove(id, y int, riding bool) string {
	u := s.Unit(id)
	h, f, ok := s.moveTarget(y)
	switch {
	case u == nil || u.Owner != s.seat:
		return "that is not one of your units"
	case u.Acted:
		return "that unit has already acted this round"
	case !ok && s.facing:
		return "with the facing rule a move says which way the unit ends up facing"
	case !ok:
		return "there is no such hex"
	}
	horse := (*Unit)(nil)
	if riding && h == u.Hex {
		return "a ride ends on another hex"
	}
	if riding {
		if horse = s.horseFor(u); horse == nil {
			return "there is no horse of yours that has not acted on that unit's hex to ride"
		}
	}
	if !s.reaches(u, riding, s.spotOf(h, f)) {
		if s.board.Distance(u.Hex, h) > movement(u, riding) {
			return "that hex is out of the unit's movement"
		}
		if s.facing {
			return "out of the unit's movement: it steps into the hex it faces, and each turn costs 1 movement"
		}
		if why := s.blocked(u, h, riding); why != "" {
			return why
		}
		return "every way there passes through another player's unit, a monster or a horror's fear"
	}
	if h != u.Hex {
		need := u.Load()
		if horse != nil {
			need += horse.Load()
		}
		if s.load(h)+need > StackLimit {
			return "that hex would hold more than 4 stack points"
		}
	}
	return ""
}

// enemies reports whether a and b are on different sides.
func enemies(a, b *Unit) bool { return a.Owner != b.Owner }

// targetable reports whether attacker a may attack unit t at all.
func targetable(a, t *Unit) bool { return enemies(a, t) && !t.Burrowed }

// pack is the wolf's Pack Mentality bonus: +1 for each other wolf of its
// side on its hex, at most 3 (the stack allows four wolves).
func (s *State) pack(u *Unit) int {
	if u.Kind != Wolf {
		return 0
	}
	n := -1
	for i := range s.units {
		if w := s.units[i]; w.Kind == Wolf && w.Owner == u.Owner && w.Hex == u.Hex {
			n++
		}
	}
	return min(n, 3)
}

// baseAttack is a's attack range against t before any weapon: Dark Foe
// and Pack Mentality included.
func (s *State) baseAttack(a, t *Unit) int {
	v := Monsters[a.Kind].Attack
	if a.Kind == Lizardman && (t.Kind == Villager || t.Kind == Elf || t.Kind == Dwarf) {
		v = 6
	}
	return v + s.pack(a)
}

// meleeAttack is a's attack range against an adjacent t: +1 with a sword
// (one weapon at a time).
func (s *State) meleeAttack(a, t *Unit) int {
	v := s.baseAttack(a, t)
	if a.Has(Sword) {
		v++
	}
	return v
}

// rangedAttack is a's best attack range against t at distance d: a
// missile weapon that reaches (+1), or the elf's own bow (1-3 at up to 3
// hexes); 0 when nothing reaches.
func (s *State) rangedAttack(a, t *Unit, d int) int {
	best := 0
	if a.Kind == Elf && d <= 3 {
		best = 3
	}
	for _, it := range a.Items {
		if it.Range() >= d {
			best = max(best, s.baseAttack(a, t)+1)
		}
	}
	return best
}

// Defense is unit u's defense range now: +1 with armor or a shield (one
// at a time), +1 stacked with another war dog of its side (Guard Dog),
// and Pack Mentality.
func (s *State) Defense(u *Unit) int {
	v := Monsters[u.Kind].Defense + s.pack(u)
	if u.Has(Armor) || u.Has(Shield) {
		v++
	}
	for i := range s.units {
		if d := s.units[i]; d.Kind == WarDog && d.ID != u.ID && d.Owner == u.Owner && d.Hex == u.Hex {
			v++
			break
		}
	}
	return v
}

// weakest is the unit of hex h that attacker a would strike: the lowest
// defense, then the oldest unit; nil when none can be attacked.
func (s *State) weakest(a *Unit, h int) *Unit {
	var best *Unit
	for i := range s.units {
		t := s.units[i]
		if t.Hex != h || !targetable(a, t) {
			continue
		}
		if best == nil || s.Defense(t) < s.Defense(best) {
			best = t
		}
	}
	return best
}

// furyHexes are the three hexes around direction d of hex h.
func (s *State) furyHexes(h int, d Dir) [3]int {
	return [3]int{s.board.Neighbor(h, (d+5)%6), s.board.Neighbor(h, d), s.board.Neighbor(h, (d+1)%6)}
}

// furyTargets are the units a death beast's Primordial Fury toward d
// strikes: the weakest in each of the three hexes.
func (s *State) furyTargets(a *Unit, d Dir) []int {
	var out []int
	for _, h := range s.furyHexes(a.Hex, d) {
		if h < 0 {
			continue
		}
		if t := s.weakest(a, h); t != nil {
			out = append(out, t.ID)
		}
	}
	return out
}

// rampageTargets are the units of hex h that a black death's Rampage
// strikes: every one that can be attacked.
func (s *State) rampageTargets(a *Unit, h int) []int {
	var out []int
	for i := range s.units {
		if t := s.units[i]; t.Hex == h && targetable(a, t) {
			out = append(out, t.ID)
		}
	}
	return out
}

// The refusals that name the unit's kind, made once: the legal-action
// listing asks the rules for every unit.
var (
	fearText     = kindText("Fear: a %s cannot come within two hexes of a horror")
	cannotSearch = kindText("a %s cannot search")
	cannotOpen   = kindText("a %s cannot open chests")
)

// kindText is format with each kind's name.
func kindText(format string) (out [NumKinds]string) {
	for k := range NumKinds {
		out[k] = fmt.Sprintf(format, k)
	}
	return out
}

// mayNotSearch says why unit u may not search its hex ("" if it may): a
// hex is searched once, never a player's own starting hex or its
// neighbours; a lair is searched again and again.
func (s *State) mayNotSearch(u *Unit) string {
	switch {
	case !u.Kind.CanSearch():
		return cannotSearch[u.Kind]
	case u.Flipped:
		return "a downed troll can only heal"
	case s.lair[u.Hex] && s.Keeper(u.Hex) != nil:
		return "the random monster that came out of this lair stays there for the next encounter: slay it before searching the lair again"
	case s.lair[u.Hex]:
		return ""
	case s.searchd[u.Hex] >= 0:
		return "this hex has been searched already"
	case u.Owner >= 0 && s.board.Distance(u.Hex, s.board.Start(u.Owner)) <= 1:
		return "a player cannot search their starting hex or the hexes around it"
	}
	return ""
}

// chestFor finds the chest unit u would open: one it carries (-1) or the
// index of one on the ground of its hex; ok is false when there is none
// that is still closed.
func (s *State) chestFor(u *Unit) (at int, it Item, ok bool) {
	for _, c := range u.Items {
		if c == Chest || c == SprungChest {
			return -1, c, true
		}
	}
	for i, g := range s.ground {
		if g.Hex == u.Hex && (g.Item == Chest || g.Item == SprungChest) {
			return i, g.Item, true
		}
	}
	return 0, 0, false
}

// mayNotOpen says why unit u may not open a chest now ("" if it may).
func (s *State) mayNotOpen(u *Unit, key bool) string {
	_, c, ok := s.chestFor(u)
	switch {
	case !ok:
		return "there is no closed treasure chest here"
	case !u.Kind.CanSearch():
		return cannotOpen[u.Kind]
	case u.Flipped:
		return "a downed troll can only heal"
	case key && !u.Has(Key):
		return "the unit carries no key"
	case key && c == SprungChest:
		return "the trap has gone off already: open it without a key"
	}
	return ""
}

// mayNotBuy says why unit id may not spend a money bag on it now.
func (s *State) mayNotBuy(id int, it Item) string {
	u := s.Unit(id)
	switch {
	case u == nil || u.Owner != s.seat:
		return "that is not one of your units"
	case !u.Has(MoneyBag):
		return "that unit carries no money bag"
	case !slices.Contains(Buyable, it):
		return "a money bag buys a weapon, armor, a shield, a kitten or a potion"
	case !s.mayBuy(s.seat):
		return "your money bags cannot be spent until your money-bag quest is over"
	}
	return ""
}

// escapeTo is where a kitten takes unit u in direction d: three hexes in
// a straight line, onto a hex with room, or -1. Like any move it never
// passes through nor ends on a hex with another side's unit ("Enemy units
// cannot pass through a hex with a monster or another player character")
// or one that Fear closes to it.
func (s *State) escapeTo(u *Unit, d Dir) int {
	h := u.Hex
	for range 3 {
		if h = s.board.Neighbor(h, d); h < 0 || s.blocked(u, h, false) != "" {
			return -1
		}
	}
	if s.load(h)+u.Load()-Kitten.Stack() > StackLimit {
		return -1
	}
	return h
}
