package record

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"monstermixer/engine"
)

// MaxBytes is the most bytes of a record read before its header ends,
// and the least allowed for its actions (MaxBytesFor gives each game's
// own bound, from its longest possible game): far more than any header
// needs, small enough to refuse a wrong or damaged file before holding it
// in memory.
const MaxBytes = 1 << 20

// MaxLine is the longest line of a record, in bytes.
const MaxLine = 4096

// ErrTooLarge is the error (inside a *LineError) of a record over MaxBytes.
var ErrTooLarge = errors.New("the record is larger than any real game could be: not read")

// bom is the UTF-8 byte-order mark some editors put first.
const bom = "\ufeff"

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
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "option %s=%s\n", k, quoteText(r.Options[k]))
	}
	for _, s := range r.Seats {
		fmt.Fprintf(&b, "player %s %s\n", s.Kind, quoteText(s.Name))
	}
	if customLooks(r.Seats) {
		b.WriteString("looks")
		for i, s := range r.Seats {
			fmt.Fprintf(&b, " %d", s.LookIndex(i)+1)
		}
		b.WriteByte('\n')
	}
	b.WriteString("---\n")
	for i := 0; i < len(r.Actions); {
		j := i + 1
		for j < len(r.Actions) && r.IsSecret(j) == r.IsSecret(i) {
			j++
		}
		if r.IsSecret(i) {
			r.writeSealed(&b, i, r.Actions[i:j])
		} else {
			for _, a := range r.Actions[i:j] {
				b.WriteString(a)
				b.WriteByte('\n')
			}
		}
		i = j
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
	r, err := ParsePrefix(rd)
	if err != nil {
		return nil, err
	}
	return r, nil
}

// ParsePrefix reads a record like Parse; when the header is whole but an
// action line is not (a sealed line cut short, an over-long line, the
// file too large), it also returns the record of the actions before that
// line, with the error. A save cut by a crash is resumed from there.
func ParsePrefix(rd io.Reader) (*Record, error) {
	p := parser{r: &Record{Options: map[string]string{}}}
	lim := &growingLimit{r: rd, n: MaxBytes + 1, grow: p.actionBytes}
	p.lim = lim
	sc := bufio.NewScanner(lim)
	sc.Buffer(make([]byte, 0, 4096), MaxLine+1)
	for sc.Scan() {
		p.line++
		text := sc.Text()
		if p.line == 1 {
			text = strings.TrimPrefix(text, bom)
		}
		if lim.exhausted() {
			return p.partial(ErrTooLarge)
		}
		if len(text) > MaxLine {
			return p.partial(fmt.Errorf("line %d is longer than %d characters; no record line is that long", p.line, MaxLine))
		}
		if err := p.parseLine(text); err != nil {
			return p.partial(err)
		}
	}
	if err := sc.Err(); err != nil {
		p.line++
		if errors.Is(err, bufio.ErrTooLong) {
			err = fmt.Errorf("line %d is longer than %d characters; no record line is that long", p.line, MaxLine)
		}
		if lim.exhausted() {
			err = ErrTooLarge
		}
		return p.partial(err)
	}
	if lim.exhausted() {
		return p.partial(ErrTooLarge)
	}
	if !p.sawMagic {
		return nil, &LineError{Line: max(p.line, 1), Err: errors.New("empty file: not a Monster Mixer record")}
	}
	if !p.inActions {
		return nil, &LineError{Line: max(p.line, 1), Err: errors.New("the header does not end with a --- line")}
	}
	return p.r, nil
}

// parser is the state of reading one record.
type parser struct {
	r                                   *Record
	lim                                 *growingLimit // the reader's limit
	line                                int
	inActions                           bool
	sawMagic, sawGame, sawSeed, sawLook bool
}

// actionBytes is how much more than MaxBytes the record may take once its
// header is read: what the longest game of its setup writes (MaxBytesFor);
// 0 before the header ends or for an unknown game.
func (p *parser) actionBytes() int64 {
	if !p.inActions {
		return 0
	}
	g, err := engine.Lookup(p.r.Game)
	if err != nil {
		return 0
	}
	return MaxBytesFor(g, p.r.Setup())
}

// growingLimit reads at most n bytes from r, then once more as many as
// grow gives when they run out (a record's actions may take more than its
// header; working that out takes the game's bound, so it waits until a
// record is that long).
type growingLimit struct {
	r    io.Reader
	n    int64
	grow func() int64
}

// exhausted reports whether every byte allowed has been read.
func (l *growingLimit) exhausted() bool { return l.n <= 0 && l.grow == nil }

func (l *growingLimit) Read(b []byte) (int, error) {
	if l.n <= 0 && l.grow != nil {
		l.n, l.grow = l.n+l.grow(), nil
	}
	if l.n <= 0 {
		return 0, io.EOF
	}
	if int64(len(b)) > l.n {
		b = b[:l.n]
	}
	k, err := l.r.Read(b)
	l.n -= int64(k)
	return k, err
}

// add appends an action line read from line ln.
func (r *Record) add(text string, ln int, secret bool) {
	if secret && len(r.Secret) < len(r.Actions) {
		r.Secret = append(r.Secret, make([]bool, len(r.Actions)-len(r.Secret))...)
	}
	r.Actions = append(r.Actions, text)
	r.Lines = append(r.Lines, ln)
	if secret || len(r.Secret) > 0 {
		r.Secret = append(r.Secret, secret)
	}
}

// partial returns the error at the current line, with the record read so
// far when its header is whole.
func (p *parser) partial(err error) (*Record, error) {
	le := &LineError{Line: p.line, Err: err}
	if !p.inActions {
		return nil, le
	}
	return p.r, le
}

// parseLine reads one line of text (without its line break).
func (p *parser) parseLine(raw string) error {
	r := p.r
	if !utf8.ValidString(raw) {
		return errors.New("the line is not text (it holds bytes that are not UTF-8)")
	}
	text := stripComment(raw)
	if text == "" {
		return nil
	}
	if i := strings.IndexFunc(text, func(c rune) bool { return unicode.IsControl(c) && c != '\t' }); i >= 0 {
		return fmt.Errorf("the line holds a control character: %s", Excerpt(text))
	}
	if p.inActions {
		if rest, ok := strings.CutPrefix(text, sealPrefix); ok {
			acts, err := r.unseal(rest, len(r.Actions))
			if err != nil {
				return err
			}
			for _, a := range acts {
				r.add(a, p.line, true)
			}
			return nil
		}
		r.add(text, p.line, false)
		return nil
	}
	word, rest, _ := strings.Cut(text, " ")
	rest = strings.TrimSpace(rest)
	if !p.sawMagic {
		if word != Magic {
			return fmt.Errorf("not a Monster Mixer record: expected %q first, found %s", Magic, Excerpt(word))
		}
		v, err := strconv.Atoi(rest)
		if err != nil {
			return fmt.Errorf("bad format version %s", Excerpt(rest))
		}
		if v != Version {
			return fmt.Errorf("unsupported record format version %d (this program reads version %d)", v, Version)
		}
		r.Version = v
		p.sawMagic = true
		return nil
	}
	switch word {
	case "game":
		if p.sawGame {
			return errors.New("the game is named twice")
		}
		if rest == "" {
			return errors.New("game needs an id, e.g. game monster-factory")
		}
		r.Game, p.sawGame, r.GameLine = rest, true, p.line
	case "seed":
		if p.sawSeed {
			return errors.New("the seed is given twice")
		}
		s, err := strconv.ParseUint(rest, 10, 64)
		if err != nil {
			return fmt.Errorf("seed must be a whole number from 0 to 18446744073709551615, not %s", Excerpt(rest))
		}
		r.Seed, p.sawSeed = s, true
	case "option":
		k, v, ok := strings.Cut(rest, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || k == "" || v == "" {
			return fmt.Errorf("option must look like option key=value, not %s", Excerpt(rest))
		}
		v, err := unquoteText(v)
		if err != nil {
			return err
		}
		if _, dup := r.Options[k]; dup {
			return fmt.Errorf("option %s is given twice", Excerpt(k))
		}
		r.Options[k] = v
	case "player":
		kind, name, _ := strings.Cut(rest, " ")
		if !validKind(kind) {
			return fmt.Errorf("player kind must be one of %s, not %s", strings.Join(seatKinds, ", "), Excerpt(kind))
		}
		name, err := unquoteText(strings.TrimSpace(name))
		if err != nil {
			return err
		}
		if strings.TrimSpace(name) == "" {
			return errors.New("player needs a name after the kind, e.g. player human Anna")
		}
		if err := CheckName(name); err != nil {
			return err
		}
		if p.sawLook {
			return errors.New("player lines come before the looks line")
		}
		r.Seats = append(r.Seats, Seat{Name: name, Kind: kind})
	case "looks":
		if p.sawLook {
			return errors.New("looks is given twice")
		}
		if err := parseLooks(r.Seats, rest); err != nil {
			return err
		}
		p.sawLook = true
	case "---":
		if !p.sawGame {
			return errors.New("the header has no game line")
		}
		if len(r.Seats) == 0 {
			return errors.New("the header has no player lines")
		}
		p.inActions, r.EndLine = true, p.line
	default:
		return fmt.Errorf("unknown header line %s (expected game, seed, option, player, looks or ---)", Excerpt(word))
	}
	return nil
}
