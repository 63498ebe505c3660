package scenes

import (
	"math/rand/v2"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

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
	newSession := func() *session.Session {
		s, err := session.New(roundsGameID, engine.Setup{Players: 1, Options: map[string]string{enginetest.OptHouse: "yes"}}, []record.Seat{{Name: "Anna", Kind: session.KindHuman}}, 1)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	s := newSession()
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

	s = newSession()
	g := finishAtTheTable(t, a, in, s, "deal 3", "keep", "deal 6")
	if g.unit != roundsUnit {
		t.Fatalf("the game over screen counts %+v, not the state's %+v", g.unit, roundsUnit)
	}
}
