package factory

import (
	"fmt"

	"monstermixer/engine"
)

// Read-only accessors for drawing the table. Coordinates of a monster's
// cells are relative to its starting tile at 0,0; x grows east (right) and
// y grows south (down). Seats are 0..NumPlayers()-1.

// PlacedTile is a tile on a monster.
type PlacedTile struct {
	Tile  int     // tile id 0..87; TileName gives T01..T88
	X, Y  int     // cell relative to the monster's starting tile
	Rot   int     // quarter turns clockwise 0..3 from the printed tile
	Edges [4]Edge // edges as placed: north, east, south, west
	Eye   bool    // the tile shows an eye
	Eyes  int     // how many eyes it shows (a tile with any eye scores 1)
	Order int     // when it was placed: 0 for the first tile of the game
}

// Cell is a grid cell of a monster.
type Cell struct{ X, Y int }

// Monster is a first monster or a minion.
type Monster struct {
	Owner    int          // seat
	Minion   int          // 0 for the first monster, k for minion k
	Tiles    []PlacedTile // in the order placed; the starting tile (0,0, rotation 0) first
	EyeTiles int          // tiles showing an eye
	Complete bool         // no thin or thick edge faces an empty cell
	Open     []Cell       // empty cells facing a thin or thick edge (empty when complete)
}

// Points is what the monster scores now: tiles for a completed first
// monster, eye tiles for a completed minion, 0 when incomplete.
func (m Monster) Points() int {
	if !m.Complete {
		return 0
	}
	return m.Value()
}

// Value is what the monster scores if (or since) it is complete.
func (m Monster) Value() int {
	if m.Minion == 0 {
		return len(m.Tiles)
	}
	return m.EyeTiles
}

// Monsters returns seat p's monsters in the order started: the first
// monster, then minion 1, 2, ... The last one is in progress unless it is
// complete (only at the end of the game).
func (s *State) Monsters(p int) []Monster {
	var out []Monster
	idx := map[uint8]int{}
	for m := 0; m < int(s.nMon); m++ {
		mo := s.mons[m]
		if int(mo.owner) != p {
			continue
		}
		idx[uint8(m)] = len(out)
		out = append(out, Monster{Owner: p, Minion: int(mo.num), EyeTiles: int(mo.eyeTiles), Complete: mo.complete})
	}
	for i, t := range s.placed[:s.nPlaced] {
		j, ok := idx[t.mon]
		if !ok {
			continue
		}
		out[j].Tiles = append(out[j].Tiles, PlacedTile{
			Tile: int(t.tile), X: int(t.x), Y: int(t.y), Rot: int(t.rot),
			Edges: RotatedEdges(int(t.tile), int(t.rot)), Eye: tileEye[t.tile], Eyes: tiles[t.tile].Eyes, Order: i,
		})
	}
	if len(out) > 0 && !out[len(out)-1].Complete {
		for _, o := range s.open[:s.nOpen] {
			if int(o.owner) == p {
				out[len(out)-1].Open = append(out[len(out)-1].Open, Cell{int(o.x), int(o.y)})
			}
		}
	}
	return out
}

// Phase is the step the game is in.
func (s *State) Phase() Phase { return s.phase }

// FirstPick is the seat drawn to pick a starting tile first (the others
// follow clockwise); it is 0 until the order is drawn.
func (s *State) FirstPick() int { return int(s.firstPick) }

// Turn is the seat whose turn it is (or who picks a starting tile).
func (s *State) Turn() int { return int(s.turn) }

// MinionFor is the seat drawing a tile to start a minion in PhaseMinion.
func (s *State) MinionFor() int { return int(s.minionFor) }

// Hand returns the tile the player to play holds (PhasePlace only).
func (s *State) Hand() (tile int, ok bool) { return int(s.hand), s.hand >= 0 }

// PileSize is the number of face-down tiles left (in PhasePick, the
// face-up supply).
func (s *State) PileSize() int { return int(s.pileN) }

// PileTiles lists the tiles not yet drawn, by id: the face-up supply while
// seats pick, the face-down pile after (its contents are known, its order
// is not).
func (s *State) PileTiles() []int {
	var out []int
	for t := 0; t < NumTiles; t++ {
		if s.inPile(t) {
			out = append(out, t)
		}
	}
	return out
}

// Discarded lists the tiles discarded out of the game, in order.
func (s *State) Discarded() []int {
	out := make([]int, s.nDisc)
	for i, t := range s.disc[:s.nDisc] {
		out[i] = int(t)
	}
	return out
}

// CanTarget reports whether seat p may add tiles to seat t's monster in
// progress.
func (s *State) CanTarget(p, t int) bool { return s.canTarget(p, t) }

// LiveScore is a seat's score during the game.
type LiveScore struct {
	Banked int // points of completed monsters and minions: what the seat scores now
	AtRisk int // what the monster in progress would add if completed (lost if it stays open)
}

// Score returns seat p's live score.
func (s *State) Score(p int) LiveScore {
	var ls LiveScore
	for m := 0; m < int(s.nMon); m++ {
		mo := s.mons[m]
		if int(mo.owner) != p {
			continue
		}
		v := int(mo.eyeTiles)
		if mo.num == 0 {
			v = int(mo.tiles)
		}
		if mo.complete {
			ls.Banked += v
		} else {
			ls.AtRisk += v
		}
	}
	return ls
}

// ScoreInto writes the scores and ranks of Result into scores and ranks
// (NumPlayers entries each) without building the breakdown text.
func (s *State) ScoreInto(scores, ranks []int) {
	n := int(s.n)
	clear(scores[:n])
	for m := 0; m < int(s.nMon); m++ {
		mo := &s.mons[m]
		switch {
		case mo.num == 0 && mo.complete:
			scores[mo.owner] += int(mo.tiles)
		case mo.complete:
			scores[mo.owner] += int(mo.eyeTiles)
		}
	}
	engine.RankScores(scores[:n], ranks[:n])
}

// Result gives scores, ranks (tied leaders share rank 1) and per-seat
// breakdown lines; before the end it is the live count.
func (s *State) Result() engine.Result {
	n := int(s.n)
	r := engine.Result{Scores: make([]int, n), Ranks: make([]int, n), Breakdown: make([][]string, n)}
	for m := 0; m < int(s.nMon); m++ {
		mo := s.mons[m]
		p := int(mo.owner)
		var line string
		switch {
		case mo.num == 0 && mo.complete:
			line = fmt.Sprintf("First monster: %s = %d", tilesText(int(mo.tiles)), mo.tiles)
			r.Scores[p] += int(mo.tiles)
		case mo.num == 0:
			line = fmt.Sprintf("First monster (incomplete, %s) = 0", tilesText(int(mo.tiles)))
		case mo.complete:
			line = fmt.Sprintf("Minion %d: %s = %d", mo.num, eyeTilesText(int(mo.eyeTiles)), mo.eyeTiles)
			r.Scores[p] += int(mo.eyeTiles)
		default:
			line = fmt.Sprintf("Minion %d (incomplete, %s) = 0", mo.num, eyeTilesText(int(mo.eyeTiles)))
		}
		r.Breakdown[p] = append(r.Breakdown[p], line)
	}
	for p := 0; p < n; p++ {
		r.Breakdown[p] = append(r.Breakdown[p], fmt.Sprintf("Total = %d", r.Scores[p]))
	}
	engine.RankScores(r.Scores, r.Ranks)
	return r
}

// The optional engine interfaces for searchers.
var (
	_ engine.DeterminizerInto = (*State)(nil)
	_ engine.ResultScorer     = (*State)(nil)
)

// tilesText is "1 tile" or "N tiles".
func tilesText(n int) string {
	if n == 1 {
		return "1 tile"
	}
	return fmt.Sprintf("%d tiles", n)
}

// eyeTilesText is "1 tile with an eye" or "N tiles with eyes".
func eyeTilesText(n int) string {
	if n == 1 {
		return "1 tile with an eye"
	}
	return fmt.Sprintf("%d tiles with eyes", n)
}
