package fandango

import (
	"fmt"
	"math"
	"strconv"

	"monstermixer/engine"
)

// Dir is one of the six directions of a hex.
type Dir uint8

// The six directions, anticlockwise from east (rows are horizontal).
const (
	East Dir = iota
	NorthEast
	NorthWest
	West
	SouthWest
	SouthEast
)

var dirWords = [6]string{"e", "ne", "nw", "w", "sw", "se"}
var dirNames = [6]string{"east", "north-east", "north-west", "west", "south-west", "south-east"}

// String is the direction for a person ("north-east").
func (d Dir) String() string { return dirNames[d%6] }

// axial steps of the six directions.
var dirQ = [6]int{1, 1, 0, -1, -1, 0}
var dirR = [6]int{0, -1, -1, 0, 1, 1}

// Board is the hex map: a rectangle of Width columns and Height rows of
// pointy-topped hexes, odd rows shifted half a hex east. Hex i is at
// column i%Width, row i/Width; its axial coordinates are Q(i), R(i).
type Board struct {
	Width, Height int
	nbr           [][6]int16 // neighbour by direction, -1 off the map
	dist          []int8     // Distance of hexes i and j at i*NumHexes()+j
	starts        []int      // each seat's starting hex
	corner        []uint8    // per hex: its bit among the Corners (0 for the others)
	ring1, ring2  []uint64   // per hex, Words() each: the hexes 1 hex away, and up to 2
}

// Sizes are the map size option's choices with their hexes per player.
var Sizes = []struct {
	Name    string
	PerSeat int
}{{"small", 25}, {"normal", 32}, {"large", 45}}

// NewBoard makes the map for players seats with perSeat hexes each: the
// most nearly 3:2 rectangle of at least players*perSeat hexes, at least 7
// columns by 5 rows, with the starting hexes spread on an oval one hex
// inside the edge, the first at the west end.
func NewBoard(players, perSeat int) *Board {
	need := players * perSeat
	h := max(5, int(math.Round(math.Sqrt(float64(need)/1.5))))
	w := max(7, (need+h-1)/h)
	b := &Board{Width: w, Height: h}
	b.nbr = make([][6]int16, w*h)
	for i := range b.nbr {
		for d := range 6 {
			b.nbr[i][d] = int16(b.at(b.Q(i)+dirQ[d], b.R(i)+dirR[d]))
		}
	}
	n := w * h
	b.dist = make([]int8, n*n)
	for i := range n {
		for j := range n {
			dq, dr := b.Q(i)-b.Q(j), b.R(i)-b.R(j)
			b.dist[i*n+j] = int8((engine.Abs(dq) + engine.Abs(dr) + engine.Abs(dq+dr)) / 2)
		}
	}
	b.corner = make([]uint8, n)
	for ci, c := range b.Corners() {
		b.corner[c] |= 1 << ci
	}
	words := b.Words()
	b.ring1, b.ring2 = make([]uint64, n*words), make([]uint64, n*words)
	for i := range n {
		for j := range n {
			if d := b.Distance(i, j); d <= 2 {
				b.ring2[i*words+j/64] |= 1 << (j % 64)
				if d == 1 {
					b.ring1[i*words+j/64] |= 1 << (j % 64)
				}
			}
		}
	}
	cx, cy := float64(w-1)/2, float64(h-1)/2
	rx, ry := cx-1, cy-1
	for p := range players {
		a := math.Pi + 2*math.Pi*float64(p)/float64(players)
		c := int(math.Round(cx + rx*math.Cos(a)))
		r := int(math.Round(cy - ry*math.Sin(a)))
		b.starts = append(b.starts, r*w+c)
	}
	return b
}

// NumHexes is the number of hexes (Width*Height, a neighbour row each).
func (b *Board) NumHexes() int { return len(b.nbr) }

// Words is the number of 64-bit words of a set of hexes, a bit a hex.
func (b *Board) Words() int { return (b.NumHexes() + 63) / 64 }

// Col and Row are hex i's column and row.
func (b *Board) Col(i int) int { return i % b.Width }

// Row is hex i's row (0 is the north edge).
func (b *Board) Row(i int) int { return i / b.Width }

// Q is hex i's axial column coordinate.
func (b *Board) Q(i int) int { r := b.Row(i); return b.Col(i) - (r-(r&1))/2 }

// R is hex i's axial row coordinate.
func (b *Board) R(i int) int { return b.Row(i) }

// at returns the hex at axial q, r, or -1 off the map.
func (b *Board) at(q, r int) int {
	if r < 0 || r >= b.Height {
		return -1
	}
	c := q + (r-(r&1))/2
	if c < 0 || c >= b.Width {
		return -1
	}
	return r*b.Width + c
}

// Neighbor is the hex next to i in direction d, or -1 off the map.
func (b *Board) Neighbor(i int, d Dir) int { return int(b.nbr[i][d]) }

// Distance counts the hexes between two hexes (1 for neighbours), from
// the table NewBoard works out (the rules ask it in every loop).
func (b *Board) Distance(i, j int) int { return int(b.dist[i*b.NumHexes()+j]) }

// distances is the row of the distance table of hex i: Distance(i, j) is
// its j-th number.
func (b *Board) distances(i int) []int8 {
	n := b.NumHexes()
	return b.dist[i*n : (i+1)*n]
}

// Inward is the direction from hex i whose neighbour is nearest the middle
// of the map (the first of equals, anticlockwise from east).
func (b *Board) Inward(i int) Dir {
	mid := b.Height/2*b.Width + b.Width/2
	best, bestD := East, 1<<30
	for d := range Dir(6) {
		if n := b.Neighbor(i, d); n >= 0 && b.Distance(n, mid) < bestD {
			best, bestD = d, b.Distance(n, mid)
		}
	}
	return best
}

// nearSet is the set of hexes 1 hex from hex i, or with two up to 2 hexes
// (i itself too), a bit a hex (Words words).
func (b *Board) nearSet(i int, two bool) []uint64 {
	words := b.Words()
	if two {
		return b.ring2[i*words : (i+1)*words]
	}
	return b.ring1[i*words : (i+1)*words]
}

// Start is seat p's starting hex.
func (b *Board) Start(p int) int { return b.starts[p] }

// Corners are the map's four corner hexes: north-west, north-east,
// south-west, south-east.
func (b *Board) Corners() [4]int {
	w, n := b.Width, b.NumHexes()
	return [4]int{0, w - 1, n - w, n - 1}
}

// End reports which end of the map hex i is on: 1 the west end (the first
// column), 2 the east end (the last column), 0 neither.
func (b *Board) End(i int) int {
	switch b.Col(i) {
	case 0:
		return 1
	case b.Width - 1:
		return 2
	}
	return 0
}

// HexName is hex i in notation: a column letter and a row number, "c4".
func (b *Board) HexName(i int) string {
	return string(rune('a'+b.Col(i))) + strconv.Itoa(b.Row(i)+1)
}

// ParseHex reads a hex name.
func (b *Board) ParseHex(s string) (int, error) {
	if len(s) < 2 || s[0] < 'a' || int(s[0]-'a') >= b.Width {
		return 0, fmt.Errorf("no hex %q on this map", s)
	}
	r, err := strconv.Atoi(s[1:])
	if err != nil || r < 1 || r > b.Height {
		return 0, fmt.Errorf("no hex %q on this map", s)
	}
	return (r-1)*b.Width + int(s[0]-'a'), nil
}
