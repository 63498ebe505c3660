package chessmonsters

import "monstermixer/engine"

// Read-only questions a table (or a test) asks about a state. They answer
// from the state as it is: on a view, the other seat's hidden cards read
// as none.

// OnField describes the monster on a field of the arena.
type OnField struct {
	Kind      int  // index into Roster
	Owner     int  // White or Black
	Energy    int  // energy left
	Exhausted bool // turned by 30 degrees on the table
	Sword     bool // carries the Parasitic Sword marker
	AccBonus  int  // accuracy bonus for its next attack (Sniper Glasses)
	PowBonus  int  // Power bonus for its next attack (Power Gloves)
	Shield    int  // hits taken off the next attack on it (Iron Shield)
}

// Field returns the monster on field f (0-35, a1 = 0, b1 = 1, a2 = 6), if any.
func (s *State) Field(f int) (OnField, bool) {
	if f < 0 || f >= NumFields || s.board[f].Kind < 0 {
		return OnField{}, false
	}
	m := s.board[f]
	return OnField{Kind: int(m.Kind), Owner: int(m.Owner), Energy: int(m.Energy), Exhausted: m.Exhausted,
		Sword: m.Sword, AccBonus: int(m.Acc), PowBonus: int(m.Pow), Shield: int(m.Shield)}, true
}

// Reserve returns how many of each monster seat p holds in reserve (all
// zero for a hidden reserve) and how many cards its reserve holds.
func (s *State) Reserve(p int) (counts [NumMonsters]int, n int) {
	for k, c := range s.reserve[p] {
		counts[k] = int(c)
	}
	return counts, int(s.reserveN[p])
}

// Hand returns how many of each loot card seat p holds (all zero for a
// hidden hand) and how many cards its hand holds.
func (s *State) Hand(p int) (counts [NumLoot]int, n int) {
	for c, k := range s.hand[p] {
		counts[c] = int(k)
	}
	return counts, int(s.handN[p])
}

// LootLeft is the number of cards in seat p's loot deck.
func (s *State) LootLeft(p int) int { return int(s.deckN[p]) }

// Trash returns the loot cards seat p has used.
func (s *State) Trash(p int) (counts [NumLoot]int) {
	for c, k := range s.trash[p] {
		counts[c] = int(k)
	}
	return counts
}

// HitPointsOf is seat p's hit points left.
func (s *State) HitPointsOf(p int) int { return int(s.hp[p]) }

// Turn is the seat whose turn it is (-1 before the first turn).
func (s *State) Turn() int { return int(s.turn) }

// Acting is the field of the monster interacting this turn, or -1.
func (s *State) Acting() int { return int(s.actor) }

// Attackers lists the fields of the monsters in the team attack being
// formed or rolled (the leader first), and its target; nil when none.
func (s *State) Attackers() (fields []int, target int) {
	if s.pend.kind != pendAttack {
		return nil, -1
	}
	for _, f := range s.pend.attackers[:s.pend.n] {
		fields = append(fields, int(f))
	}
	return fields, int(s.pend.to)
}

// HitChance is the chance in per cent that the monster on from hits the
// monster on to with one die, or 0 when it cannot attack it.
func (s *State) HitChance(from, to int) int {
	if from < 0 || from >= NumFields || to < 0 || to >= NumFields || !s.canAttack(from, to) {
		return 0
	}
	return (hitFaces(accuracy(s.board[from], dirTo(from, to)))*100 + 3) / 6
}

// TurnsPlayed is the number of turns ended so far (the game ends after TurnCap).
func (s *State) TurnsPlayed() int { return int(s.turns) }

// ActKind is what an action does.
type ActKind int

// The kinds of actions (ActionString documents their notation).
const (
	ActPick     = ActKind(kPick)     // Monster: picked for the team
	ActDraw     = ActKind(kDraw)     // Loot: drawn (chance)
	ActStart    = ActKind(kStart)    // Die, Die2: White's and Black's starting dice (chance)
	ActSummon   = ActKind(kSummon)   // Monster onto To
	ActMove     = ActKind(kMove)     // From to To
	ActAttack   = ActKind(kAttack)   // From attacks To alone
	ActTeam     = ActKind(kTeam)     // From leads a team attack on To
	ActJoin     = ActKind(kJoin)     // From joins the team attack
	ActGo       = ActKind(kGo)       // the team attack starts
	ActWait     = ActKind(kWait)     // From waits
	ActEnd      = ActKind(kEnd)      // the acting monster ends its turn
	ActSkip     = ActKind(kSkip)     // nothing can be done: the turn passes
	ActAbility  = ActKind(kAbility)  // From uses its action ability aimed at To
	ActHost     = ActKind(kHost)     // From passes the Parasitic Sword to To
	ActMirror   = ActKind(kMirror)   // From uses Magic Mirror as Monster's ability aimed at To
	ActLoot     = ActKind(kLoot)     // Loot played: on From (and to To for the Teleporter)
	ActSandtrap = ActKind(kSandtrap) // Worbin answers a move from reserve
	ActDodge    = ActKind(kDodge)    // Flitz dodges to To
	ActPass     = ActKind(kPass)     // a response window closes unused
	ActRoll     = ActKind(kRoll)     // Die: a D6 (chance)
)

// Act is an action taken apart; fields and cards it does not use are -1.
type Act struct {
	Kind      ActKind
	Monster   int // a monster kind (Pick, Summon, Mirror)
	Loot      int // a loot card (Draw, Loot)
	From, To  int // fields
	Die, Die2 int // dice (Roll, Start)
}

// DecodeAction takes a apart. It reads the form only: whether a is legal
// now is the state's question.
func DecodeAction(a engine.Action) Act {
	d := decode(a)
	x := Act{Kind: ActKind(d.kind), Monster: -1, Loot: -1, From: -1, To: -1}
	switch d.kind {
	case kPick:
		x.Monster = d.a
	case kDraw:
		x.Loot = d.a
	case kStart:
		x.Die, x.Die2 = d.a, d.b
	case kSummon:
		x.Monster, x.To = d.a, d.b
	case kMove, kAttack, kTeam, kAbility, kHost:
		x.From, x.To = d.a, d.b
	case kMirror:
		x.From, x.To, x.Monster = d.a, d.b, d.c
	case kJoin, kWait:
		x.From = d.a
	case kDodge:
		x.To = d.a
	case kLoot:
		x.Loot = d.a
		switch d.a {
		case BearTrap, SmokeBomb:
		case Teleporter:
			x.From, x.To = d.b, d.c
		default:
			x.From = d.b
		}
	case kRoll:
		x.Die = d.a
	}
	return x
}

// Roller is the field of the monster whose D6 is rolled next (the next
// attacker, or a jumping Jumo) and the field it aims at, or -1, -1 when no
// die is awaited.
func (s *State) Roller() (from, at int) {
	if s.phase != phRoll {
		return -1, -1
	}
	if s.pend.kind == pendJump {
		return int(s.pend.from), int(s.pend.from)
	}
	return int(s.pend.attackers[s.pend.next]), int(s.pend.to)
}

// Joining reports whether the seat on turn is choosing the monsters that
// join a team attack.
func (s *State) Joining() bool { return s.phase == phJoin }

// MonsterKey is monster kind k's name in the notation ("swordling").
func MonsterKey(k int) string { return monsterKey(k) }
