package insurance

import (
	"slices"
	"strconv"
)

// Card is one of the nine cards every player holds, numbered 1..9 by its
// bid value. Unknown stands for a face-down card in a view.
type Card int8

// The nine cards.
const (
	Charge Card = 1
	Stomp  Card = 2
	FireL  Card = 3
	FireR  Card = 4
	PunchL Card = 5
	PunchR Card = 6
	TurnL  Card = 7
	TurnR  Card = 8
	Wild   Card = 9
	// Unknown is another player's face-down card in a view.
	Unknown Card = 10
	// NumCards is the number of cards in a hand.
	NumCards = 9
)

var cardNames = [...]string{"", "Charge", "Stomp", "Fire [L]", "Fire [R]", "Punch [L]", "Punch [R]", "Turn [L]", "Turn [R]", "Wild", "a face-down card"}

// String is the card's name, e.g. "Punch [L]".
func (c Card) String() string {
	if c < 1 || c > Unknown {
		return "no card"
	}
	return cardNames[c]
}

// Label is the card's number and name, e.g. "5 - Punch [L]".
func (c Card) Label() string {
	if c < 1 || c > Wild {
		return c.String()
	}
	return strconv.Itoa(int(c)) + " - " + cardNames[c]
}

// Tokens is the number of tokens the card makes its player place.
func (c Card) Tokens() int {
	if c >= Charge && c <= FireR {
		return 3
	}
	if c >= PunchL && c <= Wild {
		return 2
	}
	return 0
}

// Move is what the monster does: each card but Wild names one move; the
// Wild's move comes from the dice.
type Move int8

// The monster's moves.
const (
	NoMove        Move = 0
	MoveCharge    Move = 1 // forward 5
	MoveStomp     Move = 2 // forward 3
	MoveFireL     Move = 3 // explosions ahead-left, no move
	MoveFireR     Move = 4
	MovePunchL    Move = 5 // 3 attacked squares at the left foot, no move
	MovePunchR    Move = 6
	MoveTurnL     Move = 7 // quarter turn stepping on 4 squares
	MoveTurnR     Move = 8
	MoveAboutFace Move = 9 // Wild only: half turn on the spot
)

var moveNames = [...]string{"nothing", "Charge", "Stomp", "Fire [L]", "Fire [R]", "Punch [L]", "Punch [R]", "Turn [L]", "Turn [R]", "About-face"}

// String names the move.
func (m Move) String() string {
	if m < 0 || int(m) >= len(moveNames) {
		return "?"
	}
	return moveNames[m]
}

// Move returns the move of a card; Wild has none until its dice are rolled.
func (c Card) Move() Move {
	if c >= Charge && c <= TurnR {
		return Move(c)
	}
	return NoMove
}

// moveSpec is the designed movement of one move: steps forward, a turn,
// or attacked squares. Offsets are (forward, side) from the left foot:
// side 0 is the left foot's column, 1 the right foot's, negative is
// further left, 2 and more further right.
type moveSpec struct {
	steps   int      // squares forward, one at a time
	turn    int      // -1 turn left, +1 turn right, 2 about-face
	attacks [][2]int // (forward, side) of attacked squares
}

// moveSpecs is the designed content of the moves (RULES.md explains it).
var moveSpecs = [...]moveSpec{
	MoveCharge:    {steps: 5},
	MoveStomp:     {steps: 3},
	MoveFireL:     {attacks: [][2]int{{1, -3}, {1, -2}, {1, -1}, {2, -3}, {2, -2}, {2, -1}}},
	MoveFireR:     {attacks: [][2]int{{1, 2}, {1, 3}, {1, 4}, {2, 2}, {2, 3}, {2, 4}}},
	MovePunchL:    {attacks: [][2]int{{0, -1}, {1, -1}, {1, 0}}},
	MovePunchR:    {attacks: [][2]int{{0, 2}, {1, 2}, {1, 1}}},
	MoveTurnL:     {turn: -1},
	MoveTurnR:     {turn: 1},
	MoveAboutFace: {turn: 2},
}

// Moves reports whether the move moves the monster (as opposed to an
// attack from where it stands).
func (m Move) Moves() bool { return m >= 1 && int(m) < len(moveSpecs) && moveSpecs[m].attacks == nil }

// Die faces. The light die picks the Wild's move, the dark die its
// direction (left on 1-3, right on 4-6) when the move has one.
var lightDie = [7]string{"", "Charge", "Stomp", "Fire", "Punch", "Turn", "About-face"}

// WildMove returns the move that a Wild card makes for light and dark die
// values 1..6.
func WildMove(light, dark int) Move {
	right := dark >= 4
	pick := func(l, r Move) Move {
		if right {
			return r
		}
		return l
	}
	switch light {
	case 1:
		return MoveCharge
	case 2:
		return MoveStomp
	case 3:
		return pick(MoveFireL, MoveFireR)
	case 4:
		return pick(MovePunchL, MovePunchR)
	case 5:
		return pick(MoveTurnL, MoveTurnR)
	case 6:
		return MoveAboutFace
	}
	return NoMove
}

// SquareList is a short list of squares with a fixed capacity, so that
// events carry squares without allocating.
type SquareList struct {
	N int8
	S [16]Square
}

// Slice returns the squares (a view of the list).
func (l *SquareList) Slice() []Square { return l.S[:l.N] }

// Has reports whether sq is in the list.
func (l *SquareList) Has(sq Square) bool { return slices.Contains(l.Slice(), sq) }

func (l *SquareList) add(sq Square) {
	if sq == NoSquare || l.Has(sq) || int(l.N) == len(l.S) {
		return
	}
	l.S[l.N] = sq
	l.N++
}

// Segment is one part of a move: entering the board, the feet coming
// down where they stand, one step, a turn, an edge turn-around or an
// attack. Squares are the board squares stepped on or attacked by it.
type Segment struct {
	Kind          EventKind // EvEnter, EvStamp, EvStep, EvTurn, EvAboutFace, EvEdgeTurn or EvAttack
	Before, After Pose
	Squares       SquareList
}

// Trace is the full path of one move from a pose, without any damage.
type Trace struct {
	Segs     [20]Segment
	N        int
	Stepped  SquareList // every square stepped on, in order
	Attacked SquareList // every square attacked
	End      Pose
}

// Segments returns the segments in order.
func (t *Trace) Segments() []Segment { return t.Segs[:t.N] }

func (t *Trace) seg(kind EventKind, before, after Pose) *Segment {
	if t.N == len(t.Segs) {
		t.N-- // cannot happen with the designed moves; keep the last slot
	}
	s := &t.Segs[t.N]
	t.N++
	*s = Segment{Kind: kind, Before: before, After: after}
	return s
}

func (t *Trace) step(b *Board, s *Segment, x, y int) {
	sq := b.At(x, y)
	s.Squares.add(sq)
	t.Stepped.add(sq)
}

// Trace computes how move m goes from pose p on the board: the rules of
// movement in one place. A monster beside the board first steps onto the
// two edge squares ahead of it. A move that moves the monster steps on the
// squares under its feet first. After every step or turn, a monster facing
// the edge turns 180 degrees on the spot and finishes the move.
func (b *Board) Trace(p Pose, m Move, t *Trace) {
	*t = Trace{}
	if !b.OnBoard(p) {
		np := forward(p)
		s := t.seg(EvEnter, p, np)
		lx, ly, rx, ry := np.Feet()
		t.step(b, s, lx, ly)
		t.step(b, s, rx, ry)
		p = np
	}
	spec := moveSpecs[m]
	if spec.attacks != nil {
		s := t.seg(EvAttack, p, p)
		for _, o := range spec.attacks {
			x, y := p.rel(o[0], o[1])
			if sq := b.At(x, y); sq != NoSquare {
				s.Squares.add(sq)
				t.Attacked.add(sq)
			}
		}
		t.End = p
		return
	}
	s := t.seg(EvStamp, p, p)
	lx, ly, rx, ry := p.Feet()
	t.step(b, s, lx, ly)
	t.step(b, s, rx, ry)
	edge := func() {
		if b.FacingEdge(p) {
			np := aboutFace(p)
			t.seg(EvEdgeTurn, p, np)
			p = np
		}
	}
	for i := 0; i < spec.steps; i++ {
		np := forward(p)
		s := t.seg(EvStep, p, np)
		lx, ly, rx, ry := np.Feet()
		t.step(b, s, lx, ly)
		t.step(b, s, rx, ry)
		p = np
		edge()
	}
	switch spec.turn {
	case -1, 1:
		var np Pose
		if spec.turn > 0 {
			x, y := p.rel(1, 1)
			np = Pose{X: int8(x), Y: int8(y), Facing: p.Facing.CW()}
		} else {
			np = Pose{X: p.X, Y: p.Y, Facing: p.Facing.CCW()}
		}
		s := t.seg(EvTurn, p, np)
		ax, ay := p.rel(1, 0)
		bx, by := p.rel(1, 1)
		t.step(b, s, ax, ay)
		t.step(b, s, bx, by)
		p = np
		edge()
	case 2:
		np := aboutFace(p)
		t.seg(EvAboutFace, p, np)
		p = np
		edge()
	}
	t.End = p
}

func forward(p Pose) Pose {
	return Pose{X: p.X + int8(dirDX[p.Facing]), Y: p.Y + int8(dirDY[p.Facing]), Facing: p.Facing}
}

// aboutFace turns 180 degrees on the spot: the feet stay on their squares
// and swap sides.
func aboutFace(p Pose) Pose {
	_, _, rx, ry := p.Feet()
	return Pose{X: int8(rx), Y: int8(ry), Facing: p.Facing.Back()}
}

// PictureCell is what one square of a move's picture shows.
type PictureCell uint8

// What a square of a move's picture shows.
const (
	PicNone     PictureCell = iota // nothing
	PicStart                       // the monster stands here as the move starts (facing north)
	PicStepped                     // stepped on
	PicAttacked                    // attacked
)

// Picture is a move drawn the way the printed cards show it, on the
// smallest grid that holds it: the monster starts on two squares facing
// north (up); Cells says what each square shows, row by row, and EndFeet
// and EndFacing where its feet end and which way it then faces.
type Picture struct {
	Cols, Rows int
	Cells      []PictureCell
	EndFeet    [2]int // indexes into Cells
	EndFacing  Dir
}

// At returns what the square in column x and row y shows.
func (p *Picture) At(x, y int) PictureCell { return p.Cells[y*p.Cols+x] }

// MovePicture draws move m (any move but NoMove) as a Picture, traced
// by the same rules that move the monster in play.
func MovePicture(m Move) Picture {
	const size = 16
	b := newBoard(size/TileSize, size/TileSize)
	start := Pose{X: 7, Y: 10, Facing: North}
	var t Trace
	b.Trace(start, m, &t)
	var full [size * size]PictureCell
	for _, sq := range t.Stepped.Slice() {
		full[sq] = PicStepped
	}
	for _, sq := range t.Attacked.Slice() {
		full[sq] = PicAttacked
	}
	l, r := b.FeetSquares(start)
	full[l], full[r] = PicStart, PicStart
	el, er := b.FeetSquares(t.End)
	// Crop to the squares used, the end feet included.
	x0, y0, x1, y1 := size, size, -1, -1
	for sq := range Square(size * size) {
		if full[sq] != PicNone || sq == el || sq == er {
			x, y := b.XY(sq)
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
	}
	p := Picture{Cols: x1 - x0 + 1, Rows: y1 - y0 + 1, EndFacing: t.End.Facing}
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			p.Cells = append(p.Cells, full[b.At(x, y)])
		}
	}
	for i, sq := range [2]Square{el, er} {
		x, y := b.XY(sq)
		p.EndFeet[i] = (y-y0)*p.Cols + x - x0
	}
	return p
}
