package insurance

import (
	ins "monstermixer/engine/insurance"
)

// cell is what the table shows on one board square.
type cell struct {
	tok  ins.Token
	ok   bool
	drop float64 // 0..1: the token is landing (1 = settled)
	flip float64 // 0..1: the token is flipping to its damaged side
}

// model is what the table shows: a copy of the public state that the
// reveal animation changes step by step, so that the board shows each
// moment of the monster's walk. It is always filled from a view.
type model struct {
	gen     int // bumped on every change the panels show
	board   *ins.Board
	n       int
	phase   ins.Phase
	round   int
	turn    int
	first   int
	current int // seat deciding, or engine.Chance/Terminal
	monster ins.Pose
	placed  bool
	cells   [ins.MaxSquares]cell

	supply   [ins.MaxPlayers][ins.NumTokenTypes]int
	returned [ins.MaxPlayers][ins.NumTokenTypes]int
	score    [ins.MaxPlayers]int
	// played[q][r] is the card seat q played face up in round r+1 (earlier
	// rounds only); pickedUp marks those taken back into the last round's
	// hand.
	played   [ins.MaxPlayers][ins.NumRounds]ins.Card
	pickedUp [ins.MaxPlayers][ins.NumRounds]bool
	// down is this round's card of each seat (0 none, ins.Unknown hidden);
	// up says it has been turned face up.
	down [ins.MaxPlayers]ins.Card
	up   [ins.MaxPlayers]bool
	// hand is the viewer's hand (without the card it put face down), and
	// handUp marks cards picked up again in the last round.
	hand   []ins.Card
	handUp []bool
	// tileFade is how far each tile position has faded in (1 shown).
	tileFade [ins.MaxTilesSide * ins.MaxTilesSide]float64
}

// sync fills the model from a view for the viewer: a seat, or
// engine.Observer for the neutral view, in which every pick is face down
// and no hand shows.
func (m *model) sync(st *ins.State, viewer int) {
	m.gen++
	m.board = st.Board()
	m.n = st.NumPlayers()
	m.phase = st.Phase()
	m.round = st.Round()
	m.turn = st.Turn()
	m.first = st.FirstPlayer()
	m.current = st.CurrentPlayer()
	m.monster, m.placed = st.Monster()
	ns := m.board.NumSquares()
	for sq := 0; sq < ns; sq++ {
		t, ok := st.TokenAt(ins.Square(sq))
		m.cells[sq] = cell{tok: t, ok: ok, drop: 1, flip: 1}
	}
	for i := range m.tileFade {
		m.tileFade[i] = 1
	}
	completed := m.round - 1
	if m.phase == ins.PhaseOver {
		completed = ins.NumRounds
	}
	for q := 0; q < m.n; q++ {
		tl := st.Tally(q)
		m.score[q] = tl.Score
		for t := ins.TokenType(0); t < ins.NumTokenTypes; t++ {
			m.supply[q][t] = st.Supply(q, t)
			m.returned[q][t] = st.Returned(q, t)
		}
		for r := 0; r < ins.NumRounds; r++ {
			m.played[q][r] = 0
			m.pickedUp[q][r] = false
			if r < completed {
				m.played[q][r] = st.Played(q, r+1)
			}
		}
		m.down[q], m.up[q] = st.FaceDown(q), false
		if q != viewer && m.down[q] != 0 {
			// Only the viewer's own pick shows (a view hides the others
			// already; this keeps them hidden whatever state is shown).
			m.down[q] = ins.Unknown
		}
		if m.phase == ins.PhaseDice {
			// The round's cards are turned up one by one: those after the
			// Wild that waits for its dice are still face down.
			m.down[q] = st.Played(q, m.round)
		}
		if m.round == ins.NumRounds && m.phase != ins.PhaseOver {
			for _, c := range st.Hand(q) {
				for r := 0; r < completed; r++ {
					if m.played[q][r] == c {
						m.pickedUp[q][r] = true
					}
				}
			}
		}
	}
	if m.phase == ins.PhaseDice {
		for i := 0; i <= m.turn && i < m.n; i++ {
			m.up[st.PlayOrder(i)] = true
		}
	}
	m.hand, m.handUp = m.hand[:0], m.handUp[:0]
	if viewer >= 0 && viewer < m.n && m.phase != ins.PhaseOver {
		down := st.FaceDown(viewer)
		for _, c := range st.Hand(viewer) {
			if c == down && m.phase != ins.PhaseDice {
				continue
			}
			up := false
			for r := 0; r < completed; r++ {
				if m.played[viewer][r] == c {
					up = true
				}
			}
			m.hand = append(m.hand, c)
			m.handUp = append(m.handUp, up)
		}
	}
}

// fadeTile sets how far the tile at position pos has faded in (0 hidden,
// 1 shown); a position off the board is ignored.
func (m *model) fadeTile(pos int, v float64) {
	if pos >= 0 && pos < len(m.tileFade) {
		m.tileFade[pos] = v
	}
}
