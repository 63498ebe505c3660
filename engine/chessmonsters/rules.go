package chessmonsters

import (
	"fmt"
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

// cellFor is the card cell of monster m for absolute direction d: Black's
// cards face the other way.
func cellFor(m mon, d int) Cell {
	return Roster[m.Kind].Grid[(d+4*int(m.Owner))%8]
}

// dirTo returns the absolute direction from f to a neighbouring field g, or -1.
func dirTo(f, g int) int {
	for d := range 8 {
		if step(f, d, 1) == g {
			return d
		}
	}
	return -1
}

// inRows reports whether field f lies in the n rows nearest seat p.
func inRows(f, p, n int) bool {
	r := f / Size
	if p == White {
		return r < n
	}
	return r >= Size-n
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

// inArena counts the monsters of p in the arena.
func (s *State) inArena(p int) int {
	n := 0
	for _, m := range s.board {
		if m.Kind >= 0 && int(m.Owner) == p {
			n++
		}
	}
	return n
}

// allExhausted reports whether p has monsters in the arena and all are exhausted.
func (s *State) allExhausted(p int) bool {
	n := 0
	for _, m := range s.board {
		if m.Kind >= 0 && int(m.Owner) == p {
			if !m.Exhausted {
				return false
			}
			n++
		}
	}
	return n > 0
}

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
	rows := SummonRows
	if d.a == Creepo {
		rows = AmbushRows
	}
	if !inRows(d.b, p, rows) {
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
		if abilityWord(d.c) == "" || !s.kindInArena(d.c) {
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
	m := s.board[from]
	switch k {
	case Jumo:
		for d := range 8 {
			if !cellFor(m, d).Attack {
				continue
			}
			for n := 1; n <= JumpRange; n++ {
				if step(from, d, n) == t {
					if s.board[t].Kind >= 0 {
						return "A Pole Jump must land on an empty field"
					}
					return ""
				}
			}
		}
		return "A Pole Jump goes up to 3 fields in an attack direction"
	case Rallo:
		v := s.board[t]
		if dirTo(from, t) < 0 || v.Kind < 0 || v.Owner != m.Owner || !v.Exhausted {
			return "Rally needs an exhausted friendly monster next to it"
		}
		return ""
	case Bullhorn:
		if !s.canAttack(from, t) {
			return "Shove needs an enemy in contact in an attack direction"
		}
		if b := step(t, dirTo(from, t), 1); b < 0 || s.board[b].Kind >= 0 {
			return "The field behind the enemy must be empty"
		}
		return ""
	case Blinky:
		v := s.board[t]
		if t == from || v.Kind < 0 || v.Owner != m.Owner {
			return "Blink swaps with another friendly monster"
		}
		return ""
	}
	return "This monster has no action ability"
}

func (s *State) kindInArena(k int) bool {
	for _, m := range s.board {
		if int(m.Kind) == k {
			return true
		}
	}
	return false
}

func (s *State) anyJoiner(from, t int) bool {
	for f := range NumFields {
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
	m := s.board[d.b]
	if m.Kind < 0 || int(m.Owner) != p {
		return needsOwn[d.a]
	}
	if d.a == SecondWind && !m.Exhausted {
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
		if s.pend.kind != pendMove {
			return "Sandtrap answers an enemy move only"
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
			if d.a == BearTrap && s.pend.kind != pendMove {
				return "Bear Trap answers an enemy move only"
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
	keep := func(a engine.Action) {
		if s.check(a) == "" {
			dst = append(dst, a)
		}
	}
	switch s.phase {
	case phOver:
	case phPick:
		for k := range NumMonsters {
			keep(mk(kPick, k, 0, 0))
		}
	case phDraw:
		for c := range NumLoot {
			keep(mk(kDraw, c, 0, 0))
		}
	case phStart:
		for w := 1; w <= 6; w++ {
			for b := 1; b <= 6; b++ {
				keep(mk(kStart, w, b, 0))
			}
		}
	case phRoll:
		for n := 1; n <= 6; n++ {
			dst = append(dst, mk(kRoll, n, 0, 0))
		}
	case phJoin:
		for f := range NumFields {
			keep(mk(kJoin, f, 0, 0))
		}
		keep(mk(kGo, 0, 0, 0))
	case phWindow:
		s.appendResponses(keep)
		dst = append(dst, mk(kPass, 0, 0, 0))
	case phTurn:
		n := len(dst)
		s.appendTurn(keep)
		if !slices.ContainsFunc(dst[n:], isPlay) {
			dst = append(dst, mk(kSkip, 0, 0, 0))
		}
	}
	return dst
}

func (s *State) appendResponses(keep func(engine.Action)) {
	keep(mk(kSandtrap, 0, 0, 0))
	if s.pend.kind == pendAttack {
		for f := range NumFields {
			keep(mk(kDodge, f, 0, 0))
		}
	}
	keep(mk(kLoot, BearTrap, 0, 0))
	keep(mk(kLoot, SmokeBomb, 0, 0))
	s.appendInterruptLoot(int(s.responder), keep)
}

// appendInterruptLoot offers seat p's Sniper Glasses, Iron Shield and
// Second Wind on each of its monsters.
func (s *State) appendInterruptLoot(p int, keep func(engine.Action)) {
	for _, c := range []int{SniperGlasses, IronShield, SecondWind} {
		if s.hand[p][c] == 0 {
			continue
		}
		for f := range NumFields {
			keep(mk(kLoot, c, f, 0))
		}
	}
}

// appendTurn lists the actions of the seat on turn (without skip).
func (s *State) appendTurn(keep func(engine.Action)) {
	p := int(s.turn)
	if s.actor < 0 {
		for k := range NumMonsters {
			if s.reserve[p][k] == 0 {
				continue
			}
			for f := range NumFields {
				keep(mk(kSummon, k, f, 0))
			}
		}
	} else {
		keep(mk(kEnd, 0, 0, 0))
	}
	for from := range NumFields {
		if !s.active(from, p) || s.actor >= 0 && int(s.actor) != from {
			continue
		}
		m := s.board[from]
		for d := range 8 {
			t := step(from, d, 1)
			switch {
			case t < 0:
			case s.board[t].Kind < 0:
				keep(mk(kMove, from, t, 0))
			default:
				keep(mk(kAttack, from, t, 0))
				keep(mk(kTeam, from, t, 0))
				if m.Sword {
					keep(mk(kHost, from, t, 0))
				}
			}
		}
		keep(mk(kWait, from, 0, 0))
		if abilityWord(int(m.Kind)) != "" {
			for t := range NumFields {
				keep(mk(kAbility, from, t, 0))
			}
		}
		if s.hand[p][MagicMirror] > 0 {
			for _, k := range []int{Jumo, Rallo, Bullhorn, Blinky} {
				for t := range NumFields {
					keep(mk(kMirror, from, t, k))
				}
			}
		}
		keep(mk(kLoot, PowerGloves, from, 0))
		if s.hand[p][Teleporter] > 0 {
			for t := range NumFields {
				keep(mk(kLoot, Teleporter, from, t))
			}
		}
	}
	s.appendInterruptLoot(p, keep)
}

// isPlay reports whether a is a summon or an interaction (not an
// interrupt loot card, which does not use up a turn).
func isPlay(a engine.Action) bool {
	d := decode(a)
	return d.kind != kLoot || d.a == PowerGloves || d.a == Teleporter
}

// canPlay reports whether the seat on turn can summon or interact.
func (s *State) canPlay() bool {
	found := false
	s.appendTurn(func(a engine.Action) {
		if !found && isPlay(a) && s.check(a) == "" {
			found = true
		}
	})
	return found
}

// hasResponse reports whether the responder holds a usable answer.
func (s *State) hasResponse() bool {
	found := false
	s.appendResponses(func(a engine.Action) {
		if !found && s.check(a) == "" {
			found = true
		}
	})
	return found
}
