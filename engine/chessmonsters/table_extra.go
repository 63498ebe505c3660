package chessmonsters

import "monstermixer/engine"

// What a table needs besides query.go: an action taken apart in exported
// terms, the typed events the last action caused (for the animations),
// and which monster rolls the next die.

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

// EventKind is what an event tells.
type EventKind int

// The kinds of events.
const (
	EvDraw      = EventKind(evDraw)      // Seat takes a loot card into the hand
	EvStart     = EventKind(evStart)     // Seat rolled higher and starts
	EvLoot      = EventKind(evLoot)      // Seat's Loot goes to the trash
	EvSandtrap  = EventKind(evSandtrap)  // Seat's Worbin denies a move from reserve
	EvDodge     = EventKind(evDodge)     // Seat's Flitz steps out of reach
	EvStopped   = EventKind(evStopped)   // Seat's Monster is exhausted and its turn ends
	EvCalledOff = EventKind(evCalledOff) // Seat's Monster's interaction is no longer possible
	EvJump      = EventKind(evJump)      // a Pole Jump lands: Die, and Hits to Seat
	EvRoll      = EventKind(evRoll)      // Seat's Monster rolls Die against Accuracy; Hit
	EvHits      = EventKind(evHits)      // Seat's Monster takes Hits
	EvKO        = EventKind(evKO)        // Seat's Monster is KO
	EvAvenge    = EventKind(evAvenge)    // Seat's Mothling enters to avenge
	EvWin       = EventKind(evWin)       // Seat wins
	EvRecovery  = EventKind(evRecovery)  // every monster recovers; Seat exhausted first
	EvCap       = EventKind(evCap)       // the turn limit: Seat wins (2: a tie)
)

// Event is one thing the last action caused, in what both seats may know.
type Event struct {
	Kind     EventKind
	Seat     int
	Monster  int // a monster kind, or -1
	Loot     int // a loot card, or -1
	Die      int
	Accuracy int
	Hits     int
	Hit      bool
	Line     engine.Line // the event's sentence for the log; nil when its action's line tells it (a draw)
}

// Events returns what the last action caused, in order
// (engine.EventRecorder): Apply records them compactly as it goes, and
// they become Events here, in a new slice, the caller's. A fresh state has
// none; Clone and ViewFor carry them.
func (s *State) Events() []Event {
	if s.nEvents == 0 {
		return nil
	}
	dst := make([]Event, 0, s.nEvents)
	for _, e := range s.events[:s.nEvents] {
		x := Event{Kind: EventKind(e.kind), Seat: int(e.seat), Monster: -1, Loot: -1, Line: eventLine(e)}
		switch e.kind {
		case evLoot:
			x.Loot = int(e.k)
		case evStopped, evCalledOff, evKO:
			x.Monster = int(e.k)
		case evJump:
			x.Die, x.Hits = int(e.k), int(e.n)
		case evRoll:
			x.Monster, x.Die, x.Accuracy, x.Hit = int(e.k), int(e.n), int(e.x), e.hit
		case evHits:
			x.Monster, x.Hits = int(e.k), int(e.n)
		case evAvenge:
			x.Monster = Mothling
		}
		dst = append(dst, x)
	}
	return dst
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
