// Package learn holds the interactive first games ("Learn to play"): for
// each game a lesson, a game record in the project's own format whose
// chance outcomes and other seats' moves are fixed, plus captions. The
// table scene (scenes/framelearn.go) plays a lesson: at each of the
// person's steps it lights the one target that leads to the record's next
// action, points at it and says what to do and why; every other move of
// the game comes from the record. It never imports ebiten: the replay of
// every lesson through the engine runs without a display. Each lesson's
// length (actions, the person's steps, minutes at the default speed) is
// in docs/playing.md, measured by the play test (lessonMinutes in
// play_test.go).
package learn

import (
	"fmt"
	"sort"
	"strings"

	"monstermixer/engine"
	"monstermixer/engine/record"
)

// Lesson is one scripted first game.
type Lesson struct {
	// ID names the lesson: the game's id, or the game's id and a suffix
	// for a second lesson ("monsters-on-board/solo").
	ID string
	// Title is what the lesson is called in its caption.
	Title string
	// Button is its button on the new-game screen ("" for "Learn to
	// play").
	Button string
	// Record is the game record: the setup (seats, options) and every
	// action of the lesson in the game's notation, chance outcomes and
	// the other seats' moves included. Seat 0 is the person.
	Record string
	// Say holds the captions, by the index of the action they come
	// before. Before one of the person's actions: what to do and why (the
	// table lights the target that leads to it). Before another seat's
	// move or a chance outcome: what is about to happen, shown until the
	// person taps Next (a new phase, piece or score, the first time).
	Say map[int]string
	// End is shown once the last action has been played: what the
	// lesson showed, with the scores on the board.
	End string
}

// ButtonLabel is the lesson's button on the new-game screen.
func (l *Lesson) ButtonLabel() string {
	if l.Button != "" {
		return l.Button
	}
	return "Learn to play"
}

// Person is the seat the person plays in every lesson.
const Person = 0

var lessons = map[string]*Lesson{}

// Register makes a lesson available (each script's init).
func Register(l *Lesson) { lessons[l.ID] = l }

// For returns the lessons of a game, the first one first.
func For(gameID string) []*Lesson {
	var ls []*Lesson
	for id, l := range lessons {
		if id == gameID || strings.HasPrefix(id, gameID+"/") {
			ls = append(ls, l)
		}
	}
	sort.Slice(ls, func(i, j int) bool { return ls[i].ID < ls[j].ID })
	return ls
}

// Lookup returns the lesson with the id.
func Lookup(id string) (*Lesson, bool) {
	l, ok := lessons[id]
	return l, ok
}

// All returns every lesson, by id.
func All() []*Lesson {
	var ls []*Lesson
	for _, l := range lessons {
		ls = append(ls, l)
	}
	sort.Slice(ls, func(i, j int) bool { return ls[i].ID < ls[j].ID })
	return ls
}

// Parse reads the lesson's record.
func (l *Lesson) Parse() (*record.Record, error) {
	rec, err := record.Parse(strings.NewReader(l.Record))
	if err != nil {
		return nil, fmt.Errorf("lesson %s: %w", l.ID, err)
	}
	return rec, nil
}

// Game is the id of the lesson's game.
func (l *Lesson) Game() string { id, _, _ := strings.Cut(l.ID, "/"); return id }

// Start is the lesson's record with no action played yet (the session
// starts from it) and the actions to play, in notation.
func (l *Lesson) Start() (start *record.Record, actions []string, err error) {
	rec, err := l.Parse()
	if err != nil {
		return nil, nil, err
	}
	start = rec.Clone()
	start.Truncate(0)
	start.Actions, start.Lines = start.Actions[:0], start.Lines[:0]
	return start, rec.Actions, nil
}

// PersonSteps tells, for each action of the record, whether it is a step
// of the person's.
func (l *Lesson) PersonSteps() ([]bool, error) {
	rec, err := l.Parse()
	if err != nil {
		return nil, err
	}
	st, err := rec.Start()
	if err != nil {
		return nil, err
	}
	person := make([]bool, len(rec.Actions))
	for i, text := range rec.Actions {
		person[i] = st.CurrentPlayer() == Person
		a, err := st.ParseAction(text)
		if err == nil {
			err = st.Apply(a)
		}
		if err != nil {
			return person[:i], fmt.Errorf("lesson %s: action %d %q: %w", l.ID, i, text, err)
		}
	}
	return person, nil
}

// Check replays the lesson through the engine: every action parses and is
// legal, every step of the person's has its caption, and no caption is
// left over. It returns the final state and the number of the person's
// steps.
func (l *Lesson) Check() (engine.State, int, error) {
	rec, err := l.Parse()
	if err != nil {
		return nil, 0, err
	}
	if rec.Game != l.Game() {
		return nil, 0, fmt.Errorf("lesson %s: the record is of %s", l.ID, rec.Game)
	}
	if len(rec.Seats) == 0 || rec.Seats[Person].Kind != "human" {
		return nil, 0, fmt.Errorf("lesson %s: seat 1 must be the person (human)", l.ID)
	}
	for p, s := range rec.Seats {
		if p != Person && s.Kind == "human" {
			return nil, 0, fmt.Errorf("lesson %s: seat %d is a person; the others must be computers (play on)", l.ID, p+1)
		}
	}
	st, err := rec.Start()
	if err != nil {
		return nil, 0, err
	}
	steps := 0
	for i, text := range rec.Actions {
		if st.IsTerminal() {
			return nil, 0, fmt.Errorf("lesson %s: action %d (%s) after the game's end", l.ID, i, text)
		}
		a, err := st.ParseAction(text)
		if err != nil {
			return nil, 0, fmt.Errorf("lesson %s: action %d %q: %w", l.ID, i, text, err)
		}
		if !engine.IsLegal(st, a) {
			return nil, 0, fmt.Errorf("lesson %s: action %d %q is not legal", l.ID, i, text)
		}
		if st.CurrentPlayer() == Person {
			steps++
			if strings.TrimSpace(l.Say[i]) == "" {
				return nil, 0, fmt.Errorf("lesson %s: the person's action %d %q has no caption", l.ID, i, text)
			}
		}
		if err := st.Apply(a); err != nil {
			return nil, 0, fmt.Errorf("lesson %s: action %d %q: %w", l.ID, i, text, err)
		}
	}
	for i := range l.Say {
		if i < 0 || i >= len(rec.Actions) {
			return nil, 0, fmt.Errorf("lesson %s: a caption at %d, past the %d actions", l.ID, i, len(rec.Actions))
		}
	}
	if strings.TrimSpace(l.End) == "" {
		return nil, 0, fmt.Errorf("lesson %s: no closing caption", l.ID)
	}
	return st, steps, nil
}
