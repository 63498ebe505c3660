// Package engine is the rules-engine core shared by every Monster Mixer game.
//
// A Game describes one board game and makes initial States. A State answers
// who decides now (a seat, or Chance), lists the legal actions in a
// deterministic order, applies an action (refusing an illegal one and leaving
// the state unchanged), and reports the result when the game is over.
//
// Every random event (a draw, a roll) is a chance decision: when
// CurrentPlayer returns Chance, LegalActions lists the outcomes and
// ChanceOutcomes gives their probabilities. A driver (the app, a simulation,
// the AI) picks an outcome with a seeded generator; a record or a test may
// name it instead. The package never imports a UI toolkit.
//
// # Outcomes
//
// A Result ranks the seats and its rivals together: opponents that are not
// seats (Spider Jack in a solo game, neutral monsters) have a name, a score
// and a rank, so "Spider Jack 212, Anna 198: Spider Jack wins" is a result
// and a lone seat can lose. A solo game with no rival ranks its seat 1 when
// it met the game's goal and 2 when it did not; one with no goal either (a
// score attack) is ScoreOnly: nobody wins or loses. RankScores and RankKeys rank
// with shared ties; a game names what it counts with ScoreUnit.
//
// # Response windows
//
// Some rules let a seat act during another seat's turn: an interrupt or a
// loot card in Chess Monsters, the Orc taking an attack or the Ratman
// changing a die in Monster Fandango, an Arch Monster card flipped "at any
// time" in Monsters on Board. Every game models them the same way:
//
//   - A response window is an ordinary decision of the seat that may
//     respond: CurrentPlayer returns that seat, LegalActions lists its
//     responses and the window's Pass action, and the state's OpenWindow
//     (WindowOpener) says that the decision is a window, which action
//     passes, and what to ask a person.
//   - Whether a window opens, and for whom, depends only on what every
//     other seat can see: the game opens it whenever that seat could hold a
//     usable response as far as the others know (Chess Monsters: a hand
//     whose unseen pool has an interrupt with a target, a reserve that may
//     hold Worbin), whether or not it really does, and the seat may only be
//     able to pass. A window that opened only on a held answer would tell
//     the others what is held, even when passed. The conformance suite
//     checks it from every seat's side: a state sampled for any seat before
//     an action, with the same action applied, opens the same window for
//     the same seat, or none.
//   - What a window asks (its prompt, its responses) depends only on what
//     the responding seat sees. Window.Useful is that seat's own judgement
//     and may read its secrets: a driver must not let it change what the
//     other seats see.
//   - Pass closes the window and the interrupted play resumes. A response
//     resolves at once and then, as the rules say, play resumes or the
//     interrupted seat chooses again.
//
// Drivers treat a window like any decision (the AI searches it, a record
// writes its action). The app keeps the table the same whatever the
// responder holds. On a screen that several people share, a window of a
// person who is not on screen is first a public "Wait!" moment: a banner
// on the neutral view, "Wait! NAME may respond", for 2 seconds, that the
// person claims with a tap or W; only the claim brings their curtain (when
// the response shows a secret) and a small prompt, and an unclaimed window
// passes. The banner looks and lasts the same in every state, whatever the
// "Ask me about responses" setting says except "never", which passes every
// window of a person at once; "only when useful" acts only when one person
// is at the screen. A computer answers at a fixed moment after the move,
// its search stopped there if still running.
//
// # Events
//
// Every game's *State reports what the last action caused, for a table
// to animate and the log to tell, with one method (EventRecorder), each
// game with its own Event type:
//
//	func (s *State) Events() []Event
//
// What it returns:
//
//   - After Apply (or ApplyChosen) the events are what that action caused,
//     in the order a person should see them: the action itself first, then
//     what it set off. They are recorded while the action is applied, not
//     predicted before it or worked out by comparing two states.
//   - A refused action leaves the state, its events too, as it was.
//   - A fresh state has none.
//   - Clone carries the last action's events; ViewFor(p) carries them too,
//     holding only what seat p may know (ViewFor(Observer): what every seat
//     may know), so a table shown a view animates it without a secret.
//     Determinize need not carry them.
//   - The slice belongs to the state: a caller reads it, does not change
//     it, and does not keep it past the state's next Apply.
//
// A game may leave out of the searcher's path (ApplyChosen) what only a
// table needs, as long as Apply records it; its Events method says so.
//
// # Views and length
//
// ViewFor(p) hides what seat p must not see; ViewFor(Observer) hides every
// seat's secrets, for the table between people's turns. Every game
// implements Bounded: the most actions a game can take, ending itself by
// its own rule (a round cap) before that bound under random play.
package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
)

// Action is one move or chance outcome, encoded by each game as an integer.
// Its meaning depends on the game and on the state it is applied to.
type Action int32

// Special values returned by State.CurrentPlayer.
const (
	// Chance is the decider of a chance node: a draw or a roll.
	Chance = -1
	// Terminal is returned by CurrentPlayer when the game is over.
	Terminal = -2
)

// ChanceOutcome is one possible outcome of a chance node and its probability.
type ChanceOutcome struct {
	Action Action
	Prob   float64
}

// Option describes one setup option (a variant) that a game offers.
type Option struct {
	Key         string   // short key used in records, e.g. "tiles"
	Name        string   // display name
	Description string   // one sentence for the new-game screen
	Default     string   // default value, one of Choices
	Choices     []string // allowed values, in display order
	// Labels, when set, name each choice for a person ("Seat 2 first"),
	// parallel to Choices; without them the app shows a choice as it is,
	// with a capital first letter.
	Labels []string
	// MinPlayers and MaxPlayers, when not zero, bound the player counts the
	// option applies to (a solo mode only with one seat).
	MinPlayers, MaxPlayers int
	// Requires lists other options' values the option needs (a difficulty
	// that only the solo mode versus Spider Jack has); nil for none.
	Requires map[string]string
	// ChoiceMinPlayers, when set, is parallel to Choices: choice i is
	// offered only with at least ChoiceMinPlayers[i] players (0 or 1:
	// always), as "Player 3 first" needs a third seat. The default must be
	// offered at every player count the option applies to. It narrows what
	// a person is offered (Offered); ValidateSetup accepts every choice, so
	// a game refuses in NewState a choice that means nothing with its
	// player count, or reads it as the offered one it amounts to.
	ChoiceMinPlayers []int
	// PlayerLabels, when set, name the choices for a given player count
	// where Labels would say too much: PlayerLabels[n] is parallel to
	// Choices and names each choice for n players ("Player 2, then
	// Player 1" for the birth order "2134" in a 2-player game, where Labels
	// names all four seats). A player count without labels of its own, or
	// an empty label, falls back to Labels. Only the labels change with the
	// player count: the choices (the values records keep) stay the same.
	PlayerLabels map[int][]string
	// Seats, when set, is parallel to Choices: the seats (from 0) that
	// choice i names, in order (the first player; the seats from the
	// youngest player to the oldest). The app names such a choice by the
	// names of those of its seats that play ("Blorb"; "Blorb, Anna"),
	// where Labels can only number them.
	Seats [][]int
}

// Label is what a person reads for choice i of the option with the given
// number of players: its PlayerLabels for that count, else its Labels,
// else "" (the app then shows the choice itself).
func (o Option) Label(i, players int) string {
	if l := o.PlayerLabels[players]; i < len(l) && l[i] != "" {
		return l[i]
	}
	if i < len(o.Labels) {
		return o.Labels[i]
	}
	return ""
}

// Offered returns the choices a person is offered with the given number
// of players, in display order, and their labels for that number (Label;
// nil when the option has none): every choice unless ChoiceMinPlayers
// narrows them.
func (o Option) Offered(players int) (choices, labels []string) {
	labelled := len(o.Labels) > 0 || len(o.PlayerLabels[players]) > 0
	for i, c := range o.Choices {
		if i < len(o.ChoiceMinPlayers) && players < o.ChoiceMinPlayers[i] {
			continue
		}
		choices = append(choices, c)
		if labelled {
			labels = append(labels, o.Label(i, players))
		}
	}
	return choices, labels
}

// AppliesTo reports whether the option means anything in setup: its
// player range holds and the options it requires have the values it needs
// (an option missing from setup counts as its default, given by defaults).
func (o Option) AppliesTo(s Setup, defaults func(key string) string) bool {
	if o.MinPlayers > 0 && s.Players < o.MinPlayers || o.MaxPlayers > 0 && s.Players > o.MaxPlayers {
		return false
	}
	for k, want := range o.Requires {
		if s.Option(k, defaults(k)) != want {
			return false
		}
	}
	return true
}

// DefaultOf returns a function giving the default value of each of g's
// options by key ("" for an unknown key).
func DefaultOf(g Game) func(key string) string {
	opts := g.Options()
	return func(key string) string {
		if i := slices.IndexFunc(opts, func(o Option) bool { return o.Key == key }); i >= 0 {
			return opts[i].Default
		}
		return ""
	}
}

// Setup is what a game needs to make an initial state.
type Setup struct {
	Players int               // number of seats
	Options map[string]string // option key to value; missing keys take the default
}

// Option returns the value of option key, or def when it is not set.
func (s Setup) Option(key, def string) string {
	if v, ok := s.Options[key]; ok {
		return v
	}
	return def
}

// Game describes one board game.
type Game interface {
	// ID is the stable identifier used in records, e.g. "monster-factory".
	ID() string
	// Name is the display name, e.g. "Monster Factory".
	Name() string
	// MinPlayers and MaxPlayers bound the number of seats.
	MinPlayers() int
	MaxPlayers() int
	// Options lists the game's setup options.
	Options() []Option
	// NewState makes the initial state. It refuses a bad setup with an error.
	NewState(setup Setup) (State, error)
	// Bounded: MaxActions, the most actions a game of a setup can take.
	Bounded
}

// State is a position in a game. Implementations are not safe for
// concurrent use; Clone gives an independent copy.
type State interface {
	// Game returns the game this state belongs to.
	Game() Game
	// NumPlayers is the number of seats.
	NumPlayers() int
	// CurrentPlayer is the seat that decides now, Chance, or Terminal.
	CurrentPlayer() int
	// AppendLegalActions appends the legal actions (or chance outcomes) in a
	// deterministic order to dst and returns it. Terminal states have none.
	AppendLegalActions(dst []Action) []Action
	// ChanceOutcomes lists the outcomes of a chance node with probabilities
	// summing to 1, in the same order as AppendLegalActions. It is nil when
	// CurrentPlayer is not Chance.
	ChanceOutcomes() []ChanceOutcome
	// Apply plays an action or a chance outcome. An illegal one returns an
	// error that says why and leaves the state exactly as it was.
	Apply(a Action) error
	// IsTerminal reports whether the game is over.
	IsTerminal() bool
	// Result is the outcome; meaningful when IsTerminal, a provisional
	// count otherwise.
	Result() Result
	// Clone returns an independent deep copy.
	Clone() State
	// ViewFor returns a copy with everything that seat p must not see
	// removed or replaced by a neutral placeholder. Two states that p cannot
	// tell apart have views that encode identically.
	ViewFor(p int) State
	// Determinize returns a full state consistent with what seat p sees in
	// this state, sampling hidden information with rng. On a game without
	// hidden information it returns a clone.
	Determinize(p int, rng *rand.Rand) State
	// ActionString formats a in the game's short notation. It is valid for
	// the actions that AppendLegalActions returns in this state.
	ActionString(a Action) string
	// ParseAction reads the game's notation in the context of this state.
	// ParseAction(ActionString(a)) == a for every legal a.
	ParseAction(s string) (Action, error)
	// Encode writes the whole state canonically; equal states encode
	// equally. It is the basis of Hash and of view-leak checks.
	Encode() []byte
	// ActionDescriber: DescribeAction, an action's sentence for the log.
	ActionDescriber
	// EndTeller: EndReason, why a finished game ended.
	EndTeller
	// RulesBook: Rules, the player-facing rules text.
	RulesBook
}

// Result is the outcome of a game (or a provisional count of one in progress).
//
// Seats and rivals are ranked together: a rival is an opponent that is not
// a seat (Spider Jack in a solo game, the map's own monsters), so a lone
// seat can lose ("Spider Jack 212, Anna 198": the rival has rank 1, the
// seat rank 2). A solo game with no rival ranks its seat 1 when it met the
// game's goal and 2 when it did not; with no goal either, the result is
// ScoreOnly.
type Result struct {
	Scores    []int      // score per seat, in the game's ScoreUnit
	Ranks     []int      // rank per seat, 1 is best; tied entrants share a rank and the next rank skips (1, 1, 3)
	Breakdown [][]string // per seat, readable lines; a scoring line ends in " = " and its points, e.g. "first monster: 12 tiles = 12"
	TieBreak  Line       // how a tie for a rank was broken, if one was; empty otherwise
	Rivals    []Rival    // opponents that are not seats, ranked with the seats; nil in most games
	// ScoreOnly marks a lone seat's game with no rival and no goal, a
	// score attack (Monsters on Board's beat your own scare): its score is
	// the whole outcome, and nobody wins or loses. The seat is ranked 1.
	ScoreOnly bool
}

// Rival is an opponent in a Result that is not a seat: it has a name, a
// score and a rank among the seats, and may have a breakdown.
type Rival struct {
	Name      string
	Score     int
	Rank      int
	Breakdown []string
}

// Winners returns the seats ranked first: none when the result is
// ScoreOnly.
func (r Result) Winners() []int {
	if r.ScoreOnly {
		return nil
	}
	var w []int
	for p, rk := range r.Ranks {
		if rk == 1 {
			w = append(w, p)
		}
	}
	return w
}

// Legal returns the legal actions of s in a new slice.
func Legal(s State) []Action { return s.AppendLegalActions(nil) }

// IsLegal reports whether a is among the legal actions of s.
func IsLegal(s State, a Action) bool { return slices.Contains(s.AppendLegalActions(nil), a) }

// ErrGameOver is returned by Apply on a terminal state.
var ErrGameOver = errors.New("the game is over")

// IllegalError explains why an action was refused.
type IllegalError struct {
	Action string // the action in notation, or its number
	Reason string
}

func (e *IllegalError) Error() string {
	if e.Action == "" {
		return "illegal action: " + e.Reason
	}
	return fmt.Sprintf("illegal action %s: %s", e.Action, e.Reason)
}

// Illegal returns an *IllegalError for action text and a reason.
func Illegal(action, format string, args ...any) error {
	return &IllegalError{Action: action, Reason: fmt.Sprintf(format, args...)}
}

// SampleChance picks a chance outcome of s with rng, by probability.
// It panics if s is not at a chance node.
func SampleChance(s State, rng *rand.Rand) Action {
	outs := s.ChanceOutcomes()
	if len(outs) == 0 {
		panic("engine: SampleChance on a state that is not a chance node")
	}
	x := rng.Float64()
	for _, o := range outs {
		x -= o.Prob
		if x < 0 {
			return o.Action
		}
	}
	return outs[len(outs)-1].Action
}
