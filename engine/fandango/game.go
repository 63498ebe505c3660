package fandango

import (
	"fmt"
	"strconv"

	"monstermixer/engine"
)

type game struct{}

// Game is Monster Fandango.
var Game engine.Game = game{}

func init() { engine.Register(Game) }

func (game) ID() string      { return GameID }
func (game) Name() string    { return "Monster Fandango" }
func (game) MinPlayers() int { return 1 }
func (game) MaxPlayers() int { return MaxPlayers }

// RoundCaps are the round cap option's choices; DefaultRoundCap is the
// default: long enough for a solo game's three quests, short enough that
// a game between computer seats (which often fight on without finishing
// quests) ends in minutes; RULES.md has the figures.
var RoundCaps = []string{"20", "40", "60", "100"}

// DefaultRoundCap is the default round cap.
const DefaultRoundCap = "40"

func (game) Options() []engine.Option {
	sizes := make([]string, len(Sizes))
	for i, z := range Sizes {
		sizes[i] = z.Name
	}
	return []engine.Option{
		{Key: "map", Name: "Map size", Description: "Hexes per player: small 25, normal 32, large 45.", Default: "normal", Choices: sizes},
		{Key: "facing", Name: "Facing", Description: "The advanced rule: a unit attacks only into its three front hexes, steps into the hex it faces, and turning costs 1 movement.", Default: "off", Choices: []string{"off", "on"}},
		{Key: "rounds", Name: "Round cap", Description: "After this round the player with the most quests wins (solo: the quests are failed).", Default: DefaultRoundCap, Choices: RoundCaps},
	}
}

// HighScoreMode names the list of best scores a solo setup plays for (the
// app keeps them, see engine/highscores): one list per map size, and
// another with the advanced facing rule, since both change how many rounds
// three quests take; games of several seats keep none.
func (game) HighScoreMode(setup engine.Setup) (string, bool) {
	if setup.Players != 1 {
		return "", false
	}
	mode := "Solo, " + setup.Option("map", "normal") + " map"
	if setup.Option("facing", "off") == "on" {
		mode += ", facing"
	}
	return mode, true
}

// ScoreUnit is quests: each seat's score is its completed quests. A solo
// game counts rounds instead (State.ScoreUnit).
func (game) ScoreUnit() engine.ScoreUnit { return engine.ScoreUnit{One: "quest", Many: "quests"} }

// SoloUnit is the unit of a solo game's score: rounds taken to finish
// three quests, fewer is better.
var SoloUnit = engine.ScoreUnit{One: "round", Many: "rounds", LowerIsBetter: true}

// ScoreUnit is this setup's unit: rounds in a solo game, else quests.
func (s *State) ScoreUnit() engine.ScoreUnit {
	if s.n == 1 {
		return SoloUnit
	}
	return Game.(game).ScoreUnit()
}

// MaxActions bounds a game's length: every round each unit acts with at
// most a move, a thing and a chain of rolls and windows, and each wild
// monster moves and may attack; the map holds at most 4 units a hex.
func (game) MaxActions(setup engine.Setup) int {
	b, caps, err := parseSetup(setup)
	if err != nil {
		return 0
	}
	units := StackLimit * b.NumHexes()
	return 200 + setup.Players*40 + caps*units*24
}

func parseSetup(setup engine.Setup) (*Board, int, error) {
	if err := engine.ValidateSetup(Game, setup); err != nil {
		return nil, 0, err
	}
	per := 0
	size := setup.Option("map", "normal")
	for _, z := range Sizes {
		if z.Name == size {
			per = z.PerSeat
		}
	}
	if per == 0 {
		return nil, 0, fmt.Errorf("no map size %q", size)
	}
	caps, err := strconv.Atoi(setup.Option("rounds", DefaultRoundCap))
	if err != nil {
		return nil, 0, fmt.Errorf("round cap %q is not a number", setup.Option("rounds", DefaultRoundCap))
	}
	return NewBoard(setup.Players, per), caps, nil
}

func (game) NewState(setup engine.Setup) (engine.State, error) {
	b, caps, err := parseSetup(setup)
	if err != nil {
		return nil, err
	}
	s := &State{n: setup.Players, board: b, cap: caps, facing: setup.Option("facing", "off") == "on", nextID: 1, chestAt: -1, killer: Wild}
	s.players = make([]Player, s.n)
	s.searchd = make([]int8, b.NumHexes())
	for h := range s.searchd {
		s.searchd[h] = -1
	}
	s.lair = make([]bool, b.NumHexes())
	for p := range s.n {
		s.players[p].StartUnit = s.addUnit(Villager, p, b.Start(p))
	}
	s.phase = PhaseQuests
	s.roll = rkQuest
	return s, nil
}

// addUnit puts a new unit on hex h, facing the middle of the map, and
// returns its id.
func (s *State) addUnit(k Kind, owner, h int) int {
	id := s.nextID
	s.nextID++
	s.units = append(s.units, &Unit{ID: id, Kind: k, Owner: owner, Hex: h, Facing: s.board.Inward(h)})
	return id
}
