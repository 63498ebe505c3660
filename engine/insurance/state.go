// Package insurance is the rules engine of Monster Insurance (3-6 players):
// a board of dealt city tiles, nine programmed monster cards per player,
// insurance tokens placed on buildings and roads, and a monster that walks,
// turns, punches and breathes fire as the cards are revealed.
//
// The designed content (tiles, card patterns, die tables) and every
// reading of the rulebook are in RULES.md next to this file; the in-game
// rules text is State.Rules.
//
// A table scene reads a State through its exported accessors (Board,
// Monster, TokenAt, Claim, Supply, Returned, Played, FaceDown, Hand, ...)
// and animates the ordered Events of the most recent Apply. Actions are
// built with DealAction, MonsterAction, PlayAction, PlaceAction,
// RevealAction and RollAction, or parsed from notation.
package insurance

import (
	"math/rand/v2"

	"monstermixer/engine"
)

// GameID is the id used in records.
const GameID = "monster-insurance"

// NumRounds is the number of rounds in a game.
const NumRounds = 9

// MaxPlayers is the largest number of seats.
const MaxPlayers = 6

// TokenType is one of the four kinds of insurance token.
type TokenType uint8

// Token types.
const (
	Factory TokenType = 0
	Car     TokenType = 1
	Person  TokenType = 2
	House   TokenType = 3
)

// NumTokenTypes is the number of token types.
const NumTokenTypes = 4

// TokenSupply is how many tokens of each type a player starts with.
var TokenSupply = [NumTokenTypes]int{8, 5, 5, 4}

var tokenNames = [NumTokenTypes]string{"factory", "car", "person", "house"}
var tokenPlural = [NumTokenTypes]string{"factories", "cars", "people", "houses"}

// String is the token type's notation word: factory, car, person, house.
func (t TokenType) String() string {
	if t < NumTokenTypes {
		return tokenNames[t]
	}
	return "?"
}

// Plural is "factories", "cars", "people" or "houses".
func (t TokenType) Plural() string {
	if t < NumTokenTypes {
		return tokenPlural[t]
	}
	return "?"
}

// Token is a token on the board (or one that went back to its owner).
type Token struct {
	Owner   int
	Type    TokenType
	Damaged bool
}

// Packed token on a square: 0 empty, else tokPresent|type<<3|owner, with
// tokDamaged once flipped.
const (
	tokPresent = 0x80
	tokDamaged = 0x20
)

func packToken(owner int, t TokenType) uint8 { return tokPresent | uint8(t)<<3 | uint8(owner) }

func unpackToken(v uint8) Token {
	return Token{Owner: int(v & 7), Type: TokenType(v>>3) & 3, Damaged: v&tokDamaged != 0}
}

// Phase is the part of the game a state is in.
type Phase uint8

// Phases.
const (
	PhaseDeal    Phase = iota // chance: the next board tile is dealt
	PhaseMonster              // seat 0 places the monster beside the board
	PhasePick                 // the current seat picks a card face down
	PhasePlace                // the current seat places a token
	PhaseReveal               // the first player starts the reveal
	PhaseDice                 // chance: a Wild's light or dark die
	PhaseOver                 // the game is over
)

// State is a Monster Insurance position. It implements engine.State and
// the optional engine interfaces HiddenInfo, SecretRevealer,
// ActionDescriber, ChanceSampler and RulesBook.
type State struct {
	n        int
	tilesPer int
	board    *Board
	dealt    int
	phase    Phase
	round    int // 1..NumRounds
	first    int // seat holding the first-player marker this round
	turn     int // index in play order of the seat picking/placing, or of the card resolving
	monster  Pose
	placedM  bool // the monster has been placed
	light    int8 // light die of the resolving Wild, 0 before it is rolled
	tok      [MaxSquares]uint8
	claim    [MaxBuildings]int16 // 1 + square of the claiming token, 0 unclaimed
	supply   [MaxPlayers][NumTokenTypes]int8
	returned [MaxPlayers][NumTokenTypes]int8
	hist     [MaxPlayers][NumRounds]Card // card played face up in each round
	down     [MaxPlayers]Card            // this round's face-down card: 0 none, Unknown hidden
	placed   [MaxPlayers]int8            // tokens placed this round
	noRoom   [MaxPlayers]bool            // no legal space was left when the seat's placing ended
	events   []Event
}

// Game is the Monster Insurance game; it is registered with the engine.
var Game engine.Game = game{}

func init() { engine.Register(Game) }

type game struct{}

func (game) ID() string      { return GameID }
func (game) Name() string    { return "Monster Insurance" }
func (game) MinPlayers() int { return 3 }
func (game) MaxPlayers() int { return MaxPlayers }

func (game) Options() []engine.Option {
	return []engine.Option{{
		Key:         "tiles",
		Name:        "Tiles per player",
		Description: "Board tiles per player; the board is the most square rectangle of that many tiles.",
		Default:     "4",
		Choices:     []string{"4", "5", "6"},
	}}
}

// MaxActions bounds the length of a game (engine.Bounded): every tile
// dealt, the monster placed, and per round a pick, a reveal and two dice
// per seat, plus every token of every seat placed once.
func (game) MaxActions(setup engine.Setup) int {
	n, per := setup.Players, int(setup.Option("tiles", "4")[0]-'0')
	tokens := 0
	for _, k := range TokenSupply {
		tokens += k
	}
	return n*per + 1 + NumRounds*(1+3*n) + n*tokens
}

func (g game) NewState(setup engine.Setup) (engine.State, error) {
	if err := engine.ValidateSetup(g, setup); err != nil {
		return nil, err
	}
	per := int(setup.Option("tiles", "4")[0] - '0')
	return New(setup.Players, per), nil
}

// New returns the initial state for n players and per tiles per player
// (the caller checks the ranges; NewState does).
func New(n, per int) *State {
	s := &State{n: n, tilesPer: per}
	tw, th := Shape(n * per)
	s.board = newBoard(tw, th)
	for p := 0; p < n; p++ {
		for t := 0; t < NumTokenTypes; t++ {
			s.supply[p][t] = int8(TokenSupply[t])
		}
	}
	s.round = 1
	s.events = make([]Event, 0, 64)
	return s
}

// Game returns the game.
func (s *State) Game() engine.Game { return Game }

// NumPlayers is the number of seats.
func (s *State) NumPlayers() int { return s.n }

// Board returns the board (tiles dealt so far).
func (s *State) Board() *Board { return s.board }

// Phase returns the current phase.
func (s *State) Phase() Phase { return s.phase }

// Round returns the round number, 1..9 (9 also once the game is over).
func (s *State) Round() int { return min(s.round, NumRounds) }

// FirstPlayer returns the seat holding the first-player marker.
func (s *State) FirstPlayer() int { return s.first }

// PlayOrder returns the seat that is i-th (0-based) in this round's order.
func (s *State) PlayOrder(i int) int { return (s.first + i) % s.n }

// Turn returns the index in play order of the seat picking or placing, or
// of the card being resolved.
func (s *State) Turn() int { return s.turn }

// Monster returns the monster's pose, and false before it is placed.
func (s *State) Monster() (Pose, bool) { return s.monster, s.placedM }

// TokenAt returns the token on a square, if any.
func (s *State) TokenAt(sq Square) (Token, bool) {
	v := s.tok[sq]
	return unpackToken(v), v != 0
}

// Claim returns the square of the house or factory claiming building id,
// or NoSquare.
func (s *State) Claim(id int) Square { return Square(s.claim[id] - 1) }

// Supply returns how many tokens of type t seat p has not placed yet.
func (s *State) Supply(p int, t TokenType) int { return int(s.supply[p][t]) }

// Returned returns how many damaged tokens of type t (cars, people) went
// back to seat p.
func (s *State) Returned(p int, t TokenType) int { return int(s.returned[p][t]) }

// Played returns the card seat p played face up in round r (1..9), or 0.
func (s *State) Played(p, r int) Card { return s.hist[p][r-1] }

// FaceDown returns seat p's face-down card of this round: 0 when none,
// Unknown when it is hidden from this view.
func (s *State) FaceDown(p int) Card { return s.down[p] }

// PlacedThisRound returns how many tokens seat p placed this round.
func (s *State) PlacedThisRound(p int) int { return int(s.placed[p]) }

// Owed returns how many more tokens the seat now placing must place, or
// -1 when its card is hidden in this view or nobody is placing.
func (s *State) Owed() int {
	if s.phase != PhasePlace {
		return -1
	}
	c := s.down[s.CurrentPlayer()]
	if c == Unknown {
		return -1
	}
	return c.Tokens() - int(s.placed[s.CurrentPlayer()])
}

// Hand returns the cards seat p may play this round (in the last round:
// the last card plus the played cards with its token count).
func (s *State) Hand(p int) []Card {
	var out []Card
	m := s.handMask(p)
	for c := Charge; c <= Wild; c++ {
		if m&(1<<c) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// Events returns what the most recent Apply did, in order (do not modify).
// The reveal action turns every card of the round face up in the state at
// once (Played), but resolves them one by one: while a Wild waits for its
// dice (PhaseDice), the cards after Turn() in play order have not had their
// EvReveal yet, so a table should keep them face down until then.
func (s *State) Events() []Event { return s.events }

const allCards = 0x3fe // bits 1..9

func (s *State) usedMask(p int) uint16 {
	var m uint16
	for r := 0; r < NumRounds; r++ {
		if c := s.hist[p][r]; c != 0 {
			m |= 1 << c
		}
	}
	return m
}

// handMask is the set of cards seat p may pick this round. In the last
// round the played cards with the last card's token count are picked up
// again.
func (s *State) handMask(p int) uint16 {
	used := s.usedMask(p)
	hand := allCards &^ used
	if s.round == NumRounds {
		var last Card
		for c := Charge; c <= Wild; c++ {
			if hand&(1<<c) != 0 {
				last = c
			}
		}
		for c := Charge; c <= Wild; c++ {
			if used&(1<<c) != 0 && c.Tokens() == last.Tokens() {
				hand |= 1 << c
			}
		}
	}
	return hand
}

// CurrentPlayer is the seat that decides now, engine.Chance or engine.Terminal.
func (s *State) CurrentPlayer() int {
	switch s.phase {
	case PhaseDeal, PhaseDice:
		return engine.Chance
	case PhaseMonster:
		return 0
	case PhasePick, PhasePlace:
		return s.PlayOrder(s.turn)
	case PhaseReveal:
		return s.first
	}
	return engine.Terminal
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.phase == PhaseOver }

// HasSecretsFor is true when seat p is about to pick a card face down, or
// has a card face down that the others cannot see (whenever p's view
// shows something the Observer's does not: hiddenFrom is what ViewFor
// hides).
func (s *State) HasSecretsFor(p int) bool {
	if p < 0 || p >= s.n {
		return false
	}
	return s.phase == PhasePick && s.CurrentPlayer() == p || s.hiddenFrom(p, engine.Observer)
}

// hiddenFrom reports whether seat q's face-down card is hidden from seat
// p's view (engine.Observer: from everyone else): q has one and is not p.
func (s *State) hiddenFrom(q, p int) bool { return q != p && s.down[q] != 0 }

// LineShowsSecret (engine.SecretLiner) is true for a card pick: it is
// face down when it is played, and a record's line names it.
func (s *State) LineShowsSecret(engine.Action) bool { return s.phase == PhasePick }

// RevealsSecret is true for the reveal action, which turns every face-down
// card of the round up.
func (s *State) RevealsSecret(a engine.Action) bool {
	return s.phase == PhaseReveal && a == RevealAction()
}

// Clone returns an independent copy (the board is shared: it is immutable).
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := new(State)
	*c = *s
	c.events = append(make([]Event, 0, max(len(s.events), 16)), s.events...)
	return c
}

// ViewFor hides the other seats' face-down cards of this round.
func (s *State) ViewFor(p int) engine.State {
	c := s.clone()
	for q := 0; q < s.n; q++ {
		if s.hiddenFrom(q, p) {
			c.down[q] = Unknown
		}
	}
	for i := range c.events {
		if c.events[i].Kind == EvCardPicked && c.events[i].Seat != p {
			c.events[i].Card = 0
		}
	}
	return c
}

// Determinize samples every hidden face-down card uniformly among the
// cards its seat could hold given what is public: its hand, and the
// tokens it placed this round (a card's token count equals the number
// placed, unless no legal space was left, then it is larger; a seat still
// placing holds a card with more tokens than it has placed so far).
func (s *State) Determinize(p int, rng *rand.Rand) engine.State {
	c := s.clone()
	c.sampleHidden(rng)
	return c
}

// DeterminizeInto is Determinize building the state in dst (a *State from
// an earlier call, or nil), reusing its memory.
func (s *State) DeterminizeInto(dst engine.State, p int, rng *rand.Rand) engine.State {
	c, ok := dst.(*State)
	if !ok || c == nil || c == s {
		return s.Determinize(p, rng)
	}
	events := c.events[:0]
	*c = *s
	c.events = append(events, s.events...)
	c.sampleHidden(rng)
	return c
}

// sampleHidden replaces every Unknown face-down card by a card drawn
// uniformly among those its seat could hold.
func (s *State) sampleHidden(rng *rand.Rand) {
	for q := 0; q < s.n; q++ {
		if s.down[q] != Unknown {
			continue
		}
		m := s.consistentCards(q)
		var opts [NumCards]Card
		k := 0
		for card := Charge; card <= Wild; card++ {
			if m&(1<<card) != 0 {
				opts[k] = card
				k++
			}
		}
		s.down[q] = opts[rng.IntN(k)]
	}
}

// consistentCards is the set of cards seat q may have face down now.
func (s *State) consistentCards(q int) uint16 {
	hand := s.handMask(q)
	placing := s.phase == PhasePlace && s.CurrentPlayer() == q
	var m uint16
	for c := Charge; c <= Wild; c++ {
		if hand&(1<<c) == 0 {
			continue
		}
		k, n := c.Tokens(), int(s.placed[q])
		if (placing && k > n) || (!placing && (k == n || (s.noRoom[q] && k > n))) {
			m |= 1 << c
		}
	}
	if m == 0 {
		m = hand
	}
	return m
}

// The optional engine interfaces State implements.
var (
	_ engine.State            = (*State)(nil)
	_ engine.HiddenInfo       = (*State)(nil)
	_ engine.SecretRevealer   = (*State)(nil)
	_ engine.ActionDescriber  = (*State)(nil)
	_ engine.ChanceSampler    = (*State)(nil)
	_ engine.RulesBook        = (*State)(nil)
	_ engine.DeterminizerInto = (*State)(nil)
	_ engine.ResultScorer     = (*State)(nil)
	_ engine.Bounded          = game{}
)

var phaseNames = [...]string{"deal", "monster", "pick", "place", "reveal", "dice", "over"}

// String names the phase.
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "?"
}
