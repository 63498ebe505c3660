package ai

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"monstermixer/engine"
)

// Tiny games used only by this package's tests.

// tinyGame is the Game of every test game.
type tinyGame struct {
	id       string
	min, max int
	newState func(players int) engine.State
}

func (g *tinyGame) ID() string                  { return g.id }
func (g *tinyGame) Name() string                { return g.id }
func (g *tinyGame) MinPlayers() int             { return g.min }
func (g *tinyGame) MaxPlayers() int             { return g.max }
func (g *tinyGame) Options() []engine.Option    { return nil }
func (g *tinyGame) MaxActions(engine.Setup) int { return 10000 }
func (g *tinyGame) NewState(s engine.Setup) (engine.State, error) {
	if err := engine.ValidateSetup(g, s); err != nil {
		return nil, err
	}
	return g.newState(s.Players), nil
}

// numberNotation gives a state the notation "<action number>".
type numberNotation struct{}

func (numberNotation) ActionString(a engine.Action) string { return strconv.Itoa(int(a)) }

// The sentences of the engine's contract: the tiny games say the action's
// number, end without a reason and have no rules text.
func (numberNotation) DescribeAction(a engine.Action) engine.Line {
	return engine.Plain("Plays " + strconv.Itoa(int(a)))
}
func (numberNotation) EndReason() engine.Line { return nil }
func (numberNotation) Rules() string          { return "" }
func (numberNotation) ParseAction(s string) (engine.Action, error) {
	n, err := strconv.Atoi(s)
	return engine.Action(n), err
}

// applyLegal refuses an action that is not in legal.
func applyLegal(s engine.State, a engine.Action) error {
	if s.IsTerminal() {
		return engine.ErrGameOver
	}
	if !engine.IsLegal(s, a) {
		return engine.Illegal(strconv.Itoa(int(a)), "not legal here")
	}
	return nil
}

// winnerResult ranks seat w first (or everyone first when w < 0).
func winnerResult(n, w int) engine.Result {
	r := engine.Result{Scores: make([]int, n), Ranks: make([]int, n)}
	for p := range n {
		r.Ranks[p] = 2
		if w < 0 || p == w {
			r.Ranks[p] = 1
		}
		if p == w {
			r.Scores[p] = 1
		}
	}
	return r
}

// ---- Nim: one heap, take 1-3, whoever takes the last stone wins. ----

var nimGame = &tinyGame{id: "test-nim", min: 2, max: 2}

type nim struct {
	numberNotation
	heap, turn, winner int
}

func init() {
	nimGame.newState = func(int) engine.State { return &nim{heap: 15, winner: -1} }
}

func (s *nim) Game() engine.Game { return nimGame }
func (s *nim) NumPlayers() int   { return 2 }
func (s *nim) CurrentPlayer() int {
	if s.heap == 0 {
		return engine.Terminal
	}
	return s.turn
}
func (s *nim) AppendLegalActions(dst []engine.Action) []engine.Action {
	for k := 1; k <= 3 && k <= s.heap; k++ {
		dst = append(dst, engine.Action(k))
	}
	return dst
}
func (s *nim) ChanceOutcomes() []engine.ChanceOutcome { return nil }
func (s *nim) Apply(a engine.Action) error {
	if err := applyLegal(s, a); err != nil {
		return err
	}
	s.heap -= int(a)
	if s.heap == 0 {
		s.winner = s.turn
	}
	s.turn = 1 - s.turn
	return nil
}
func (s *nim) IsTerminal() bool      { return s.heap == 0 }
func (s *nim) Result() engine.Result { return winnerResult(2, s.winner) }
func (s *nim) Clone() engine.State   { c := *s; return &c }
func (s *nim) ViewFor(int) engine.State {
	return s.Clone()
}
func (s *nim) Determinize(int, *rand.Rand) engine.State { return s.Clone() }
func (s *nim) Encode() []byte {
	return fmt.Appendf(nil, "%d/%d/%d", s.heap, s.turn, s.winner)
}

// ---- Tic-tac-toe. ----

var tttGame = &tinyGame{id: "test-tictactoe", min: 2, max: 2}

type ttt struct {
	numberNotation
	cell   [9]int8 // 0 empty, 1 seat 0, 2 seat 1
	turn   int
	moves  int
	winner int
}

func init() {
	tttGame.newState = func(int) engine.State { return &ttt{winner: -1} }
}

var tttLines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func (s *ttt) Game() engine.Game { return tttGame }
func (s *ttt) NumPlayers() int   { return 2 }
func (s *ttt) CurrentPlayer() int {
	if s.IsTerminal() {
		return engine.Terminal
	}
	return s.turn
}
func (s *ttt) AppendLegalActions(dst []engine.Action) []engine.Action {
	if s.IsTerminal() {
		return dst
	}
	for i, c := range s.cell {
		if c == 0 {
			dst = append(dst, engine.Action(i))
		}
	}
	return dst
}
func (s *ttt) ChanceOutcomes() []engine.ChanceOutcome { return nil }
func (s *ttt) Apply(a engine.Action) error {
	if err := applyLegal(s, a); err != nil {
		return err
	}
	s.cell[a] = int8(s.turn + 1)
	s.moves++
	for _, l := range tttLines {
		if s.cell[l[0]] != 0 && s.cell[l[0]] == s.cell[l[1]] && s.cell[l[1]] == s.cell[l[2]] {
			s.winner = s.turn
		}
	}
	s.turn = 1 - s.turn
	return nil
}
func (s *ttt) IsTerminal() bool      { return s.winner >= 0 || s.moves == 9 }
func (s *ttt) Result() engine.Result { return winnerResult(2, s.winner) }
func (s *ttt) Clone() engine.State   { c := *s; return &c }
func (s *ttt) ViewFor(int) engine.State {
	return s.Clone()
}
func (s *ttt) Determinize(int, *rand.Rand) engine.State { return s.Clone() }
func (s *ttt) Encode() []byte                           { return fmt.Appendf(nil, "%v/%d/%d", s.cell, s.turn, s.winner) }

// ---- Pig (2-4 seats): roll a die (chance) or hold; a 1 loses the turn
// total; the first to 20 wins. Scores are the banked points. ----

var pigGame = &tinyGame{id: "test-pig", min: 2, max: 4}

const (
	pigRoll engine.Action = 0
	pigHold engine.Action = 1
	pigGoal               = 20
)

type pig struct {
	numberNotation
	banked  []int
	turn    int
	total   int
	rolling bool // a die is in the air: chance decides
	winner  int
}

func init() {
	pigGame.newState = func(n int) engine.State { return &pig{banked: make([]int, n), winner: -1} }
}

func (s *pig) Game() engine.Game { return pigGame }
func (s *pig) NumPlayers() int   { return len(s.banked) }
func (s *pig) CurrentPlayer() int {
	switch {
	case s.winner >= 0:
		return engine.Terminal
	case s.rolling:
		return engine.Chance
	}
	return s.turn
}
func (s *pig) AppendLegalActions(dst []engine.Action) []engine.Action {
	switch {
	case s.winner >= 0:
		return dst
	case s.rolling:
		for f := 1; f <= 6; f++ {
			dst = append(dst, engine.Action(f))
		}
		return dst
	}
	return append(dst, pigRoll, pigHold)
}
func (s *pig) ChanceOutcomes() []engine.ChanceOutcome {
	if !s.rolling || s.winner >= 0 {
		return nil
	}
	out := make([]engine.ChanceOutcome, 6)
	for f := range out {
		out[f] = engine.ChanceOutcome{Action: engine.Action(f + 1), Prob: 1.0 / 6}
	}
	return out
}
func (s *pig) Apply(a engine.Action) error {
	if err := applyLegal(s, a); err != nil {
		return err
	}
	switch {
	case s.rolling:
		s.rolling = false
		if a == 1 {
			s.total = 0
			s.turn = (s.turn + 1) % len(s.banked)
		} else {
			s.total += int(a)
			if s.banked[s.turn]+s.total >= pigGoal {
				s.banked[s.turn] += s.total
				s.winner = s.turn
			}
		}
	case a == pigRoll:
		s.rolling = true
	default:
		s.banked[s.turn] += s.total
		s.total = 0
		s.turn = (s.turn + 1) % len(s.banked)
	}
	return nil
}
func (s *pig) IsTerminal() bool { return s.winner >= 0 }
func (s *pig) Result() engine.Result {
	r := winnerResult(len(s.banked), s.winner)
	copy(r.Scores, s.banked)
	return r
}
func (s *pig) Clone() engine.State {
	c := *s
	c.banked = append([]int(nil), s.banked...)
	return &c
}
func (s *pig) ViewFor(int) engine.State                 { return s.Clone() }
func (s *pig) Determinize(int, *rand.Rand) engine.State { return s.Clone() }
func (s *pig) Encode() []byte {
	return fmt.Appendf(nil, "%v/%d/%d/%v/%d", s.banked, s.turn, s.total, s.rolling, s.winner)
}

// ---- Gamble: seat 0 picks a coin (0: wins 30% of the time, 1: 70%),
// chance flips it; seat 0 wins on heads, seat 1 otherwise. ----

var gambleGame = &tinyGame{id: "test-gamble", min: 2, max: 2}

type gamble struct {
	numberNotation
	coin   int // -1 before the choice
	winner int // -1 before the flip
}

func init() {
	gambleGame.newState = func(int) engine.State { return &gamble{coin: -1, winner: -1} }
}

func (s *gamble) Game() engine.Game { return gambleGame }
func (s *gamble) NumPlayers() int   { return 2 }
func (s *gamble) CurrentPlayer() int {
	switch {
	case s.winner >= 0:
		return engine.Terminal
	case s.coin >= 0:
		return engine.Chance
	}
	return 0
}
func (s *gamble) AppendLegalActions(dst []engine.Action) []engine.Action {
	if s.winner >= 0 {
		return dst
	}
	return append(dst, 0, 1) // coin choice, or heads(0)/tails(1)
}
func (s *gamble) ChanceOutcomes() []engine.ChanceOutcome {
	if s.coin < 0 || s.winner >= 0 {
		return nil
	}
	p := [2]float64{0.3, 0.7}[s.coin]
	return []engine.ChanceOutcome{{Action: 0, Prob: p}, {Action: 1, Prob: 1 - p}}
}
func (s *gamble) Apply(a engine.Action) error {
	if err := applyLegal(s, a); err != nil {
		return err
	}
	if s.coin < 0 {
		s.coin = int(a)
	} else {
		s.winner = int(a)
	}
	return nil
}
func (s *gamble) IsTerminal() bool                         { return s.winner >= 0 }
func (s *gamble) Result() engine.Result                    { return winnerResult(2, s.winner) }
func (s *gamble) Clone() engine.State                      { c := *s; return &c }
func (s *gamble) ViewFor(int) engine.State                 { return s.Clone() }
func (s *gamble) Determinize(int, *rand.Rand) engine.State { return s.Clone() }
func (s *gamble) Encode() []byte                           { return fmt.Appendf(nil, "%d/%d", s.coin, s.winner) }

// ---- Guess: chance deals seat 1 a secret card (0, 1 or 2 with
// probabilities 0.2, 0.2, 0.6); seat 0 guesses it; seat 1 then shows it
// (its only legal action is its own card, so the legal actions differ
// between determinizations). Seat 0 wins a correct guess. ----

var guessGame = &tinyGame{id: "test-guess", min: 2, max: 2}

var guessPrior = [3]float64{0.2, 0.2, 0.6}

type guess struct {
	numberNotation
	card   int  // -1 before the deal; -2 when hidden in a view
	guess  int  // -1 before the guess
	shown  bool // seat 1 has shown its card
	isView bool // a view: must be determinized before play
}

func init() {
	guessGame.newState = func(int) engine.State { return &guess{card: -1, guess: -1} }
}

func (s *guess) Game() engine.Game { return guessGame }
func (s *guess) NumPlayers() int   { return 2 }
func (s *guess) CurrentPlayer() int {
	switch {
	case s.shown:
		return engine.Terminal
	case s.card == -1:
		return engine.Chance
	case s.guess < 0:
		return 0
	}
	return 1
}
func (s *guess) AppendLegalActions(dst []engine.Action) []engine.Action {
	switch s.CurrentPlayer() {
	case engine.Chance, 0:
		return append(dst, 0, 1, 2)
	case 1:
		if s.card >= 0 {
			return append(dst, engine.Action(s.card))
		}
		return append(dst, 0, 1, 2)
	}
	return dst
}
func (s *guess) ChanceOutcomes() []engine.ChanceOutcome {
	if s.card != -1 {
		return nil
	}
	return []engine.ChanceOutcome{{Action: 0, Prob: guessPrior[0]}, {Action: 1, Prob: guessPrior[1]}, {Action: 2, Prob: guessPrior[2]}}
}
func (s *guess) Apply(a engine.Action) error {
	if s.isView {
		panic("test-guess: a view was played without Determinize")
	}
	if err := applyLegal(s, a); err != nil {
		return err
	}
	switch s.CurrentPlayer() {
	case engine.Chance:
		s.card = int(a)
	case 0:
		s.guess = int(a)
	default:
		s.shown = true
	}
	return nil
}
func (s *guess) IsTerminal() bool { return s.shown }
func (s *guess) Result() engine.Result {
	if s.shown && s.guess == s.card {
		return winnerResult(2, 0)
	}
	return winnerResult(2, 1)
}
func (s *guess) Clone() engine.State { c := *s; return &c }
func (s *guess) ViewFor(p int) engine.State {
	c := *s
	if p == 0 && !s.shown && s.card >= 0 {
		c.card = -2
	}
	c.isView = true
	return &c
}
func (s *guess) Determinize(p int, rng *rand.Rand) engine.State {
	c := *s
	c.isView = false
	if c.card == -2 {
		x := rng.Float64()
		c.card = 2
		for i, pr := range guessPrior {
			if x -= pr; x < 0 {
				c.card = i
				break
			}
		}
	}
	return &c
}
func (s *guess) Encode() []byte {
	return fmt.Appendf(nil, "%d/%d/%v", s.card, s.guess, s.shown)
}

// cheat wraps a full state so that "determinizing" it returns the truth:
// a search run on it sees the secret.
type cheat struct{ engine.State }

func (c cheat) Determinize(int, *rand.Rand) engine.State { return c.State.Clone() }

// ---- Needle: seat 0 names a number 0..199 and wins only with 137. ----

var needleGame = &tinyGame{id: "test-needle", min: 2, max: 2}

const needle = 137

type needleState struct {
	numberNotation
	pick int // -1 before the pick
}

func init() {
	needleGame.newState = func(int) engine.State { return &needleState{pick: -1} }
}

func (s *needleState) Game() engine.Game { return needleGame }
func (s *needleState) NumPlayers() int   { return 2 }
func (s *needleState) CurrentPlayer() int {
	if s.pick >= 0 {
		return engine.Terminal
	}
	return 0
}
func (s *needleState) AppendLegalActions(dst []engine.Action) []engine.Action {
	for k := 0; k < 200 && s.pick < 0; k++ {
		dst = append(dst, engine.Action(k))
	}
	return dst
}
func (s *needleState) ChanceOutcomes() []engine.ChanceOutcome { return nil }
func (s *needleState) Apply(a engine.Action) error {
	if err := applyLegal(s, a); err != nil {
		return err
	}
	s.pick = int(a)
	return nil
}
func (s *needleState) IsTerminal() bool { return s.pick >= 0 }
func (s *needleState) Result() engine.Result {
	if s.pick == needle {
		return winnerResult(2, 0)
	}
	return winnerResult(2, 1)
}
func (s *needleState) Clone() engine.State                      { c := *s; return &c }
func (s *needleState) ViewFor(int) engine.State                 { return s.Clone() }
func (s *needleState) Determinize(int, *rand.Rand) engine.State { return s.Clone() }
func (s *needleState) Encode() []byte                           { return fmt.Appendf(nil, "%d", s.pick) }
