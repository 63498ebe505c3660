package factory

import "fmt"

// Edge is what one side of a tile shows.
type Edge uint8

// The three kinds of edge.
const (
	Blank Edge = 0 // white: no monster
	Thin  Edge = 1 // green: a thin bit of monster
	Thick Edge = 2 // purple: a thick bit of monster
)

// Sides of a tile, clockwise from the top.
const (
	North = 0
	East  = 1
	South = 2
	West  = 3
)

// String names an edge as in the tile table: '.' blank, 't' thin, 'T' thick.
func (e Edge) String() string {
	switch e {
	case Thin:
		return "thin"
	case Thick:
		return "thick"
	}
	return "blank"
}

// NumTiles is the number of tiles in the box.
const NumTiles = 88

// tileKind is one design in the box: its edges north, east, south, west
// ('.' blank, 't' thin, 'T' thick), how many eyes it shows (0 to 3; a tile
// with any eye scores one point in a completed minion), and how many copies
// the box holds.
type tileKind struct {
	edges  string
	eyes   int
	copies int
}

// tileMix is the designed content of the box: 88 tiles. It is the only
// place that defines tiles; RULES.md explains how it was chosen. Tile ids
// T01..T88 are given in this order.
var tileMix = []tileKind{
	// One connection: end pieces (heads, tails, hands, feet).
	{"t...", 1, 6},
	{"t...", 2, 2},
	{"t...", 0, 14},
	{"T...", 1, 6},
	{"T...", 2, 2},
	{"T...", 0, 14},
	// Two connections, straight.
	{"t.t.", 0, 5},
	{"T.T.", 0, 5},
	{"t.T.", 0, 4},
	// Two connections, corner.
	{"tt..", 1, 2},
	{"tt..", 0, 3},
	{"TT..", 1, 2},
	{"TT..", 0, 3},
	{"tT..", 0, 3},
	{"Tt..", 0, 3},
	// Three connections.
	{"ttt.", 1, 2},
	{"TTT.", 1, 2},
	{"tTt.", 0, 1},
	{"TtT.", 0, 1},
	{"ttT.", 1, 2},
	{"TTt.", 0, 2},
	// Four connections: bodies.
	{"tTtT", 2, 2},
	{"ttTT", 3, 2},
}

// TileInfo describes one tile as printed, before rotation.
type TileInfo struct {
	ID    int     // 0..87; shown as T01..T88
	Edges [4]Edge // north, east, south, west
	Eye   bool    // the tile shows one or more eyes: it scores 1 in a completed minion
	Eyes  int     // how many eyes it shows (0 to 3); only Eye counts for scoring
}

var (
	tiles    [NumTiles]TileInfo
	tileEye  [NumTiles]bool
	rotEdges [NumTiles][4]uint8 // packed edges (2 bits per side, N in bits 0-1) per rotation
	rotUniq  [NumTiles]uint8    // bit r set when rotation r differs from every lower rotation
	tileConn [NumTiles]int      // number of thin/thick edges
)

func init() {
	id := 0
	for _, k := range tileMix {
		if len(k.edges) != 4 {
			panic("factory: bad tile edges " + k.edges)
		}
		for c := 0; c < k.copies; c++ {
			if id >= NumTiles {
				panic("factory: tile mix has more than 88 tiles")
			}
			var t TileInfo
			if k.eyes < 0 || k.eyes > 3 {
				panic("factory: a tile shows 0 to 3 eyes")
			}
			t.ID, t.Eye, t.Eyes = id, k.eyes > 0, k.eyes
			for s := 0; s < 4; s++ {
				switch k.edges[s] {
				case '.':
					t.Edges[s] = Blank
				case 't':
					t.Edges[s] = Thin
				case 'T':
					t.Edges[s] = Thick
				default:
					panic("factory: bad tile edges " + k.edges)
				}
				if t.Edges[s] != Blank {
					tileConn[id]++
				}
			}
			if tileConn[id] == 0 {
				panic("factory: a tile without thin or thick edges can never be placed")
			}
			tiles[id], tileEye[id] = t, t.Eye
			for r := 0; r < 4; r++ {
				var p uint8
				for s := 0; s < 4; s++ {
					p |= uint8(t.Edges[(s-r+4)&3]) << (2 * s)
				}
				rotEdges[id][r] = p
			}
			for r := 0; r < 4; r++ {
				uniq := true
				for q := 0; q < r; q++ {
					if rotEdges[id][q] == rotEdges[id][r] {
						uniq = false
					}
				}
				if uniq {
					rotUniq[id] |= 1 << r
				}
			}
			id++
		}
	}
	if id != NumTiles {
		panic(fmt.Sprintf("factory: tile mix has %d tiles, want 88", id))
	}
}

// Tile returns the printed tile with id 0..87.
func Tile(id int) TileInfo { return tiles[id] }

// RotatedEdges returns the edges of tile id turned r quarter turns
// clockwise, as north, east, south, west.
func RotatedEdges(id, r int) [4]Edge {
	var e [4]Edge
	p := rotEdges[id][r&3]
	for s := 0; s < 4; s++ {
		e[s] = Edge(p >> (2 * s) & 3)
	}
	return e
}

// CanonicalRotation returns the lowest rotation of tile id whose edges equal
// those of rotation r (rotations of a symmetric tile that look alike are one
// placement).
func CanonicalRotation(id, r int) int {
	r &= 3
	for q := 0; q < r; q++ {
		if rotEdges[id][q] == rotEdges[id][r] {
			return q
		}
	}
	return r
}

// TileName is the notation of tile id: T01..T88.
func TileName(id int) string { return fmt.Sprintf("T%02d", id+1) }

// edgeChars writes a tile's printed edges as in the tile table.
func edgeChars(id int) string {
	b := make([]byte, 4)
	for s, e := range tiles[id].Edges {
		b[s] = ".tT"[e]
	}
	return string(b)
}
