package insurance

import "strconv"

// TileSize is the number of small squares along each side of a board tile.
const TileSize = 4

// NumTiles is the number of board tiles in the box.
const NumTiles = 48

// tileData is the designed content of the 48 board tiles, the only place
// that defines them. Each tile is four rows of four squares, north row
// first, separated by '/': '+' is a road space and a letter is a building
// space (squares with the same letter form one building of 1 to 4 spaces).
//
// Roads leave a tile only at four fixed exits: north and south at the
// second column (x=1), west and east at the third row (y=2). Inside a tile
// every road runs from its exits to the hub square (x=1, y=2). Tiles are
// never rotated, so two neighbouring tiles' roads meet exactly when one
// has an exit on the shared side and the other has the matching exit. The
// comment after each tile lists its exits. RULES.md explains the mix.
var tileData = [NumTiles]string{
	"a+bb/a+bb/++++/c+dd", // T1 NESW
	"a+bc/a+cc/++++/d+ee", // T2 NESW
	"a+bc/d+bc/++++/e+ff", // T3 NESW
	"a+bb/a+cc/++++/d+ee", // T4 NESW
	"a+bb/c+bb/++++/d+ee", // T5 NESW
	"a+bc/a+dc/++++/e+ff", // T6 NESW
	"a+bb/a+bc/d+++/d+ee", // T7 NES
	"a+bb/a+bb/a+++/a+cc", // T8 NES
	"a+bc/a+dc/e+++/e+ff", // T9 NES
	"a+bc/a+bc/d+++/d+ee", // T10 NES
	"abbc/aadc/++++/e+ff", // T11 ESW
	"aabb/aacb/++++/d+ee", // T12 ESW
	"aabc/abbc/++++/d+ee", // T13 ESW
	"abcd/accd/++++/e+ff", // T14 ESW
	"a+bc/a+bd/++bd/e+bd", // T15 NSW
	"a+bb/a+cc/++de/f+de", // T16 NSW
	"a+bb/a+bb/++cc/d+cc", // T17 NSW
	"a+bc/a+bb/++de/f+de", // T18 NSW
	"a+bb/a+bb/++++/cccc", // T19 NEW
	"a+bc/a+bd/++++/eeff", // T20 NEW
	"a+bb/a+bb/++++/ccdd", // T21 NEW
	"a+bc/a+cc/++++/ddde", // T22 NEW
	"a+bc/a+cc/a+dc/a+dd", // T23 NS
	"a+bc/a+dc/a+dd/a+de", // T24 NS
	"a+bc/d+bc/e+fc/e+ff", // T25 NS
	"a+bb/a+cb/a+cc/a+dd", // T26 NS
	"a+bb/a+cb/a+cb/a+dd", // T27 NS
	"aabc/aacc/++++/ddde", // T28 EW
	"abcc/bbcc/++++/ddde", // T29 EW
	"abbc/dddc/++++/effg", // T30 EW
	"aabc/dbbb/++++/eeee", // T31 EW
	"aabb/cadd/++++/eeef", // T32 EW
	"a+bb/c+bb/c+++/ddde", // T33 NE
	"a+bb/a+cb/d+++/eeff", // T34 NE
	"a+bb/c+bb/c+++/ccdd", // T35 NE
	"abcd/addd/e+++/e+ff", // T36 ES
	"aabc/debf/g+++/g+hh", // T37 ES
	"abbc/dbcc/d+++/d+ee", // T38 ES
	"abbc/aabb/++de/f+dd", // T39 SW
	"aaab/accd/++dd/e+fd", // T40 SW
	"aabb/cccb/++cb/d+ee", // T41 SW
	"a+bb/a+bc/++dc/dddc", // T42 NW
	"a+bb/a+cc/++dc/eeef", // T43 NW
	"a+bb/a+cc/++de/ffdd", // T44 NW
	"a+bb/a+bc/d+cc/eeff", // T45 N (dead end)
	"abcc/aadd/a+++/efff", // T46 E (dead end)
	"aabc/daef/d+gg/d+gg", // T47 S (dead end)
	"abbb/ccdd/++de/feee", // T48 W (dead end)
}

// Tile is one designed board tile, read from tileData.
type Tile struct {
	// Road[y][x] is true for a road space.
	Road [TileSize][TileSize]bool
	// Bld[y][x] is the tile-local building number (0, 1, ...) of a
	// building space, or -1 on a road.
	Bld [TileSize][TileSize]int8
	// NumBuildings is the number of buildings on the tile.
	NumBuildings int
	// Exits says which sides a road leaves by: North, East, South, West.
	Exits [4]bool
}

// tiles holds the parsed tiles, index 0 is T1.
var tiles = func() [NumTiles]Tile {
	var out [NumTiles]Tile
	for i, src := range tileData {
		t, err := parseTile(src)
		if err != nil {
			panic("insurance: tile T" + strconv.Itoa(i+1) + ": " + err.Error())
		}
		out[i] = t
	}
	return out
}()

// TileByNumber returns tile Tn (1..48).
func TileByNumber(n int) Tile { return tiles[n-1] }

func parseTile(src string) (Tile, error) {
	var t Tile
	if len(src) != TileSize*TileSize+TileSize-1 {
		return t, errorf("wrong length")
	}
	letters := map[byte]int8{}
	for y := 0; y < TileSize; y++ {
		for x := 0; x < TileSize; x++ {
			c := src[y*(TileSize+1)+x]
			switch {
			case c == '+':
				t.Road[y][x] = true
				t.Bld[y][x] = -1
			case c >= 'a' && c <= 'z':
				id, ok := letters[c]
				if !ok {
					id = int8(len(letters))
					letters[c] = id
				}
				t.Bld[y][x] = id
			default:
				return t, errorf("bad square %q", c)
			}
		}
	}
	t.NumBuildings = len(letters)
	t.Exits[North] = t.Road[0][1]
	t.Exits[South] = t.Road[TileSize-1][1]
	t.Exits[West] = t.Road[2][0]
	t.Exits[East] = t.Road[2][TileSize-1]
	return t, nil
}

// fits reports whether tile t may go at tile position (tx, ty) so that its
// roads meet those of the tiles already dealt west and north of it.
func (b *Board) fits(t, tx, ty int) bool {
	tl := &tiles[t]
	if tx > 0 {
		if w := b.Tiles[ty*b.TW+tx-1]; w >= 0 && tiles[w].Exits[East] != tl.Exits[West] {
			return false
		}
	}
	if ty > 0 {
		if n := b.Tiles[(ty-1)*b.TW+tx]; n >= 0 && tiles[n].Exits[South] != tl.Exits[North] {
			return false
		}
	}
	return true
}
