package scenes

import (
	"math"
	"math/rand/v2"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

func TestOutcomeIsSaidInWordsThatFit(t *testing.T) {
	names := func(p int) string { return []string{"Anna", "Bob"}[p] }
	juice := engine.ScoreUnit{One: "Spook Juice", Many: "Spook Juice"}
	nobody := func(int) bool { return false }
	you := func(p int) bool { return p == 0 }
	cases := []struct {
		res            engine.Result
		you            func(int) bool
		title, summary string
	}{
		{engine.Result{Scores: []int{198}, Ranks: []int{2}, Rivals: []engine.Rival{{Name: "Spider Jack", Score: 212, Rank: 1}}}, you, "You lose", "Spider Jack 212, Anna 198: Spider Jack wins"},
		{engine.Result{Scores: []int{198}, Ranks: []int{2}, Rivals: []engine.Rival{{Name: "Spider Jack", Score: 212, Rank: 1}}}, nobody, "Anna loses", "Spider Jack 212, Anna 198: Spider Jack wins"},
		{engine.Result{Scores: []int{230}, Ranks: []int{1}, Rivals: []engine.Rival{{Name: "Spider Jack", Score: 212, Rank: 2}}}, you, "You win!", "Anna 230, Spider Jack 212: Anna wins"},
		{engine.Result{Scores: []int{3}, Ranks: []int{2}}, you, "You lose", ""},
		{engine.Result{Scores: []int{5}, Ranks: []int{1}}, nobody, "Anna wins!", ""},
		{engine.Result{Scores: []int{4, 9}, Ranks: []int{2, 1}}, nobody, "Bob wins!", ""},
		{engine.Result{Scores: []int{4, 4}, Ranks: []int{1, 1}, Rivals: []engine.Rival{{Name: "The House", Score: 4, Rank: 1}}}, nobody, "A shared win!", "Anna 4, Bob 4, The House 4: Anna, Bob and The House share the win"},
		{engine.Result{Scores: []int{4, 3}, Ranks: []int{2, 3}, Rivals: []engine.Rival{{Name: "The House", Score: 6, Rank: 1}}}, nobody, "The House wins!", "The House 6, Anna 4, Bob 3: The House wins"},
	}
	for i, c := range cases {
		title, summary := outcome(rankEntrants(c.res, names), juice, c.you)
		if title != c.title || summary != c.summary {
			t.Errorf("case %d: %q, %q; want %q, %q", i, title, summary, c.title, c.summary)
		}
	}
}

// A lone person who loses to the House sees it said so, with the game's
// score unit and the House's card among the breakdowns, beside the final
// board.
func TestGameOverShowsRivalsTheUnitAndTheBoard(t *testing.T) {
	a, in := newTestApp(t, nil)
	s := houseSolo(t, enginetest.HighCard.ID())
	g := finishAtTheTable(t, a, in, s, "deal 3", "keep", "deal 6")
	if g.title != "You lose" || g.board == nil || len(g.order) != 2 || g.order[0].name != "The House" {
		t.Fatalf("title %q, board %v, entrants %+v", g.title, g.board != nil, g.order)
	}
	unit := engine.UnitOf(s.Game)
	if unit == engine.Points {
		t.Fatal("High Card counts pips, not points: the test would prove nothing")
	}
	settle(t, a, in)
	img := render(t, a, "gameover-house")
	if n := count(img, tableInk, nil); n < 1000 {
		t.Fatalf("the final board is not drawn (%d pixels)", n)
	}
}

// Four entrants beside the final board share two rows of two cards, wide
// enough that a score line such as Monster Insurance's "Damaged factories:
// 7" keeps its count beside its words; and no card overlaps another or
// leaves the space beside the board.
func TestFourCardsBesideTheBoardKeepTheirLinesWhole(t *testing.T) {
	a, _ := newTestApp(t, nil)
	for _, n := range []int{4, 6} {
		checkCardsBesideTheBoard(t, a, n)
	}
}

// checkCardsBesideTheBoard lays out n cards beside the board and checks
// that they keep their score lines whole: each line's figure beside its
// words, the breakdown showing whole lines only.
func checkCardsBesideTheBoard(t *testing.T, a *App, n int) {
	t.Helper()
	lines := []string{"Damaged factories: 7 = +7", "Undamaged factories: 0 = 0", "Tokens never placed: 1 = -1"}
	g := &GameOver{board: struct{ ui.Table }{}}
	for p := 0; p < n; p++ {
		e := entrant{name: "Seat", seat: p, rank: p + 1, breakdown: lines}
		e.list = &ui.ScrollList{Size: 14, Wrap: true, Figures: true, Lines: lines}
		g.order = append(g.order, e)
	}
	g.layout(a)
	board := g.boardRect(a)
	area := ui.Rect{X: board.X + board.W + 20*a.Scale, Y: board.Y, W: a.R(1250, 0, 0, 0).X - board.X - board.W - 20*a.Scale, H: board.H}
	for i, e := range g.order {
		_, lh := e.list.LineHeight(a.Scale)
		if rows := (e.list.Rect.H - 8*a.Scale) / lh; math.Abs(rows-math.Round(rows)) > 0.01 {
			t.Errorf("%d cards: card %d's breakdown is %.2f lines high, not whole lines", n, i, rows)
		}
		c := g.cardRect(a, i)
		if c.X < area.X || c.Y < area.Y || c.X+c.W > area.X+area.W+0.5 || c.Y+c.H > area.Y+area.H+0.5 {
			t.Errorf("card %d %+v leaves the space beside the board %+v", i, c, area)
		}
		for j := 0; j < i; j++ {
			d := g.cardRect(a, j)
			if c.X < d.X+d.W && d.X < c.X+c.W && c.Y < d.Y+d.H && d.Y < c.Y+c.H {
				t.Errorf("cards %d and %d overlap", j, i)
			}
		}
		// The lines' height (TailY with nothing scrolled) counts the rows drawn.
		rows := (e.list.TailY(a.Scale) - e.list.Rect.Y - 6*a.Scale) / (14 * a.Scale * 1.45)
		if math.Round(rows) != float64(len(lines)) {
			t.Errorf("%d cards: card %d (%.0f wide) wraps its %d score lines into %.0f rows", n, i, c.W/a.Scale, len(lines), rows)
		}
	}
}

// endTold is a finished state that says why it ended.
type endTold struct{ engine.State }

func (endTold) EndReason() engine.Line {
	return engine.Say("every first monster is complete, with 12 tiles left in the pile")
}

// The game-over screen says why the game ended when the game tells, and
// an Enter pressed as the game ends (the second of a double Enter) does
// not start a new game: only one pressed once the screen has been up for
// a moment does.
func TestGameOverSaysWhyAndIgnoresAnEarlyEnter(t *testing.T) {
	a, in := newTestApp(t, nil)
	s := houseSolo(t, enginetest.HighCard.ID())
	g := finishAtTheTable(t, a, in, s, "deal 3", "keep", "deal 6")
	if want := "The game ended: everyone has kept a card and the House's card is dealt."; g.reason != want {
		t.Fatalf("High Card's reason %q, want %q", g.reason, want)
	}
	settle(t, a, in)
	in.Press(ui.CmdConfirm)
	tick(t, a, in, 1)
	settle(t, a, in)
	if a.Scene() != g {
		t.Fatalf("an Enter as the game ended left the result for %s", a.Scene().Name())
	}
	tick(t, a, in, keyGuard)
	in.Press(ui.CmdConfirm)
	tick(t, a, in, 1)
	if a.Scene() == g {
		t.Fatal("Enter once the screen was up did not play again")
	}

	told := *s
	told.State = endTold{s.State}
	b, inB := newTestApp(t, nil)
	h := NewGameOver(b, &told)
	if want := "The game ended: every first monster is complete, with 12 tiles left in the pile."; h.reason != want {
		t.Fatalf("reason %q, want %q", h.reason, want)
	}
	b.GoTo(h)
	settle(t, b, inB)
	img := render(t, b, "gameover-reason")
	r := b.R(40, 116, 1200, 24)
	if count(img, ui.ColTextDim, &r) < 50 {
		t.Fatal("the reason is not drawn")
	}
}

// roundsUnit is the unit of roundsState: its own, not its game's.
var roundsUnit = engine.ScoreUnit{One: "round", Many: "rounds", LowerIsBetter: true}

// roundsGame is High Card under another id whose states name their own
// score unit (as a solo mode counted in rounds does), while the game
// itself names none.
type roundsGame struct{ engine.Game }

// roundsGameID is the id roundsGame is registered under.
const roundsGameID = "test-highcard-rounds"

func (roundsGame) ID() string { return roundsGameID }
func (g roundsGame) NewState(setup engine.Setup) (engine.State, error) {
	s, err := g.Game.NewState(setup)
	if err != nil {
		return nil, err
	}
	return roundsState{s}, nil
}

// roundsState is a High Card state that counts rounds.
type roundsState struct{ engine.State }

func (roundsState) ScoreUnit() engine.ScoreUnit  { return roundsUnit }
func (roundsState) Game() engine.Game            { return roundsGame{enginetest.HighCard} }
func (s roundsState) Clone() engine.State        { return roundsState{s.State.Clone()} }
func (s roundsState) ViewFor(p int) engine.State { return roundsState{s.State.ViewFor(p)} }
func (s roundsState) DescribeEffects() []engine.Line {
	return s.State.(engine.EffectDescriber).DescribeEffects()
}
func (s roundsState) Determinize(p int, rng *rand.Rand) engine.State {
	return roundsState{s.State.Determinize(p, rng)}
}

func init() {
	engine.Register(roundsGame{enginetest.HighCard})
	ui.RegisterTable(roundsGameID, func() ui.Table { return &fakeTable{} })
}

// A game whose state names its own unit is scored in it at the table's
// side panel and on the game over screen, not in its game's unit.
func TestScoresAreInTheStatesOwnUnit(t *testing.T) {
	a, in := newTestApp(t, nil)
	s := houseSolo(t, roundsGameID)
	if engine.UnitOf(s.Game) == roundsUnit {
		t.Fatal("the game itself counts rounds: the test would prove nothing")
	}
	f, err := a.OpenTable(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	settle(t, a, in)
	render(t, a, "table-rounds")
	if f.scores.Unit != roundsUnit {
		t.Fatalf("the side panel counts %+v, not the state's %+v", f.scores.Unit, roundsUnit)
	}

	s = houseSolo(t, roundsGameID)
	g := finishAtTheTable(t, a, in, s, "deal 3", "keep", "deal 6")
	if g.unit != roundsUnit {
		t.Fatalf("the game over screen counts %+v, not the state's %+v", g.unit, roundsUnit)
	}
}

// houseSolo is a new session of game gameID (High Card or one of its
// kind) for Anna alone against the house, seed 1.
func houseSolo(t testing.TB, gameID string) *session.Session {
	t.Helper()
	s, err := session.New(gameID, engine.Setup{Players: 1, Options: map[string]string{enginetest.OptHouse: "yes"}}, []record.Seat{{Name: "Anna", Kind: session.KindHuman}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
