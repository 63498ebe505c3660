// Package session is the logic of one game being played in the app,
// separate from how it is drawn: the true state, the game record (which is
// also the autosave), the readable log, chance sampling and the undo
// policy. It never imports ebiten, so it is tested without a display.
package session

import (
	"errors"
	"fmt"
	"strings"

	"monstermixer/engine"
	"monstermixer/engine/record"
)

// Entry is one applied action as the log shows it.
type Entry struct {
	Action engine.Action
	Actor  int    // the seat that chose it, or engine.Chance
	Text   string // a readable sentence with seat names
	// Effects are what the action caused, as sentences with seat names
	// (engine.EffectDescriber), for the log.
	Effects []string
	// Line and EffectLines are the same sentences with seats as
	// references, for drawing names in their seats' colours.
	Line        engine.Line
	EffectLines []engine.Line
	Reveals     bool // it revealed a secret (engine.SecretRevealer)
	// Secret is true when its line would show something some seat does
	// not see (engine.ShowsSecret): the autosave seals it.
	Secret bool
}

// EffectLine is effect j as a sentence with seat references, or an empty
// line where the entry has none (the text is then drawn as it is).
func (e *Entry) EffectLine(j int) engine.Line {
	if j < len(e.EffectLines) {
		return e.EffectLines[j]
	}
	return nil
}

// Session is a game in progress.
type Session struct {
	Game    engine.Game
	Record  *record.Record
	State   engine.State // the true state; never handed to a table while a human looks
	Entries []Entry
}

// Kinds of seat, as records name them.
const (
	KindHuman  = "human"
	KindRandom = "random"
	KindEasy   = "easy"
	KindNormal = "normal"
	KindHard   = "hard"
)

// New starts a game.
func New(gameID string, setup engine.Setup, seats []record.Seat, seed uint64) (*Session, error) {
	if len(seats) != setup.Players {
		return nil, fmt.Errorf("%d seats for %d players", len(seats), setup.Players)
	}
	for _, seat := range seats {
		if err := record.CheckName(seat.Name); err != nil {
			return nil, err
		}
	}
	rec := record.New(gameID, setup, seats, seed)
	return Load(rec)
}

// Load resumes the game of a record by replaying it. A record that does
// not replay is refused with the replay's error, naming its line.
func Load(rec *record.Record) (*Session, error) {
	s, ln, err := replayPrefix(rec)
	if err != nil {
		if s == nil {
			return nil, err
		}
		return nil, &record.LineError{Line: ln, Err: err}
	}
	return s, nil
}

// Seats returns the record's seats.
func (s *Session) Seats() []record.Seat { return s.Record.Seats }

// IsHuman reports whether seat p is played by a person.
func (s *Session) IsHuman(p int) bool {
	return p >= 0 && p < len(s.Record.Seats) && s.Record.Seats[p].Kind == KindHuman
}

// Decider is the seat that decides now, engine.Chance or engine.Terminal.
func (s *Session) Decider() int { return s.State.CurrentPlayer() }

// Apply plays a (a decision of the current seat or a chance outcome),
// adds it to the record and the log. An illegal action changes nothing.
func (s *Session) Apply(a engine.Action) error {
	if s.State.IsTerminal() {
		return engine.ErrGameOver
	}
	before := s.State
	actor := before.CurrentPlayer()
	e := Entry{Action: a, Actor: actor, Line: s.describe(before, a)}
	e.Text = s.Say(e.Line)
	if sr, ok := before.(engine.SecretRevealer); ok && engine.IsLegal(before, a) {
		e.Reveals = sr.RevealsSecret(a)
	}
	text := before.ActionString(a)
	e.Secret = engine.ShowsSecret(before, a)
	if err := s.State.Apply(a); err != nil {
		return err
	}
	if d, ok := s.State.(engine.EffectDescriber); ok {
		for _, line := range d.DescribeEffects() {
			e.EffectLines = append(e.EffectLines, line)
			e.Effects = append(e.Effects, s.Say(line))
		}
	}
	s.Record.Actions = append(s.Record.Actions, text)
	s.Record.Lines = append(s.Record.Lines, 0)
	s.Entries = append(s.Entries, e)
	return nil
}

// ChanceSeed is the seed of the generator that samples the chance outcome
// at action index i of a game with the given seed, so that a resumed game
// draws exactly what the uninterrupted one would have.
func ChanceSeed(seed uint64, i int) uint64 {
	z := seed ^ (uint64(i)+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// SampleChance picks the outcome of the chance node the game is at.
func (s *Session) SampleChance() engine.Action {
	return engine.Sample(s.State, engine.NewRand(ChanceSeed(s.Record.Seed, len(s.Entries))))
}

// UndoBy reports how many actions seat p may take back now, following
// Board Game Arena's policy: only p's own latest actions, and never back
// across a chance event, a revealed secret or another seat's action.
// It returns 1 or 0 (undo steps back one action at a time).
func (s *Session) UndoBy(p int) int {
	if p < 0 || !s.IsHuman(p) || len(s.Entries) == 0 || s.State.IsTerminal() {
		return 0
	}
	last := s.Entries[len(s.Entries)-1]
	if last.Actor != p || last.Reveals {
		return 0
	}
	return 1
}

// ErrNoUndo is returned by Undo when the policy forbids it.
var ErrNoUndo = errors.New("nothing can be undone now")

// Undo takes back seat p's latest action by replaying the record without
// it.
func (s *Session) Undo(p int) error {
	if s.UndoBy(p) == 0 {
		return ErrNoUndo
	}
	n := len(s.Entries) - 1
	st, err := s.Record.ReplayN(n)
	if err != nil {
		return err
	}
	s.State = st
	s.Record.Truncate(n)
	s.Entries = s.Entries[:n]
	return nil
}

// Restart starts the same game again from its first position, same seats
// and options (a new seed gives new draws).
func (s *Session) Restart(seed uint64) (*Session, error) {
	return New(s.Record.Game, s.Record.Setup(), s.Record.Seats, seed)
}

// Save writes the record (the autosave format). Until the game is over,
// every action whose line shows something some seat does not see is
// sealed (Entry.Secret, package record), wherever it is in the game: a
// glance at the file tells a player no hand, pick or prophecy.
func (s *Session) Save() []byte {
	s.Record.Secret = s.Record.Secret[:0]
	if !s.State.IsTerminal() {
		for _, e := range s.Entries {
			s.Record.Secret = append(s.Record.Secret, e.Secret)
		}
	}
	return []byte(s.Record.String())
}

func (s *Session) describe(st engine.State, a engine.Action) engine.Line {
	if engine.IsLegal(st, a) {
		return st.DescribeAction(a)
	}
	p := st.CurrentPlayer()
	if p >= 0 && p < len(s.Record.Seats) {
		return engine.Say("%s: %s", engine.SeatRef(p), strings.TrimSpace(st.ActionString(a)))
	}
	if _, secret := st.(engine.HiddenInfo); secret {
		// Without a describer the notation of a draw may name a card
		// that only one seat may see: the shared log keeps it hidden.
		return engine.Plain("Chance decides")
	}
	return engine.Plain("Chance: " + strings.TrimSpace(st.ActionString(a)))
}

// Say renders a game's sentence (a log line, a tie-break) with the
// players' names.
func (s *Session) Say(l engine.Line) string {
	return l.Render(s.Record.SeatName)
}
