// Package record reads, writes and replays game records: the plain-text
// files that are Monster Mixer's save format, replay format and test-script
// format.
//
// A record is a header followed by one action per line:
//
//	# comments: whole lines, or after an action ('#' to the end of the line)
//	mixer-record 1
//	game monster-factory
//	seed 42
//	option key=value        (zero or more)
//	player human Anna       (one per seat, in seat order)
//	player hard Bob
//	looks 3 1               (optional: each seat's colour and symbol)
//	---
//	start T12               (actions in the game's notation,
//	start T40                chance outcomes included)
//	draw T03
//
// A seat's kind is human, random, easy, normal or hard; the rest of the line
// is its name. A name (or an option's value) that holds '#' or '"', or
// starts or ends with a space, is written in double quotes with Go's
// escapes ("Team #1"), so any printable text round-trips; control
// characters are refused. '#' starts a comment only outside such quotes.
//
// A record's header is at most MaxBytes long, and its actions at most what
// the longest game of its setup can write (MaxBytesFor); a line is at most
// MaxLine bytes; a leading UTF-8 byte-order mark is skipped. Every error names its line.
//
// Sealed lines: an action line "~sealed K TEXT" stands for the actions
// TEXT encodes, the first of them action number K (from 0; see
// Record.Secret). The app seals every action whose line would show
// something still secret to some seat (engine.ShowsSecret: a card drawn
// into a hand, a face-down pick, a dealt prophecy), so that a glance at
// the autosave reveals nothing. Consecutive sealed actions share a line
// as long as it stays within MaxLine; sealed and plain lines may alternate
// anywhere. It is obscuring, not encryption: it protects against a player
// who opens the file or sees it on screen by chance; it does not protect
// against one who decodes it on purpose (the key is the record's own
// seed, and this package's code is public). Earlier versions wrote one
// "~sealed TEXT" line for the last actions; it is still read. The looks line, after the players, gives each seat in order
// its colour-and-symbol pair as a number from 1 to MaxLooks, no two alike;
// without it seat i has pair i.
package record

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// Version is the record format version this package writes and reads.
const Version = 1

// Magic is the first word of every record.
const Magic = "mixer-record"

// Seat kinds.
var seatKinds = []string{"human", "random", "easy", "normal", "hard"}

// MaxLooks is how many colour-and-symbol pairs the app has, one for each
// of up to six seats.
const MaxLooks = 6

// Seat is one player in a record.
type Seat struct {
	Name string
	Kind string // human, random, easy, normal or hard
	// Look is the seat's colour-and-symbol pair, from 1 to MaxLooks; 0
	// leaves the seat its own (seat i has pair i+1).
	Look int
}

// LookIndex is the seat's pair counted from 0, for seat number i.
func (s Seat) LookIndex(i int) int {
	if s.Look > 0 {
		return s.Look - 1
	}
	return i
}

// customLooks reports whether any seat has a pair other than its own.
func customLooks(seats []Seat) bool {
	for i, s := range seats {
		if s.LookIndex(i) != i {
			return true
		}
	}
	return false
}

// Record is a parsed game record.
type Record struct {
	Version int
	Game    string
	Seed    uint64
	Options map[string]string
	Seats   []Seat
	// Actions are the action lines in notation, comments stripped.
	Actions []string
	// Lines holds the source line number of each action (0 for actions
	// added in memory).
	Lines []int
	// Secret marks the actions written in sealed lines (see the package
	// doc), parallel to Actions; nil or false writes an action in plain
	// text.
	Secret []bool
	// GameLine and EndLine are the source lines of the game line and the
	// "---" line, for errors about the setup (0 when made in memory).
	GameLine, EndLine int
}

// LineError is an error tied to a line of a record file.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string {
	if e.Line <= 0 {
		return e.Err.Error()
	}
	return fmt.Sprintf("line %d: %v", e.Line, e.Err)
}

func (e *LineError) Unwrap() error { return e.Err }

// New starts a record of a game about to be played.
func New(gameID string, setup engine.Setup, seats []Seat, seed uint64) *Record {
	opts := map[string]string{}
	for k, v := range setup.Options {
		opts[k] = v
	}
	return &Record{Version: Version, Game: gameID, Seed: seed, Options: opts, Seats: append([]Seat(nil), seats...)}
}

// Setup returns the engine setup the record describes.
func (r *Record) Setup() engine.Setup {
	return engine.Setup{Players: len(r.Seats), Options: r.Options}
}

// Add appends action a, formatted in the notation of before (the state a
// is applied to).
func (r *Record) Add(before engine.State, a engine.Action) {
	r.Actions = append(r.Actions, before.ActionString(a))
	r.Lines = append(r.Lines, 0)
}

// Truncate keeps the first n actions.
func (r *Record) Truncate(n int) {
	if n < len(r.Actions) {
		r.Actions = r.Actions[:n]
		r.Lines = r.Lines[:n]
	}
	if n < len(r.Secret) {
		r.Secret = r.Secret[:n]
	}
}

// IsSecret reports whether action i is written sealed.
func (r *Record) IsSecret(i int) bool { return i < len(r.Secret) && r.Secret[i] }

// Clone returns an independent copy.
func (r *Record) Clone() *Record {
	c := *r
	c.Options = map[string]string{}
	for k, v := range r.Options {
		c.Options[k] = v
	}
	c.Seats = append([]Seat(nil), r.Seats...)
	c.Actions = append([]string(nil), r.Actions...)
	c.Lines = append([]int(nil), r.Lines...)
	c.Secret = append([]bool(nil), r.Secret...)
	return &c
}

// parseLooks sets each seat's Look from a looks line's numbers.
func parseLooks(seats []Seat, text string) error {
	fields := strings.Fields(text)
	if len(seats) == 0 {
		return errors.New("the looks line comes after the player lines")
	}
	if len(fields) != len(seats) {
		return fmt.Errorf("looks needs one number for each of the %d players, found %d", len(seats), len(fields))
	}
	used := make(map[int]bool, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > MaxLooks {
			return fmt.Errorf("a look is a number from 1 to %d, not %s", MaxLooks, Excerpt(f))
		}
		if used[n] {
			return fmt.Errorf("look %d is given to two players", n)
		}
		used[n] = true
		seats[i].Look = n
	}
	return nil
}

func validKind(k string) bool { return slices.Contains(seatKinds, k) }

// Start makes the initial state of the record's game.
func (r *Record) Start() (engine.State, error) {
	g, err := engine.Lookup(r.Game)
	if err != nil {
		return nil, &LineError{Line: r.GameLine, Err: fmt.Errorf("unknown game %s", Excerpt(r.Game))}
	}
	setup := r.Setup()
	if err := engine.ValidateSetup(g, setup); err != nil {
		return nil, &LineError{Line: r.EndLine, Err: clip(err)}
	}
	s, err := g.NewState(setup)
	if err != nil {
		return nil, &LineError{Line: r.EndLine, Err: clip(err)}
	}
	return s, nil
}

// Replay plays every action of the record from the initial state and
// returns the final state, upgrading a record of an earlier version first
// (Upgrade). A line that does not parse or is illegal is reported as a
// *LineError with its line number and the reason.
func (r *Record) Replay() (engine.State, error) {
	r.Upgrade()
	return r.ReplayN(len(r.Actions))
}

// ReplayN plays the first n actions of the record.
func (r *Record) ReplayN(n int) (engine.State, error) {
	s, err := r.Start()
	if err != nil {
		return nil, err
	}
	for i, text := range r.Actions[:n] {
		ln := 0
		if i < len(r.Lines) {
			ln = r.Lines[i]
		}
		if s.IsTerminal() {
			return nil, &LineError{Line: ln, Err: fmt.Errorf("%s comes after the end of the game", Excerpt(text))}
		}
		a, err := s.ParseAction(text)
		if err != nil {
			return nil, &LineError{Line: ln, Err: fmt.Errorf("cannot read %s: %w", Excerpt(text), clip(err))}
		}
		if err := s.Apply(a); err != nil {
			return nil, &LineError{Line: ln, Err: clip(r.named(err))}
		}
	}
	return s, nil
}
