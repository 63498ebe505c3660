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
// is its name. The looks line, after the players, gives each seat in order
// its colour-and-symbol pair as a number from 1 to MaxLooks, no two alike;
// without it seat i has pair i.
package record

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"sort"
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
}

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
	return &c
}

// WriteTo writes the record in its text form.
func (r *Record) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d\n", Magic, Version)
	fmt.Fprintf(&b, "game %s\n", r.Game)
	fmt.Fprintf(&b, "seed %d\n", r.Seed)
	keys := make([]string, 0, len(r.Options))
	for k := range r.Options {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "option %s=%s\n", k, r.Options[k])
	}
	for _, s := range r.Seats {
		fmt.Fprintf(&b, "player %s %s\n", s.Kind, s.Name)
	}
	if customLooks(r.Seats) {
		b.WriteString("looks")
		for i, s := range r.Seats {
			fmt.Fprintf(&b, " %d", s.LookIndex(i)+1)
		}
		b.WriteByte('\n')
	}
	b.WriteString("---\n")
	for _, a := range r.Actions {
		b.WriteString(a)
		b.WriteByte('\n')
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// String returns the record's text form.
func (r *Record) String() string {
	var b strings.Builder
	r.WriteTo(&b)
	return b.String()
}

// Parse reads a record. Errors are *LineError values naming the line.
func Parse(rd io.Reader) (*Record, error) {
	sc := bufio.NewScanner(rd)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	r := &Record{Options: map[string]string{}}
	line := 0
	inActions := false
	sawMagic, sawGame, sawSeed, sawLooks := false, false, false, false
	fail := func(format string, args ...any) (*Record, error) {
		return nil, &LineError{Line: line, Err: fmt.Errorf(format, args...)}
	}
	for sc.Scan() {
		line++
		text := sc.Text()
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		if inActions {
			r.Actions = append(r.Actions, text)
			r.Lines = append(r.Lines, line)
			continue
		}
		word, rest, _ := strings.Cut(text, " ")
		rest = strings.TrimSpace(rest)
		if !sawMagic {
			if word != Magic {
				return fail("not a Monster Mixer record: expected %q first, found %q", Magic, word)
			}
			v, err := strconv.Atoi(rest)
			if err != nil {
				return fail("bad format version %q", rest)
			}
			if v != Version {
				return fail("unsupported record format version %d (this program reads version %d)", v, Version)
			}
			r.Version = v
			sawMagic = true
			continue
		}
		switch word {
		case "game":
			if sawGame {
				return fail("the game is named twice")
			}
			if rest == "" {
				return fail("game needs an id, e.g. game monster-factory")
			}
			r.Game, sawGame = rest, true
		case "seed":
			s, err := strconv.ParseUint(rest, 10, 64)
			if err != nil {
				return fail("seed must be a whole number from 0 to 18446744073709551615, not %q", rest)
			}
			r.Seed, sawSeed = s, true
		case "option":
			k, v, ok := strings.Cut(rest, "=")
			k, v = strings.TrimSpace(k), strings.TrimSpace(v)
			if !ok || k == "" || v == "" {
				return fail("option must look like option key=value, not %q", rest)
			}
			if _, dup := r.Options[k]; dup {
				return fail("option %s is given twice", k)
			}
			r.Options[k] = v
		case "player":
			kind, name, _ := strings.Cut(rest, " ")
			name = strings.TrimSpace(name)
			if !validKind(kind) {
				return fail("player kind must be one of %s, not %q", strings.Join(seatKinds, ", "), kind)
			}
			if name == "" {
				return fail("player needs a name after the kind, e.g. player human Anna")
			}
			if sawLooks {
				return fail("player lines come before the looks line")
			}
			r.Seats = append(r.Seats, Seat{Name: name, Kind: kind})
		case "looks":
			if sawLooks {
				return fail("looks is given twice")
			}
			if err := parseLooks(r.Seats, rest); err != nil {
				return fail("%v", err)
			}
			sawLooks = true
		case "---":
			if !sawGame {
				return fail("the header has no game line")
			}
			if len(r.Seats) == 0 {
				return fail("the header has no player lines")
			}
			inActions = true
		default:
			return fail("unknown header line %q (expected game, seed, option, player, looks or ---)", word)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, &LineError{Line: line + 1, Err: err}
	}
	if !sawMagic {
		return nil, &LineError{Line: 0, Err: errors.New("empty file: not a Monster Mixer record")}
	}
	if !inActions {
		return nil, &LineError{Line: line, Err: errors.New("the header does not end with a --- line")}
	}
	_ = sawSeed // the seed is optional; it defaults to 0
	return r, nil
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
			return fmt.Errorf("a look is a number from 1 to %d, not %q", MaxLooks, f)
		}
		if used[n] {
			return fmt.Errorf("look %d is given to two players", n)
		}
		used[n] = true
		seats[i].Look = n
	}
	return nil
}

func validKind(k string) bool {
	for _, s := range seatKinds {
		if s == k {
			return true
		}
	}
	return false
}

// Start makes the initial state of the record's game.
func (r *Record) Start() (engine.State, error) {
	g, err := engine.Lookup(r.Game)
	if err != nil {
		return nil, &LineError{Err: err}
	}
	setup := r.Setup()
	if err := engine.ValidateSetup(g, setup); err != nil {
		return nil, &LineError{Err: err}
	}
	s, err := g.NewState(setup)
	if err != nil {
		return nil, &LineError{Err: err}
	}
	return s, nil
}

// Replay plays every action of the record from the initial state and
// returns the final state. A line that does not parse or is illegal is
// reported as a *LineError with its line number and the reason.
func (r *Record) Replay() (engine.State, error) {
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
			return nil, &LineError{Line: ln, Err: fmt.Errorf("%q comes after the end of the game", text)}
		}
		a, err := s.ParseAction(text)
		if err != nil {
			return nil, &LineError{Line: ln, Err: fmt.Errorf("cannot read %q: %w", text, err)}
		}
		if err := s.Apply(a); err != nil {
			return nil, &LineError{Line: ln, Err: err}
		}
	}
	return s, nil
}
