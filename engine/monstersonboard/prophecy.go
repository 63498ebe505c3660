package monstersonboard

// Grid is the Order of Spider Jack as final scoring sees it: Grid[r][c]
// is the die in row r, column c (the zero Die where the spot is empty).
type Grid [NumRows][NumCols]Die

// rowCond is a Prophecy condition scored on any one row.
type rowCond struct {
	text  string
	score func(row [NumCols]Die) int
}

// Prophecy is a Prophecy card: the lines it shows and how it scores
// (before the cap of 50).
type Prophecy struct {
	Lines []string
	rows  []rowCond         // conditions on any one row each, every row used once
	cols  func(g *Grid) int // conditions on the matching-position columns
	other func(g *Grid) int // any other scoring (card 02's groups)
}

// Score is what the card scores for g, at most ProphecyCap.
func (p *Prophecy) Score(g *Grid) int {
	total := bestRows(g, p.rows)
	if p.cols != nil {
		total += p.cols(g)
	}
	if p.other != nil {
		total += p.other(g)
	}
	return min(total, ProphecyCap)
}

// bestRows scores the row conditions, each on a different row, choosing
// the assignment that scores most. Each condition is scored on each row
// once.
func bestRows(g *Grid, conds []rowCond) int {
	var v [maxRowConds][NumRows]int
	for i, c := range conds {
		for r := range NumRows {
			v[i][r] = c.score(g[r])
		}
	}
	var best func(i int, used uint) int
	best = func(i int, used uint) int {
		if i == len(conds) {
			return 0
		}
		b := best(i+1, used) // this condition scores on no row
		for r := 0; r < NumRows; r++ {
			if used&(1<<r) != 0 {
				continue
			}
			if v[i][r] > 0 {
				b = max(b, v[i][r]+best(i+1, used|1<<r))
			}
		}
		return b
	}
	return best(0, 0)
}

// maxRowConds is the most row conditions a Prophecy card has.
const maxRowConds = 3

func count(row [NumCols]Die) int {
	n := 0
	for _, d := range row {
		if !d.Empty() {
			n++
		}
	}
	return n
}

func rowSum(row [NumCols]Die) int {
	s := 0
	for _, d := range row {
		s += d.Rank()
	}
	return s
}

func column(g *Grid, c int) (col [NumRows]Die, full bool) {
	full = true
	for r := 0; r < NumRows; r++ {
		col[r] = g[r][c]
		full = full && !col[r].Empty()
	}
	return col, full
}

func colSum(g *Grid, c int) int {
	s := 0
	for r := 0; r < NumRows; r++ {
		s += g[r][c].Rank()
	}
	return s
}

// perColumn scores points[c] for each column c whose dice meet ok.
func perColumn(points [NumCols]int, ok func(g *Grid, c int) bool) func(g *Grid) int {
	return func(g *Grid) int {
		t := 0
		for c := 0; c < NumCols; c++ {
			if ok(g, c) {
				t += points[c]
			}
		}
		return t
	}
}

func exactSpots(want ...int) func(row [NumCols]Die) bool {
	return func(row [NumCols]Die) bool {
		for i, w := range want {
			if row[i].Rank() != w {
				return false
			}
		}
		return true
	}
}

func when(pts int, ok func(row [NumCols]Die) bool) func(row [NumCols]Die) int {
	return func(row [NumCols]Die) int {
		if ok(row) {
			return pts
		}
		return 0
	}
}

func colours(row [NumCols]Die) (distinct int) {
	var seen [NumColours]bool
	for _, d := range row {
		if !d.Empty() && !seen[d.Colour()] {
			seen[d.Colour()] = true
			distinct++
		}
	}
	return distinct
}

func allRanks(min int, ok func(r int) bool) func(row [NumCols]Die) bool {
	return func(row [NumCols]Die) bool {
		if count(row) < min {
			return false
		}
		for _, d := range row {
			if !d.Empty() && !ok(d.Rank()) {
				return false
			}
		}
		return true
	}
}

// Prophecies are the 12 Prophecy cards, card 01 first.
var Prophecies = [NumProphecies]Prophecy{
	{ // 01
		Lines: []string{
			"Descending ranks: the 4 leftmost dice of a row show 6, 5, 4, 3: 20",
			"Same rank: 3 dice of one rank in a row: 4; 4 dice: 6; 5 dice: 8; 6 dice: 10",
			"One colour: the 4 leftmost dice of a row are the same colour: 14",
		},
		rows: []rowCond{
			{"descending", when(20, exactSpots(6, 5, 4, 3))},
			{"same rank", func(row [NumCols]Die) int {
				var n [7]int
				for _, d := range row {
					n[d.Rank()]++
				}
				best := 0
				for r := 1; r <= 6; r++ {
					best = max(best, n[r])
				}
				if best < 3 {
					return 0
				}
				return 2 * (best - 1)
			}},
			{"one colour", when(14, func(row [NumCols]Die) bool {
				for i := 0; i < 4; i++ {
					if row[i].Empty() || row[i].Colour() != row[0].Colour() {
						return false
					}
				}
				return true
			})},
		},
	},
	{ // 02
		Lines: []string{
			"Groups: the 2 leftmost, the 2 centre and the 2 rightmost columns are three groups; a group meets the card when its 6 dice add up to 24 or more",
			"One group: 10; two groups: 25; three groups: 45",
		},
		other: func(g *Grid) int {
			met := 0
			for k := 0; k < 3; k++ {
				if colSum(g, 2*k)+colSum(g, 2*k+1) >= 24 {
					met++
				}
			}
			return [4]int{0, 10, 25, 45}[met]
		},
	},
	{ // 03
		Lines: []string{
			"A row of 6 dice in 6 different colours: 18",
			"A row of at least 4 dice, all rank 4 or more: 16",
			"A row whose ranks add up to exactly 21: 16",
		},
		rows: []rowCond{
			{"rainbow", when(18, func(row [NumCols]Die) bool { return colours(row) == NumCols && count(row) == NumCols })},
			{"high", when(16, allRanks(4, func(r int) bool { return r >= 4 }))},
			{"21", when(16, func(row [NumCols]Die) bool { return rowSum(row) == 21 })},
		},
	},
	{ // 04
		Lines: []string{
			"Each column whose ranks add up to exactly 10 scores, left to right: 4, 6, 8, 10, 14, 18",
		},
		cols: perColumn([NumCols]int{4, 6, 8, 10, 14, 18}, func(g *Grid, c int) bool { return colSum(g, c) == 10 }),
	},
	{ // 05
		Lines: []string{
			"Each full column with no two adjacent even dice and no two adjacent odd dice scores, left to right: 5, 6, 7, 8, 9, 10",
		},
		cols: perColumn([NumCols]int{5, 6, 7, 8, 9, 10}, func(g *Grid, c int) bool {
			col, full := column(g, c)
			return full && col[0].Rank()%2 != col[1].Rank()%2 && col[1].Rank()%2 != col[2].Rank()%2
		}),
	},
	{ // 06
		Lines: []string{
			"Each full column whose every die is the shown colour or the shown rank scores 8; left to right: blue or 1, green or 2, pink or 3, orange or 4, purple or 5, yellow or 6",
		},
		cols: perColumn([NumCols]int{8, 8, 8, 8, 8, 8}, func(g *Grid, c int) bool {
			col, full := column(g, c)
			if !full {
				return false
			}
			for _, d := range col {
				if d.Colour() != c && d.Rank() != c+1 {
					return false
				}
			}
			return true
		}),
	},
	{ // 07
		Lines: []string{
			"A row whose ranks add up to 30 or more: 15",
			"A row whose ranks add up to exactly 20: 15",
			"A full row whose ranks add up to 12 or less: 15",
		},
		rows: []rowCond{
			{"30", when(15, func(row [NumCols]Die) bool { return rowSum(row) >= 30 })},
			{"20", when(15, func(row [NumCols]Die) bool { return rowSum(row) == 20 })},
			{"12", when(15, func(row [NumCols]Die) bool { return count(row) == NumCols && rowSum(row) <= 12 })},
		},
	},
	{ // 08
		Lines: []string{
			"In a row, spot 1 + spot 2 = spot 3: 12",
			"In a row, spot 4 - spot 5 = spot 6: 12",
			"In a full row, spots 1 + 2 + 3 = spots 4 + 5 + 6: 16",
		},
		rows: []rowCond{
			{"sum", when(12, func(row [NumCols]Die) bool {
				return !row[0].Empty() && !row[1].Empty() && row[0].Rank()+row[1].Rank() == row[2].Rank()
			})},
			{"difference", when(12, func(row [NumCols]Die) bool {
				return !row[3].Empty() && !row[4].Empty() && !row[5].Empty() && row[3].Rank()-row[4].Rank() == row[5].Rank()
			})},
			{"halves", when(16, func(row [NumCols]Die) bool {
				return count(row) == NumCols && row[0].Rank()+row[1].Rank()+row[2].Rank() == row[3].Rank()+row[4].Rank()+row[5].Rank()
			})},
		},
	},
	{ // 09
		Lines: []string{
			"Each full column of one colour scores, left to right: 6, 7, 8, 8, 9, 10",
		},
		cols: perColumn([NumCols]int{6, 7, 8, 8, 9, 10}, func(g *Grid, c int) bool {
			col, full := column(g, c)
			return full && col[0].Colour() == col[1].Colour() && col[1].Colour() == col[2].Colour()
		}),
	},
	{ // 10
		Lines: []string{
			"2 colours only: a row with dice of exactly two colours: 15",
			"A full row, all odd ranks: 15",
			"A full row, all even ranks: 15",
		},
		rows: []rowCond{
			{"two colours", when(15, func(row [NumCols]Die) bool { return colours(row) == 2 })},
			{"odd", when(15, allRanks(NumCols, func(r int) bool { return r%2 == 1 }))},
			{"even", when(15, allRanks(NumCols, func(r int) bool { return r%2 == 0 }))},
		},
	},
	{ // 11
		Lines: []string{
			"Each column where top + middle = bottom scores, left to right: 5, 6, 7, 8, 9, 10",
		},
		cols: perColumn([NumCols]int{5, 6, 7, 8, 9, 10}, func(g *Grid, c int) bool {
			col, full := column(g, c)
			return full && col[0].Rank()+col[1].Rank() == col[2].Rank()
		}),
	},
	{ // 12
		Lines: []string{
			"Each column whose ranks add up to exactly its total scores, left to right: total 6 for 6, total 8 for 7, total 10 for 8, total 12 for 8, total 14 for 9, total 16 for 10",
		},
		cols: perColumn([NumCols]int{6, 7, 8, 8, 9, 10}, func(g *Grid, c int) bool {
			return colSum(g, c) == [NumCols]int{6, 8, 10, 12, 14, 16}[c]
		}),
	},
}
