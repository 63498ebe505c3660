package chessmonsters

import (
	"cmp"
	"fmt"
	"iter"
	"math/bits"
	"slices"

	"monstermixer/engine"
)

// The eight directions on the arena, clockwise from White's forward.
var dirRow = [8]int{1, 1, 0, -1, -1, -1, 0, 1}
var dirCol = [8]int{0, 1, 1, 1, 0, -1, -1, -1}

// step returns the field n steps from f in absolute direction d, or -1.
func step(f, d, n int) int {
	r, c := f/Size+dirRow[d]*n, f%Size+dirCol[d]*n
	if r < 0 || r >= Size || c < 0 || c >= Size {
		return -1
	}
	return r*Size + c
}

// neighbour returns the field next to f in absolute direction d, or -1.
func neighbour(f, d int) int { return int(neighbours[f][d]) }

// neighbours holds neighbour for every field and direction.
var neighbours = func() (out [NumFields][8]int8) {
	for f := range NumFields {
		for d := range 8 {
			out[f][d] = int8(step(f, d, 1))
		}
	}
	return out
}()

// cellFor is the card cell of monster m for absolute direction d.
func cellFor(m mon, d int) Cell { return cardOf(m)[d] }

// cardOf is the card of monster m by absolute direction.
func cardOf(m mon) *[8]Cell { return &cells[m.Kind][m.Owner] }

// cells holds the card cells of each monster kind for each owner by
// absolute direction: Black's cards face the other way.
var cells = func() (out [NumMonsters][2][8]Cell) {
	for k, m := range Roster {
		for p := range 2 {
			for d := range 8 {
				out[k][p][d] = m.Grid[(d+4*p)%8]
			}
		}
	}
	return out
}()

// attackDirs holds the attack directions of each monster kind for each
// owner, a bit per absolute direction.
var attackDirs = func() (out [NumMonsters][2]uint8) {
	for k := range NumMonsters {
		for p := range 2 {
			for d, c := range cells[k][p] {
				if c.Attack {
					out[k][p] |= 1 << d
				}
			}
		}
	}
	return out
}()

// dirOf is the absolute direction of a step of (rows, columns), each -1,
// 0 or 1, indexed [rows+1][columns+1]; -1 for no step.
var dirOf = [3][3]int{{5, 4, 3}, {6, -1, 2}, {7, 0, 1}}

// line returns the absolute direction d and the distance n (at least 1)
// with step(f, d, n) == g when g lies on one of the eight lines from f,
// and (-1, 0) otherwise.
func line(f, g int) (d, n int) {
	dr, dc := g/Size-f/Size, g%Size-f%Size
	if dr == 0 && dc == 0 || dr != 0 && dc != 0 && engine.Abs(dr) != engine.Abs(dc) {
		return -1, 0
	}
	return dirOf[cmp.Compare(dr, 0)+1][cmp.Compare(dc, 0)+1], max(engine.Abs(dr), engine.Abs(dc))
}

// dirTo returns the absolute direction from f to a neighbouring field g, or -1.
func dirTo(f, g int) int { return int(dirs[f][g]) }

// dirs holds dirTo for every pair of fields.
var dirs = func() (out [NumFields][NumFields]int8) {
	for f := range NumFields {
		for g := range NumFields {
			out[f][g] = -1
			if d, n := line(f, g); n == 1 {
				out[f][g] = int8(d)
			}
		}
	}
	return out
}()

// summonRows is the number of rows nearest its seat that monster kind k
// may be summoned into.
func summonRows(k int) int {
	if k == Creepo {
		return AmbushRows
	}
	return SummonRows
}

// nearRows is the set of fields in the n rows nearest seat p.
func nearRows(p, n int) uint64 {
	rows := uint64(1)<<(n*Size) - 1
	if p == White {
		return rows
	}
	return rows << (NumFields - n*Size)
}

// accuracy is the accuracy of monster m attacking in absolute direction d,
// with its bonuses.
func accuracy(m mon, d int) int {
	a := cellFor(m, d).Accuracy + int(m.Acc)
	if m.Sword {
		a += ParasiticSword.AccBonus
	}
	return a
}

// Hits reports whether a D6 roll hits with the given accuracy: a roll at
// or under the accuracy, or a 6.
func Hits(roll, acc int) bool { return roll <= acc || roll == 6 }

// power is the hits a successful attack of m inflicts.
func power(m mon) int {
	p := Roster[m.Kind].Power + int(m.Pow)
	if m.Sword {
		p += ParasiticSword.PowerBonus
	}
	return p
}

// canAttack reports whether the monster on f can attack the field t: an
// enemy in contact in one of its attack directions.
func (s *State) canAttack(f, t int) bool {
	m, v := s.board[f], s.board[t]
	if m.Kind < 0 || v.Kind < 0 || v.Owner == m.Owner {
		return false
	}
	d := dirTo(f, t)
	return d >= 0 && cellFor(m, d).Attack
}

// active reports whether the monster on f belongs to p and can act.
func (s *State) active(f, p int) bool {
	m := s.board[f]
	return m.Kind >= 0 && int(m.Owner) == p && !m.Exhausted
}

// joinable reports whether the monster on f may join a team attack of the
// monster on leader against t.
func (s *State) joinable(f, leader, t int) bool {
	return f != leader && s.active(f, int(s.board[leader].Owner)) && s.canAttack(f, t) &&
		!slices.Contains(s.pend.attackers[:s.pend.n], int8(f))
}

// fieldBit is the bit of field f in a set of fields.
func fieldBit(f int) uint64 { return 1 << f }

// allFields is the set of every field.
const allFields = 1<<NumFields - 1

// fieldsIn yields the fields of a set in increasing order.
func fieldsIn(set uint64) iter.Seq[int] {
	return func(yield func(int) bool) {
		for ; set != 0; set &= set - 1 {
			if !yield(bits.TrailingZeros64(set)) {
				return
			}
		}
	}
}

// emptyFields is the set of the fields no monster stands on.
func (s *State) emptyFields() uint64 { return allFields &^ (s.occ[White] | s.occ[Black]) }

// inArena counts the monsters of p in the arena.
func (s *State) inArena(p int) int { return bits.OnesCount64(s.occ[p]) }

// allExhausted reports whether p has monsters in the arena and all are exhausted.
func (s *State) allExhausted(p int) bool { return s.occ[p] != 0 && s.ready[p] == 0 }

// The reasons of refusals. They are strings, not errors, so that listing
// the legal actions (which checks every candidate) allocates nothing.
const (
	errUnknown  = "That is not an action of Chess Monsters"
	errGameOver = "The game is over"
)

func lootReasons(format string) (out [NumLoot]string) {
	for c := range Loot {
		out[c] = fmt.Sprintf(format, Loot[c].Name)
	}
	return out
}

var (
	noCard     = lootReasons("You have no %s")
	answerOnly = lootReasons("%s answers an enemy move or attack only")
	needsOwn   = lootReasons("%s needs a monster of yours in the arena")
)

// check says why action a is not legal now, or "". The legal actions are
// exactly the candidates it accepts: every rule is written once, here.
func (s *State) check(a engine.Action) string {
	d := decode(a)
	if a < 0 || d.kind == 0 || d.kind >= kMax || d.action() != a {
		return errUnknown
	}
	return s.checkAct(d)
}

// checkAct is check for a well-formed action taken apart (the legal
// actions are listed through it, without encoding each candidate first).
func (s *State) checkAct(d act) string {
	switch s.phase {
	case phOver:
		return errGameOver
	case phPick:
		return s.checkPick(d)
	case phDraw:
		if d.kind != kDraw || d.a >= NumLoot || d.b|d.c != 0 {
			return "A loot card is being drawn"
		}
		if s.deck[s.drawSeat][d.a] == 0 {
			return "That card is not in the loot deck"
		}
		return ""
	case phStart:
		if d.kind != kStart || d.a < 1 || d.a > 6 || d.b < 1 || d.b > 6 || d.c != 0 {
			return "The starting dice are being rolled"
		}
		if d.a == d.b {
			return "Equal starting dice are rolled again"
		}
		return ""
	case phRoll:
		if d.kind != kRoll || d.a < 1 || d.a > 6 || d.b|d.c != 0 {
			return "A D6 is being rolled"
		}
		return ""
	case phJoin:
		return s.checkJoin(d)
	case phWindow:
		return s.checkResponse(d)
	}
	return s.checkTurn(d)
}

func (s *State) checkPick(d act) string {
	p := s.CurrentPlayer()
	if d.kind != kPick || d.a >= NumMonsters || d.b|d.c != 0 {
		return "The teams are being picked"
	}
	if s.reserve[p][d.a] >= MaxCopies {
		return "Each monster can be in a team at most twice"
	}
	return ""
}

func (s *State) checkJoin(d act) string {
	switch d.kind {
	case kGo:
		if d.a|d.b|d.c != 0 {
			return errUnknown
		}
		if s.pend.n < 2 {
			return "A team attack needs at least one monster to join"
		}
		return ""
	case kJoin:
		if d.a >= NumFields || d.b|d.c != 0 {
			return errUnknown
		}
		if !s.joinable(d.a, int(s.pend.from), int(s.pend.to)) {
			return "Only an active monster of yours that can attack the target too can join"
		}
		return ""
	}
	return "Choose the monsters that join the team attack, then start it"
}

// checkTurn checks an action of the seat on turn.
func (s *State) checkTurn(d act) string {
	p := int(s.turn)
	if d.kind == kSkip {
		if d.a|d.b|d.c != 0 {
			return errUnknown
		}
		if s.canPlay() {
			return "You can still summon or interact"
		}
		return ""
	}
	if d.kind == kSummon {
		return s.checkSummon(d, p)
	}
	if !s.summoned[p] {
		return "Your first turn must be a Summon"
	}
	switch d.kind {
	case kEnd:
		if d.a|d.b|d.c != 0 {
			return errUnknown
		}
		if s.actor < 0 {
			return "No monster is interacting yet: summon or interact"
		}
		return ""
	case kLoot:
		switch d.a {
		case SniperGlasses, IronShield, SecondWind:
			return s.checkInterruptLoot(d, p, false)
		case PowerGloves, Teleporter:
		default:
			if d.a == BearTrap || d.a == SmokeBomb {
				return answerOnly[d.a]
			}
			return errUnknown
		}
	case kMove, kAttack, kTeam, kWait, kAbility, kHost, kMirror:
	default:
		return "Summon a monster or interact with one"
	}
	from := d.a
	if d.kind == kLoot {
		from = d.b
	}
	if from >= NumFields || !s.active(from, p) {
		return "Choose an active monster of yours"
	}
	if s.actor >= 0 && int(s.actor) != from {
		return "Only the monster that is interacting can act this turn"
	}
	return s.checkInteraction(d, from)
}

func (s *State) checkSummon(d act, p int) string {
	if d.a >= NumMonsters || d.b >= NumFields || d.c != 0 {
		return errUnknown
	}
	if s.actor >= 0 {
		return "A monster is interacting: the turn is no longer a Summon"
	}
	if s.reserve[p][d.a] == 0 {
		return "That monster is not in your reserve"
	}
	rows := summonRows(d.a)
	if nearRows(p, rows)&fieldBit(d.b) == 0 {
		if rows == AmbushRows {
			return "Creepo enters the 3 rows nearest you"
		}
		return "A monster enters the 2 rows nearest you"
	}
	if s.board[d.b].Kind >= 0 {
		return "That field is blocked"
	}
	return ""
}

// checkInteraction checks an interaction of the active monster on from.
func (s *State) checkInteraction(d act, from int) string {
	m := s.board[from]
	switch d.kind {
	case kMove:
		if d.b >= NumFields || d.c != 0 {
			return errUnknown
		}
		dir := dirTo(from, d.b)
		if dir < 0 || !cellFor(m, dir).Move {
			return "The monster cannot move in that direction"
		}
		if s.board[d.b].Kind >= 0 {
			return "That field is blocked"
		}
		return ""
	case kAttack, kTeam:
		if d.b >= NumFields || d.c != 0 {
			return errUnknown
		}
		if !s.canAttack(from, d.b) {
			return "The target must be an enemy in contact in an attack direction"
		}
		if d.kind == kTeam && !s.anyJoiner(from, d.b) {
			return "No other monster of yours can attack that target"
		}
		return ""
	case kWait:
		if d.b|d.c != 0 {
			return errUnknown
		}
		return ""
	case kAbility:
		if d.c != 0 || d.b >= NumFields {
			return errUnknown
		}
		return s.checkAbility(int(m.Kind), from, d.b)
	case kHost:
		if d.c != 0 || d.b >= NumFields {
			return errUnknown
		}
		if !m.Sword {
			return "Only the monster carrying the Parasitic Sword can change its host"
		}
		t := s.board[d.b]
		dir := dirTo(from, d.b)
		if t.Kind < 0 || dir < 0 || !cellFor(m, dir).Attack {
			return "The new host must be a monster in contact in an attack direction"
		}
		return ""
	case kMirror:
		if d.b >= NumFields || d.c >= NumMonsters {
			return errUnknown
		}
		if s.hand[m.Owner][MagicMirror] == 0 {
			return "You have no Magic Mirror"
		}
		if !s.mirrorable(d.c) {
			return "Magic Mirror copies an action ability of a monster in the arena"
		}
		return s.checkAbility(d.c, from, d.b)
	case kLoot:
		if s.hand[m.Owner][d.a] == 0 {
			return noCard[d.a]
		}
		if d.a == PowerGloves {
			if d.c != 0 {
				return errUnknown
			}
			return ""
		}
		if d.c >= NumFields {
			return errUnknown
		}
		if s.board[d.c].Kind >= 0 {
			return "The Teleporter needs an empty field"
		}
		return ""
	}
	return errUnknown
}

// checkAbility checks the action ability of monster kind k used by the
// monster on from (its own, or copied with Magic Mirror) aimed at t.
func (s *State) checkAbility(k, from, t int) string {
	inReach := s.abilityReach(k, from)&fieldBit(t) != 0
	switch k {
	case Jumo:
		if !inReach {
			return "A Pole Jump goes up to 3 fields in an attack direction"
		}
		if s.board[t].Kind >= 0 {
			return "A Pole Jump must land on an empty field"
		}
		return ""
	case Rallo:
		if !inReach || !s.board[t].Exhausted {
			return "Rally needs an exhausted friendly monster next to it"
		}
		return ""
	case Bullhorn:
		if !inReach || !s.canAttack(from, t) {
			return "Shove needs an enemy in contact in an attack direction"
		}
		if b := neighbour(t, dirTo(from, t)); b < 0 || s.board[b].Kind >= 0 {
			return "The field behind the enemy must be empty"
		}
		return ""
	case Blinky:
		if !inReach {
			return "Blink swaps with another friendly monster"
		}
		return ""
	}
	return "This monster has no action ability"
}

// abilityReach is the set of fields the action ability of monster kind k,
// used by the monster on from, reaches: a Pole Jump up to JumpRange
// fields and a Shove 1 field in an attack direction, a Rally the friendly
// monsters next to it, a Blink the other friendly monsters. checkAbility
// refuses every field outside it, so the listing tries only these.
func (s *State) abilityReach(k, from int) uint64 {
	switch k {
	case Jumo:
		return s.attackRays(from, JumpRange)
	case Bullhorn:
		return s.attackRays(from, 1)
	case Rallo:
		return rings[from][1] & s.occ[s.board[from].Owner]
	case Blinky:
		return s.occ[s.board[from].Owner] &^ fieldBit(from)
	}
	return 0
}

// attackRays is the set of fields 1 to n steps away from f in the attack
// directions of the monster on f.
func (s *State) attackRays(f, n int) uint64 {
	m := s.board[f]
	var set uint64
	for dirs := attackDirs[m.Kind][m.Owner]; dirs != 0; dirs &= dirs - 1 {
		set |= rays[f][bits.TrailingZeros8(dirs)][n-1]
	}
	return set
}

// rays holds, for each field f, direction d and n-1, the fields 1 to n
// steps away from f in direction d (n up to JumpRange).
var rays = func() (out [NumFields][8][JumpRange]uint64) {
	for f := range NumFields {
		for d := range 8 {
			var set uint64
			for n := 1; n <= JumpRange; n++ {
				if g := step(f, d, n); g >= 0 {
					set |= fieldBit(g)
				}
				out[f][d][n-1] = set
			}
		}
	}
	return out
}()

// mirrorable reports whether Magic Mirror can copy the action ability of
// monster kind k now: k has one and a monster of kind k is in the arena.
func (s *State) mirrorable(k int) bool { return abilityWord(k) != "" && s.kindInArena(k) }

// kindInArena reports whether a monster of kind k is in the arena.
func (s *State) kindInArena(k int) bool { return s.arena[k] > 0 }

func (s *State) anyJoiner(from, t int) bool {
	for f := range fieldsIn(s.occ[s.board[from].Owner]) { // joiners are friends
		if s.joinable(f, from, t) {
			return true
		}
	}
	return false
}

// checkInterruptLoot checks Sniper Glasses, Iron Shield or Second Wind
// played by seat p (in its turn, or in a window when window is set).
func (s *State) checkInterruptLoot(d act, p int, window bool) string {
	if d.b >= NumFields || d.c != 0 {
		return errUnknown
	}
	if !window && !s.summoned[p] {
		return "Your first turn must be a Summon"
	}
	if s.hand[p][d.a] == 0 {
		return noCard[d.a]
	}
	if s.occ[p]&fieldBit(d.b) == 0 {
		return needsOwn[d.a]
	}
	if d.a == SecondWind && !s.board[d.b].Exhausted {
		return "Second Wind needs an exhausted monster"
	}
	return ""
}

// checkResponse checks an answer in a response window.
func (s *State) checkResponse(d act) string {
	q := int(s.responder)
	switch d.kind {
	case kPass:
		if d.a|d.b|d.c != 0 {
			return errUnknown
		}
		return ""
	case kSandtrap:
		if d.a|d.b|d.c != 0 {
			return errUnknown
		}
		if !s.pend.movement() {
			return "Sandtrap answers an enemy Move or Pole Jump only"
		}
		if s.reserve[q][Worbin] == 0 {
			return "Sandtrap works while Worbin is in your reserve"
		}
		return ""
	case kDodge:
		if d.a >= NumFields || d.b|d.c != 0 {
			return errUnknown
		}
		t := int(s.pend.to)
		m := s.board[t]
		if s.pend.kind != pendAttack || m.Kind != Flitz || m.Exhausted {
			return "Dodge needs an attacked Flitz that is not exhausted"
		}
		dir := dirTo(t, d.a)
		if dir < 0 || !cellFor(m, dir).Move || s.board[d.a].Kind >= 0 {
			return "Flitz dodges 1 field in a movement direction onto an empty field"
		}
		return ""
	case kLoot:
		switch d.a {
		case SniperGlasses, IronShield, SecondWind:
			return s.checkInterruptLoot(d, q, true)
		case BearTrap, SmokeBomb:
			if d.b|d.c != 0 {
				return errUnknown
			}
			if s.hand[q][d.a] == 0 {
				return noCard[d.a]
			}
			if d.a == BearTrap && !s.pend.movement() {
				return "Bear Trap answers an enemy Move or Pole Jump only"
			}
			if d.a == SmokeBomb && s.pend.kind != pendAttack {
				return "Smoke Bomb answers an enemy attack only"
			}
			return ""
		}
	}
	return "Answer with an interrupt or pass"
}

// AppendLegalActions appends the legal actions in a fixed order.
func (s *State) AppendLegalActions(dst []engine.Action) []engine.Action {
	keep := func(d act) {
		if s.checkAct(d) == "" {
			dst = append(dst, d.action())
		}
	}
	switch s.phase {
	case phOver:
	case phPick:
		for k := range NumMonsters {
			keep(act{kPick, k, 0, 0})
		}
	case phDraw:
		for c := range NumLoot {
			keep(act{kDraw, c, 0, 0})
		}
	case phStart:
		for w := 1; w <= 6; w++ {
			for b := 1; b <= 6; b++ {
				keep(act{kStart, w, b, 0})
			}
		}
	case phRoll:
		for n := 1; n <= 6; n++ {
			dst = append(dst, act{kRoll, n, 0, 0}.action())
		}
	case phJoin:
		for f := range fieldsIn(s.occ[s.board[s.pend.from].Owner]) { // joiners are friends
			keep(act{kJoin, f, 0, 0})
		}
		keep(act{kGo, 0, 0, 0})
	case phWindow:
		s.appendResponses(keep)
		dst = append(dst, act{kPass, 0, 0, 0}.action())
	case phTurn:
		n := len(dst)
		s.listTurn(func(d act) { dst = append(dst, d.action()) })
		if !slices.ContainsFunc(dst[n:], isPlay) {
			dst = append(dst, act{kSkip, 0, 0, 0}.action())
		}
	}
	return dst
}

func (s *State) appendResponses(keep func(act)) {
	keep(act{kSandtrap, 0, 0, 0})
	if s.pend.kind == pendAttack {
		for f := range fieldsIn(rings[s.pend.to][1]) { // Flitz dodges 1 field
			keep(act{kDodge, f, 0, 0})
		}
	}
	keep(act{kLoot, BearTrap, 0, 0})
	keep(act{kLoot, SmokeBomb, 0, 0})
	s.appendInterruptLoot(int(s.responder), keep)
}

// appendInterruptLoot offers seat p's Sniper Glasses, Iron Shield and
// Second Wind on each of its monsters.
func (s *State) appendInterruptLoot(p int, keep func(act)) {
	for _, c := range []int{SniperGlasses, IronShield, SecondWind} {
		if s.hand[p][c] == 0 {
			continue
		}
		for f := range fieldsIn(s.occ[p]) {
			keep(act{kLoot, c, f, 0})
		}
	}
}

// listTurn passes each legal action of the seat on turn (without skip)
// to add, in a fixed order.
func (s *State) listTurn(add func(act)) {
	p := int(s.turn)
	keep := func(d act) {
		if s.checkAct(d) == "" {
			add(d)
		}
	}
	if s.actor < 0 {
		for k := range NumMonsters {
			if s.reserve[p][k] == 0 {
				continue
			}
			for f := range fieldsIn(nearRows(p, summonRows(k))) {
				keep(act{kSummon, k, f, 0})
			}
		}
	} else {
		keep(act{kEnd, 0, 0, 0})
	}
	mine := s.occ[p]
	if s.actor >= 0 {
		mine &= fieldBit(int(s.actor)) // only the monster interacting can act
	}
	for from := range fieldsIn(mine) {
		s.listInteractions(from, add)
	}
	s.appendInterruptLoot(p, keep)
}

// listInteractions passes each legal interaction of the monster on from
// to add. The rule checks the monster alike for every interaction and
// asks nothing more of a Wait: when checkTurn refuses the monster's Wait
// it refuses every interaction, and otherwise checkInteraction decides
// each one.
func (s *State) listInteractions(from int, add func(act)) {
	if s.checkAct(act{kWait, from, 0, 0}) != "" {
		return
	}
	keep := func(d act) {
		if s.checkInteraction(d, from) == "" {
			add(d)
		}
	}
	p, m := int(s.turn), s.board[from]
	// checkInteraction refuses moves but in movement directions onto empty
	// fields, and attacks and Change host but in attack directions.
	for d, c := range cardOf(m) {
		t := neighbour(from, d)
		if t < 0 {
			continue
		}
		v := s.board[t]
		switch {
		case v.Kind < 0 && c.Move:
			keep(act{kMove, from, t, 0})
		case v.Kind >= 0 && c.Attack:
			if v.Owner != m.Owner {
				keep(act{kAttack, from, t, 0})
				keep(act{kTeam, from, t, 0})
			}
			if m.Sword {
				keep(act{kHost, from, t, 0})
			}
		}
	}
	keep(act{kWait, from, 0, 0})
	for t := range fieldsIn(s.abilityReach(int(m.Kind), from)) {
		keep(act{kAbility, from, t, 0})
	}
	if s.hand[p][MagicMirror] > 0 {
		for _, k := range []int{Jumo, Rallo, Bullhorn, Blinky} {
			if !s.mirrorable(k) {
				continue // refused whatever the target
			}
			for t := range fieldsIn(s.abilityReach(k, from)) {
				keep(act{kMirror, from, t, k})
			}
		}
	}
	if s.hand[p][PowerGloves] > 0 {
		keep(act{kLoot, PowerGloves, from, 0})
	}
	if s.hand[p][Teleporter] > 0 {
		for t := range fieldsIn(s.emptyFields()) {
			keep(act{kLoot, Teleporter, from, t})
		}
	}
}

// isPlay reports whether a is a summon or an interaction (not an
// interrupt loot card, which does not use up a turn).
func isPlay(a engine.Action) bool { return decode(a).play() }

// play is isPlay for an action taken apart.
func (d act) play() bool {
	return d.kind != kLoot || d.a == PowerGloves || d.a == Teleporter
}

// canPlay reports whether the seat on turn can summon or interact.
func (s *State) canPlay() bool {
	found := false
	s.listTurn(func(d act) { found = found || d.play() })
	return found
}

// mayRespond reports whether the responder might hold a usable answer as
// far as the seat on turn knows: with every loot card of its pool in hand
// (when it holds any) and Worbin in reserve (while it holds a reserve and
// an unseen copy of Worbin). A window opens on this alone, so that its
// opening tells the mover nothing of the hidden hand and reserve; the
// responder then answers or passes.
func (s *State) mayRespond() bool {
	q := int(s.responder)
	o := *s
	for c := range NumLoot {
		o.hand[q][c] = 0
		if s.handN[q] > 0 && s.hand[q][c]+s.deck[q][c] > 0 {
			o.hand[q][c] = 1
		}
	}
	o.reserve[q][Worbin] = 0
	if s.reserveN[q] > 0 && s.seen[q][Worbin] < MaxCopies {
		o.reserve[q][Worbin] = 1
	}
	return o.hasResponse()
}

// hasResponse reports whether the responder holds a usable answer.
func (s *State) hasResponse() bool {
	found := false
	s.appendResponses(func(d act) {
		if !found && s.checkAct(d) == "" {
			found = true
		}
	})
	return found
}
