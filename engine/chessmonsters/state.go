// Package chessmonsters is the rules engine of Chess Monsters: two players
// (White and Black) pick secret teams of monster cards, summon them into a
// 6x6 arena and fight with moves, single and team attacks rolled on a D6,
// abilities and loot cards, until a player draws their last loot card, the
// opponent's 20 hit points are gone or the opponent has no monster left in
// the arena. The rulebook is ../shared/rules/chess-monsters.txt; the
// designed content and the readings are in RULES.md.
package chessmonsters

import (
	"encoding/binary"
	"math/rand/v2"

	"monstermixer/engine"
)

// The seats.
const (
	White = 0
	Black = 1
)

type game struct{}

// GameID is the id used in records.
const GameID = "chess-monsters"

// Game is Chess Monsters; it is registered with the engine under GameID.
var Game engine.Game = game{}

func init() { engine.Register(Game) }

func (game) ID() string               { return GameID }
func (game) Name() string             { return "Chess Monsters" }
func (game) MinPlayers() int          { return 2 }
func (game) MaxPlayers() int          { return 2 }
func (game) Options() []engine.Option { return nil }

// ScoreUnit says that a score is the hit points a player has left.
func (game) ScoreUnit() engine.ScoreUnit {
	return engine.ScoreUnit{One: "hit point", Many: "hit points"}
}

// MaxActions bounds a game (engine.Bounded): the picks, the opening draws
// and roll, at most TurnCap turns of at most maxTurnActions actions each,
// and the loot cards played for free in their owners' turns (each of the
// 16 at most once).
func (game) MaxActions(engine.Setup) int {
	return 2*TeamSize + 2*StartHand + 1 + TurnCap*maxTurnActions() + 2*NumLoot
}

// maxTurnActions bounds the actions of one turn. The acting monster has
// at most the highest energy of the roster for its interactions, plus the
// energy of attacks called off by Dodge (each dodge costs a Flitz 1
// energy, and a team holds at most two); an interaction takes at most 15
// actions (a team attack: declare, 5 joins, go, an answer in a window, 6
// dice, a loot draw); the turn ends with 1 more (end, a summon or a skip).
func maxTurnActions() int {
	most := 0
	for _, m := range Roster {
		most = max(most, m.Energy)
	}
	interactions := most + MaxCopies*Roster[Flitz].Energy
	return interactions*15 + 1
}

// NewState makes the initial state: White picks first.
func (game) NewState(setup engine.Setup) (engine.State, error) {
	if err := engine.ValidateSetup(Game, setup); err != nil {
		return nil, err
	}
	s := &State{}
	for i := range s.board {
		s.board[i] = emptyField
	}
	s.turn, s.actor, s.responder, s.exhaustedFirst, s.winner = -1, -1, -1, -1, -1
	s.hp = [2]int8{HitPoints, HitPoints}
	for p := range 2 {
		for c := range NumLoot {
			s.deck[p][c] = 1
		}
		s.deckN[p] = NumLoot
	}
	s.phase = phPick
	return s, nil
}

type phase uint8

const (
	phPick   phase = iota // a seat picks its team, one card at a time
	phDraw                // chance: a loot card is drawn
	phStart               // chance: both starting dice
	phTurn                // the seat on turn decides
	phJoin                // the seat on turn picks the monsters joining a team attack
	phWindow              // the other seat may answer with an interrupt
	phRoll                // chance: a D6 for an attack or a Pole Jump
	phOver
)

// mon is a monster on a field of the arena; Kind -1 is an empty field.
type mon struct {
	Kind      int8
	Owner     int8
	Energy    int8
	Exhausted bool
	Acc       int8 // accuracy bonus for the next attack (Sniper Glasses)
	Pow       int8 // Power bonus for the next attack (Power Gloves)
	Shield    int8 // hits taken off the next attack on it (Iron Shield)
	Sword     bool // carries the Parasitic Sword marker
}

var emptyField = mon{Kind: -1, Owner: -1}

// pending is the interaction in progress: a move or an attack waiting for
// a response window or its dice.
type pending struct {
	kind      uint8          // pendNone, pendMove, pendAttack, pendJump
	from, to  int8           // a Pole Jump's from and landing; once it lands, from is the landing
	attackers [TeamSize]int8 // fields of the attackers, the leader first
	n         int8
	next      int8 // the attacker whose die is rolled next
	hits      int8
	team      bool
}

const (
	pendNone = iota
	pendMove
	pendAttack
	pendJump
)

// movement reports whether the pending interaction is a movement that
// Sandtrap and Bear Trap deny: a Move or a Pole Jump (Jumo's own, or
// copied with Magic Mirror).
func (pd *pending) movement() bool { return pd.kind == pendMove || pd.kind == pendJump }

// State is a position of Chess Monsters.
type State struct {
	phase          phase
	board          [NumFields]mon
	turn           int8 // the seat on turn, -1 before the first turn
	actor          int8 // the field of the monster interacting this turn, -1 none
	responder      int8 // the seat deciding in a response window
	reserve        [2][NumMonsters]int8
	reserveN       [2]int8
	seen           [2][NumMonsters]int8 // copies that entered the arena (public)
	hand, deck     [2][NumLoot]int8     // a masked seat's deck holds its deck and hand together
	handN, deckN   [2]int8
	trash          [2][NumLoot]int8
	masked         [2]bool // the seat's hand and reserve are hidden in this view (only while it has any)
	hp             [2]int8
	summoned       [2]bool
	exhaustedFirst int8
	turns          int16
	winner         int8 // -1 none, 0/1 the winner, 2 nobody (a tie at the turn cap)
	why            uint8
	drawSeat       int8
	drawAfter      uint8 // what follows a draw: drawSetup or drawEndTurn
	pend           pending
	events         [maxEvents]event
	nEvents        int8

	// What the board holds, kept up to date by enter, remove, relocate,
	// exhaust and refresh so that the rules need not scan the board.
	arena [NumMonsters]int8 // monsters of each kind in the arena (both seats)
	occ   [2]uint64         // the fields each seat's monsters stand on, a bit per field
	ready [2]int8           // each seat's monsters in the arena that are not exhausted
}

const (
	drawSetup = iota
	drawEndTurn
)

// Why the game ended.
const (
	whyNone = iota
	whyLoot
	whyHitPoints
	whyArena
	whyCap
)

// Game returns Chess Monsters.
func (s *State) Game() engine.Game { return Game }

// NumPlayers is 2.
func (s *State) NumPlayers() int { return 2 }

// CurrentPlayer is the seat deciding, Chance or Terminal.
func (s *State) CurrentPlayer() int {
	switch s.phase {
	case phPick:
		if s.reserveN[White] < TeamSize {
			return White
		}
		return Black
	case phDraw, phStart, phRoll:
		return engine.Chance
	case phWindow:
		return int(s.responder)
	case phOver:
		return engine.Terminal
	}
	return int(s.turn)
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.phase == phOver }

// Clone returns an independent copy.
func (s *State) Clone() engine.State {
	c := *s
	return &c
}

// HasSecretsFor reports whether seat p holds something the other seat
// must not see: a team being picked, monsters in reserve or loot in hand.
func (s *State) HasSecretsFor(p int) bool {
	return p >= 0 && p < 2 && (s.phase == phPick || s.reserveN[p] > 0 || s.handN[p] > 0)
}

// mask hides seat q's secrets: its reserve and which loot cards are in its
// hand (its deck and hand become one pool of unknown cards). A seat with
// no reserve and no hand has nothing to hide: it is not marked masked, so
// a view hiding nothing encodes exactly like the full state, and a seat's
// view equals the Observer's exactly when the seat has no secret
// (HasSecretsFor), which is what the app's hand-off compares.
func (s *State) mask(q int) {
	if s.masked[q] {
		return
	}
	for c := range NumLoot {
		s.deck[q][c] += s.hand[q][c]
		s.hand[q][c] = 0
	}
	s.reserve[q] = [NumMonsters]int8{}
	s.masked[q] = s.reserveN[q] > 0 || s.handN[q] > 0
}

// ViewFor returns what seat p sees: the other seat's reserve and hand are
// hidden (engine.Observer hides both).
func (s *State) ViewFor(p int) engine.State {
	v := *s
	for q := range 2 {
		if q != p {
			v.mask(q)
		}
	}
	return &v
}

// Determinize returns a full state consistent with what seat p sees: the
// other seat's reserve is sampled from the copies not yet seen, its hand
// from its pool of loot. An open window of the other seat says nothing
// about them: it opens whenever an answer might be held (mayRespond).
func (s *State) Determinize(p int, rng *rand.Rand) engine.State {
	return s.DeterminizeInto(nil, p, rng)
}

// DeterminizeInto is Determinize building the sample in dst (a state this
// game made) when it can, without allocating (engine.DeterminizerInto).
func (s *State) DeterminizeInto(dst engine.State, p int, rng *rand.Rand) engine.State {
	d, ok := dst.(*State)
	if !ok || d == nil || d == s {
		d = new(State)
	}
	*d = *s
	for q := range 2 {
		if q == p {
			continue
		}
		d.mask(q)
		d.sampleSecrets(q, rng)
	}
	return d
}

// sampleSecrets fills a masked seat q's hand and reserve at random.
func (s *State) sampleSecrets(q int, rng *rand.Rand) {
	var pool [NumLoot * 2]int8
	n := 0
	for c := range NumLoot {
		for range s.deck[q][c] {
			pool[n] = int8(c)
			n++
		}
	}
	for i := 0; i < int(s.handN[q]); i++ {
		j := i + rng.IntN(n-i)
		pool[i], pool[j] = pool[j], pool[i]
		s.hand[q][pool[i]]++
		s.deck[q][pool[i]]--
	}
	var copies [NumMonsters * MaxCopies]int8
	m := 0
	for k := range NumMonsters {
		for range MaxCopies - s.seen[q][k] {
			copies[m] = int8(k)
			m++
		}
	}
	for i := 0; i < int(s.reserveN[q]); i++ {
		j := i + rng.IntN(m-i)
		copies[i], copies[j] = copies[j], copies[i]
		s.reserve[q][copies[i]]++
	}
	s.masked[q] = false
}

// Encode writes the state canonically (the log's effects are not state).
func (s *State) Encode() []byte {
	b := make([]byte, 0, 512)
	b = append(b, byte(s.phase), byte(s.turn), byte(s.actor), byte(s.responder), byte(s.exhaustedFirst), byte(s.winner), s.why, byte(s.drawSeat), s.drawAfter)
	b = binary.LittleEndian.AppendUint16(b, uint16(s.turns))
	for _, m := range s.board {
		b = append(b, byte(m.Kind), byte(m.Owner), byte(m.Energy), bit(m.Exhausted), byte(m.Acc), byte(m.Pow), byte(m.Shield), bit(m.Sword))
	}
	for p := range 2 {
		b = append(b, byte(s.reserveN[p]), byte(s.handN[p]), byte(s.deckN[p]), bit(s.masked[p]), byte(s.hp[p]), bit(s.summoned[p]))
		for k := range NumMonsters {
			b = append(b, byte(s.reserve[p][k]), byte(s.seen[p][k]))
		}
		for c := range NumLoot {
			b = append(b, byte(s.hand[p][c]), byte(s.deck[p][c]), byte(s.trash[p][c]))
		}
	}
	pd := &s.pend
	b = append(b, pd.kind, byte(pd.from), byte(pd.to), byte(pd.n), byte(pd.next), byte(pd.hits), bit(pd.team))
	for _, f := range pd.attackers {
		b = append(b, byte(f))
	}
	return b
}

func bit(v bool) byte {
	if v {
		return 1
	}
	return 0
}
