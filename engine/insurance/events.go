package insurance

import "monstermixer/engine"

// EventKind says what happened in one Event.
type EventKind uint8

// Event kinds, in the order a round produces them.
const (
	EvNone EventKind = iota
	// EvDeal: tile Tile (0 = T1) was dealt at tile position TilePos.
	EvDeal
	// EvMonsterPlaced: the monster was set beside the board at After.
	EvMonsterPlaced
	// EvRoundStart: round Round begins; Seat holds the first-player marker.
	EvRoundStart
	// EvCardPicked: Seat put a card face down (Card is 0: it is secret).
	EvCardPicked
	// EvTokenPlaced: Seat placed Token on Square.
	EvTokenPlaced
	// EvPlacingEnded: Seat's placing is over; NoRoom says whether no legal
	// space was left for any of their remaining token types.
	EvPlacingEnded
	// EvReveal: Seat's card Card is turned face up (in play order).
	EvReveal
	// EvDie: Seat rolled the light (Die 1) or dark (Die 2) die: Value.
	// After the dark die, Light repeats the light die and Move is the
	// Wild's move.
	EvDie
	// EvPath: the squares Seat's card will step on (Stepped) and attack
	// (Attacked), to light up before the monster moves; Move is the move.
	EvPath
	// EvEnter: the monster steps from beside the board (Before) onto the
	// two edge squares (After); Squares are stepped on.
	EvEnter
	// EvStamp: a moving card begins: the feet come down where they stand
	// (Before == After); Squares are stepped on.
	EvStamp
	// EvStep: the monster walks one square forward; Squares are stepped on.
	EvStep
	// EvTurn: the monster turns a quarter (Before to After); Squares are the
	// two squares ahead of its feet that it steps on while turning.
	EvTurn
	// EvAboutFace: the Wild's half turn on the spot.
	EvAboutFace
	// EvEdgeTurn: the monster faced the edge and turned 180 degrees.
	EvEdgeTurn
	// EvAttack: a punch or fire (Move) attacks Squares without moving.
	EvAttack
	// EvBuildingDamaged: the building Building was stepped on or attacked;
	// its claiming Token on Square (owner Token.Owner) is flipped.
	EvBuildingDamaged
	// EvTokenReturned: the car or person Token on Square was stepped on or
	// attacked; it is flipped and goes back to its owner; Square is free.
	EvTokenReturned
	// EvFirstPlayer: the marker moves from From to To. Bid is the highest
	// unique bid that decided it, or 0 when no bid was unique and the marker
	// passed anti-clockwise.
	EvFirstPlayer
	// EvGameOver: the last round is resolved.
	EvGameOver
)

var eventNames = [...]string{"none", "deal", "monster placed", "round start", "card picked", "token placed", "placing ended", "reveal", "die", "path", "enter", "stamp", "step", "turn", "about-face", "edge turn", "attack", "building damaged", "token returned", "first player", "game over"}

// String names the kind.
func (k EventKind) String() string {
	return engine.NameAt(eventNames[:], int(k))
}

// Event is one thing that happened during the most recent Apply, in order,
// with the data a table needs to animate it. Fields that do not apply to
// a kind are zero (Seat, Square and Building are -1 when they do not apply).
type Event struct {
	Kind     EventKind
	Seat     int
	Round    int
	Card     Card
	Move     Move
	Die      int // 1 light, 2 dark
	Value    int // die value
	Light    int // EvDie after the dark die: the light die's value
	Before   Pose
	After    Pose
	Squares  SquareList // squares stepped on or attacked by this event
	Stepped  SquareList // EvPath: all squares the card steps on
	Attacked SquareList // EvPath: all squares the card attacks
	Square   Square
	Building int
	Token    Token
	TilePos  int
	Tile     int
	From, To int
	Bid      int
	NoRoom   bool
}

func (s *State) emit(e Event) *Event {
	s.events = append(s.events, e)
	return &s.events[len(s.events)-1]
}

func ev(kind EventKind, seat int) Event {
	return Event{Kind: kind, Seat: seat, Square: NoSquare, Building: -1}
}
