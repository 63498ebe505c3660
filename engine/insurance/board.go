package insurance

import (
	"errors"
	"fmt"
	"strconv"
)

// Dir is a compass direction; north is the top of the board (row 1).
type Dir uint8

// The four directions, clockwise from north.
const (
	North Dir = 0
	East  Dir = 1
	South Dir = 2
	West  Dir = 3
)

var dirDX = [4]int{0, 1, 0, -1}
var dirDY = [4]int{-1, 0, 1, 0}
var dirLetters = "nesw"

// CW is the direction a quarter turn clockwise (to the right).
func (d Dir) CW() Dir { return (d + 1) & 3 }

// CCW is the direction a quarter turn anti-clockwise (to the left).
func (d Dir) CCW() Dir { return (d + 3) & 3 }

// Back is the opposite direction.
func (d Dir) Back() Dir { return (d + 2) & 3 }

// Letter is "n", "e", "s" or "w".
func (d Dir) Letter() string { return dirLetters[d : d+1] }

// String names the direction.
func (d Dir) String() string {
	return [4]string{"north", "east", "south", "west"}[d&3]
}

// Square is a board square, numbered y*W + x with x the column (a, b, ...)
// and y the row (1 at the north edge). NoSquare is -1.
type Square int16

// NoSquare is "no square".
const NoSquare Square = -1

// Limits of the board (6x6 tiles of 4x4 squares).
const (
	MaxTilesSide = 6
	MaxSide      = MaxTilesSide * TileSize
	MaxSquares   = MaxSide * MaxSide
	maxBldPerPos = 16
	MaxBuildings = MaxTilesSide * MaxTilesSide * maxBldPerPos
)

// SquareKind is what a board square is.
type SquareKind uint8

// Square kinds.
const (
	Undealt  SquareKind = 0 // its tile is not dealt yet
	Road     SquareKind = 1
	Building SquareKind = 2
)

// Board is the dealt board: a rectangle of TW x TH tiles, W x H squares.
// A Board is immutable once made; states share it.
type Board struct {
	TW, TH int    // size in tiles
	W, H   int    // size in squares
	Tiles  []int8 // tile index (0 = T1) per tile position, row-major; -1 not dealt
	kind   []SquareKind
	bld    []int16 // building id per square, -1 on a road or undealt
	// bldList lists each building's squares: bldStart[b] .. bldStart[b+1]
	// index into bldList.
	bldStart []int16
	bldList  []Square
	bldEdge  []bool // the building touches the board's edge
}

// Shape returns the board size in tiles for a number of tiles: the most
// square rectangle, wider than tall.
func Shape(total int) (tw, th int) {
	tw, th = total, 1
	for h := 1; h*h <= total; h++ {
		if total%h == 0 {
			tw, th = total/h, h
		}
	}
	return tw, th
}

func newBoard(tw, th int) *Board {
	b := &Board{TW: tw, TH: th, W: tw * TileSize, H: th * TileSize}
	b.Tiles = make([]int8, tw*th)
	for i := range b.Tiles {
		b.Tiles[i] = -1
	}
	b.rebuild()
	return b
}

// withTile returns a new board with tile t dealt at the next position.
func (b *Board) withTile(pos, t int) *Board {
	nb := &Board{TW: b.TW, TH: b.TH, W: b.W, H: b.H}
	nb.Tiles = append([]int8(nil), b.Tiles...)
	nb.Tiles[pos] = int8(t)
	nb.rebuild()
	return nb
}

// rebuild derives the square and building tables from Tiles.
func (b *Board) rebuild() {
	n := b.W * b.H
	b.kind = make([]SquareKind, n)
	b.bld = make([]int16, n)
	nb := b.TW * b.TH * maxBldPerPos
	count := make([]int16, nb+1)
	for i := range b.bld {
		b.bld[i] = -1
	}
	for pos, t := range b.Tiles {
		if t < 0 {
			continue
		}
		tl := &tiles[t]
		tx, ty := pos%b.TW, pos/b.TW
		for y := 0; y < TileSize; y++ {
			for x := 0; x < TileSize; x++ {
				sq := (ty*TileSize+y)*b.W + tx*TileSize + x
				if tl.Road[y][x] {
					b.kind[sq] = Road
				} else {
					b.kind[sq] = Building
					id := int16(pos*maxBldPerPos) + int16(tl.Bld[y][x])
					b.bld[sq] = id
					count[id+1]++
				}
			}
		}
	}
	b.bldStart = make([]int16, nb+1)
	for i := 1; i <= nb; i++ {
		b.bldStart[i] = b.bldStart[i-1] + count[i]
	}
	b.bldList = make([]Square, b.bldStart[nb])
	fill := make([]int16, nb)
	b.bldEdge = make([]bool, nb)
	for sq := 0; sq < n; sq++ {
		id := b.bld[sq]
		if id < 0 {
			continue
		}
		b.bldList[b.bldStart[id]+fill[id]] = Square(sq)
		fill[id]++
		x, y := sq%b.W, sq/b.W
		if x == 0 || y == 0 || x == b.W-1 || y == b.H-1 {
			b.bldEdge[id] = true
		}
	}
}

// Dealt reports whether every tile has been dealt.
func (b *Board) Dealt() bool {
	for _, t := range b.Tiles {
		if t < 0 {
			return false
		}
	}
	return true
}

// NumSquares is W*H.
func (b *Board) NumSquares() int { return b.W * b.H }

// At returns the square at column x, row y (0-based), or NoSquare when
// that is off the board.
func (b *Board) At(x, y int) Square {
	if x < 0 || y < 0 || x >= b.W || y >= b.H {
		return NoSquare
	}
	return Square(y*b.W + x)
}

// XY returns the 0-based column and row of a square.
func (b *Board) XY(sq Square) (x, y int) { return int(sq) % b.W, int(sq) / b.W }

// Kind says whether a square is a road or a building space.
func (b *Board) Kind(sq Square) SquareKind { return b.kind[sq] }

// BuildingOf returns the building id of a building space, or -1.
func (b *Board) BuildingOf(sq Square) int { return int(b.bld[sq]) }

// BuildingSquares returns the spaces of building id (do not modify).
func (b *Board) BuildingSquares(id int) []Square {
	return b.bldList[b.bldStart[id]:b.bldStart[id+1]]
}

// TouchesEdge reports whether building id has a space on the board's edge.
func (b *Board) TouchesEdge(id int) bool { return b.bldEdge[id] }

// Name returns a square's name: column letter and row number, e.g. "c4".
func (b *Board) Name(sq Square) string {
	x, y := b.XY(sq)
	return squareName(x, y)
}

func squareName(x, y int) string {
	return string(rune('a'+x)) + strconv.Itoa(y+1)
}

// ParseSquare reads a square name such as "c4".
func (b *Board) ParseSquare(s string) (Square, error) {
	x, y, err := parseXY(s)
	if err != nil {
		return NoSquare, err
	}
	sq := b.At(x, y)
	if sq == NoSquare {
		return NoSquare, fmt.Errorf("Square %s is not on the board (a1 to %s)", s, squareName(b.W-1, b.H-1))
	}
	return sq, nil
}

func parseXY(s string) (x, y int, err error) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return 0, 0, fmt.Errorf("%q is not a square (a letter and a number, e.g. c4)", s)
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 || s[1] == '+' || s[1] == '0' {
		return 0, 0, fmt.Errorf("%q is not a square (a letter and a number, e.g. c4)", s)
	}
	return int(s[0] - 'a'), n - 1, nil
}

// Pose is where the monster stands: its left foot at (X, Y) and its right
// foot one square to its right, facing Facing. The feet are side by side,
// across the facing direction. Off-board coordinates mean the monster is
// beside the board.
type Pose struct {
	X, Y   int8
	Facing Dir
}

// Feet returns the column and row of the left and right foot.
func (p Pose) Feet() (lx, ly, rx, ry int) {
	r := p.Facing.CW()
	return int(p.X), int(p.Y), int(p.X) + dirDX[r], int(p.Y) + dirDY[r]
}

// rel returns the square coordinates at fwd squares forward and side
// squares to the right of the left foot.
func (p Pose) rel(fwd, side int) (int, int) {
	r := p.Facing.CW()
	return int(p.X) + fwd*dirDX[p.Facing] + side*dirDX[r], int(p.Y) + fwd*dirDY[p.Facing] + side*dirDY[r]
}

// FeetSquares returns the squares under the feet (NoSquare when off the board).
func (b *Board) FeetSquares(p Pose) (Square, Square) {
	lx, ly, rx, ry := p.Feet()
	return b.At(lx, ly), b.At(rx, ry)
}

// OnBoard reports whether both feet are on the board.
func (b *Board) OnBoard(p Pose) bool {
	l, r := b.FeetSquares(p)
	return l != NoSquare && r != NoSquare
}

// FacingEdge reports whether the monster stands on the board with the
// squares ahead of both feet off the board.
func (b *Board) FacingEdge(p Pose) bool {
	if !b.OnBoard(p) {
		return false
	}
	ax, ay := p.rel(1, 0)
	bx, by := p.rel(1, 1)
	return b.At(ax, ay) == NoSquare && b.At(bx, by) == NoSquare
}

// beside reports whether pose p is a legal starting place beside the board:
// both feet just outside one edge, in line with two adjacent edge squares,
// facing in.
func (b *Board) beside(p Pose) bool {
	if p.Facing > West {
		return false
	}
	l, r := b.FeetSquares(p)
	if l != NoSquare || r != NoSquare {
		return false
	}
	ax, ay := p.rel(1, 0)
	bx, by := p.rel(1, 1)
	return b.At(ax, ay) != NoSquare && b.At(bx, by) != NoSquare
}

// BesidePoses lists every starting place beside the board, in a fixed
// order: north side west to east, then east, south and west sides.
func (b *Board) BesidePoses() []Pose {
	var out []Pose
	for x := 0; x+1 < b.W; x++ { // north side, facing south: left foot is the east one
		out = append(out, Pose{X: int8(x + 1), Y: -1, Facing: South})
	}
	for y := 0; y+1 < b.H; y++ { // east side, facing west: left foot is the south one
		out = append(out, Pose{X: int8(b.W), Y: int8(y + 1), Facing: West})
	}
	for x := 0; x+1 < b.W; x++ { // south side, facing north
		out = append(out, Pose{X: int8(x), Y: int8(b.H), Facing: North})
	}
	for y := 0; y+1 < b.H; y++ { // west side, facing east
		out = append(out, Pose{X: -1, Y: int8(y), Facing: East})
	}
	return out
}

// besideAnchor returns the board square named in the notation of a pose
// beside the board: of the two edge squares it is in line with, the one
// with the smaller column (north/south sides) or row (east/west sides).
func (b *Board) besideAnchor(p Pose) Square {
	ax, ay := p.rel(1, 0)
	bx, by := p.rel(1, 1)
	if bx < ax || by < ay {
		ax, ay = bx, by
	}
	return b.At(ax, ay)
}

// poseBeside returns the pose beside the board in line with anchor and
// the next square east (facing north or south) or south (facing east or
// west), facing f.
func (b *Board) poseBeside(anchor Square, f Dir) (Pose, error) {
	x, y := b.XY(anchor)
	var p Pose
	switch f {
	case South:
		p = Pose{X: int8(x + 1), Y: int8(y - 1), Facing: South}
	case North:
		p = Pose{X: int8(x), Y: int8(y + 1), Facing: North}
	case West:
		p = Pose{X: int8(x + 1), Y: int8(y + 1), Facing: West}
	case East:
		p = Pose{X: int8(x - 1), Y: int8(y), Facing: East}
	}
	if !b.beside(p) {
		return p, errors.New("The monster must stand beside the board, facing in, in line with two squares of the edge it faces")
	}
	return p, nil
}
