// Package remote lets the searcher run apart from the app: in the browser,
// in a Web Worker (engine/cmd/aiworker), a WebAssembly module of its own
// with the engine, the games and their hooks and no ebiten.
//
// The app sends a Request: the game, its setup, the search's
// configuration and the deciding seat's view, State.ViewFor(seat), written
// field by field (the view's own Go value, read by reflection). Nothing
// else of the game crosses: a message is a function of the view, so a
// seat's message carries no secret its view does not hold
// (TestMessageIsTheSeatsViewOnly). What only a table or the log reads
// (the last action's events, log effects, working memory) is left out.
// The worker rebuilds the view as a value of the same type (the same Go
// program built for it: the game's NewState gives the type, every field
// is then read back), runs the same search as the app would (Decide), and
// answers with a Reply: the action in the game's notation, the
// iterations run and the root statistics.
package remote

import (
	"encoding/binary"
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"time"
	"unsafe"

	"monstermixer/engine"
	"monstermixer/engine/ai"
)

// magic starts every request and reply.
const magic = "mmai1"

// notState names the fields of a game's state that are not the position:
// what a table or the log reads about the last action (events, log
// effects) and working memory. A message leaves them out; the rebuilt
// view keeps its NewState values.
var notState = map[string]bool{
	"events":  true, // every game's events of the last action
	"nEvents": true, // Chess Monsters: how many of them
	"fx":      true, // Monsters on Board: the last action's log effects
	"nfx":     true,
	"scratch": true, // Monster Fandango: the rules' working memory
	"quiet":   true, // Monster Fandango: a search's copy, whose events go without sentences
	"last":    true, // Monster Factory: the last action, for its events
}

// Request is one decision for the searcher.
type Request struct {
	Game   string
	Setup  engine.Setup
	Config ai.Config
	// View is the deciding seat's view (State.ViewFor of that seat).
	View engine.State
}

// Marshal writes r as a message.
func (r Request) Marshal() ([]byte, error) {
	w := &writer{b: append(make([]byte, 0, 4096), magic...)}
	w.str(r.Game)
	w.uint(uint64(r.Setup.Players))
	keys := slices.Sorted(maps.Keys(r.Setup.Options))
	w.uint(uint64(len(keys)))
	for _, k := range keys {
		w.str(k)
		w.str(r.Setup.Options[k])
	}
	c := r.Config
	w.uint(uint64(c.Iterations))
	w.int(int64(c.TimeCap))
	w.uint(c.Seed)
	w.uint(math.Float64bits(c.Exploration))
	w.uint(math.Float64bits(c.ScoreWeight))
	w.uint(uint64(c.MaxRolloutPlies))
	w.bool(c.StopWhenDecided)
	w.uint(uint64(c.Depth))
	v := reflect.ValueOf(r.View)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return nil, fmt.Errorf("remote: a %T view cannot be sent", r.View)
	}
	w.str(v.Type().String())
	if err := w.value(v.Elem()); err != nil {
		return nil, err
	}
	return w.b, nil
}

// Unmarshal reads a request message, rebuilding its view from a fresh
// state of its game (every game must be registered).
func Unmarshal(b []byte) (Request, error) {
	var r Request
	rd, err := newReader(b, "request")
	if err != nil {
		return r, err
	}
	r.Game = rd.str()
	r.Setup.Players = int(rd.uint())
	if n := rd.uint(); n > 0 && rd.err == nil {
		r.Setup.Options = map[string]string{}
		for range min(n, 64) {
			k := rd.str()
			r.Setup.Options[k] = rd.str()
		}
	}
	c := &r.Config
	c.Iterations = int(rd.uint())
	c.TimeCap = time.Duration(rd.int())
	c.Seed = rd.uint()
	c.Exploration = math.Float64frombits(rd.uint())
	c.ScoreWeight = math.Float64frombits(rd.uint())
	c.MaxRolloutPlies = int(rd.uint())
	c.StopWhenDecided = rd.bool()
	c.Depth = int(rd.uint())
	typ := rd.str()
	if rd.err != nil {
		return r, rd.err
	}
	g, err := engine.Lookup(r.Game)
	if err != nil {
		return r, err
	}
	st, err := g.NewState(r.Setup)
	if err != nil {
		return r, err
	}
	v := reflect.ValueOf(st)
	if v.Kind() != reflect.Pointer || v.Type().String() != typ {
		return r, fmt.Errorf("remote: the view is a %s, the game's state a %s", typ, v.Type())
	}
	rd.value(v.Elem())
	if rd.err == nil && len(rd.b) > 0 {
		rd.err = errors.New("remote: bytes left after the view")
	}
	if rd.err != nil {
		return r, rd.err
	}
	r.View = st
	return r, nil
}

// writer appends values as varints.
type writer struct{ b []byte }

func (w *writer) uint(x uint64) { w.b = binary.AppendUvarint(w.b, x) }
func (w *writer) int(x int64)   { w.b = binary.AppendVarint(w.b, x) }
func (w *writer) str(s string)  { w.uint(uint64(len(s))); w.b = append(w.b, s...) }
func (w *writer) bool(x bool) {
	if x {
		w.b = append(w.b, 1)
	} else {
		w.b = append(w.b, 0)
	}
}

// value writes v: its fields, elements and pointees in order, a slice
// and a pointer with its length (0 for nil, else length+1; a pointer 1).
func (w *writer) value(v reflect.Value) error {
	switch v.Kind() {
	case reflect.Bool:
		w.bool(v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		w.int(v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		w.uint(v.Uint())
	case reflect.Float32, reflect.Float64:
		w.uint(math.Float64bits(v.Float()))
	case reflect.String:
		w.str(v.String())
	case reflect.Array:
		for i := range v.Len() {
			if err := w.value(v.Index(i)); err != nil {
				return err
			}
		}
	case reflect.Slice:
		if v.IsNil() {
			w.uint(0)
			return nil
		}
		w.uint(uint64(v.Len()) + 1)
		for i := range v.Len() {
			if err := w.value(v.Index(i)); err != nil {
				return err
			}
		}
	case reflect.Pointer:
		if v.IsNil() {
			w.uint(0)
			return nil
		}
		w.uint(1)
		return w.value(v.Elem())
	case reflect.Struct:
		t := v.Type()
		for i := range v.NumField() {
			if notState[t.Field(i).Name] {
				continue
			}
			if err := w.value(v.Field(i)); err != nil {
				return fmt.Errorf("%s.%s: %w", t.Name(), t.Field(i).Name, err)
			}
		}
	default:
		return fmt.Errorf("remote: a %s cannot be sent", v.Type())
	}
	return nil
}

// reader reads what writer wrote; its first error sticks.
type reader struct {
	b   []byte
	err error
}

// newReader reads message b, which must start with magic (what: what
// it should be, for the error).
func newReader(b []byte, what string) (*reader, error) {
	if len(b) < len(magic) || string(b[:len(magic)]) != magic {
		return nil, errors.New("remote: not a " + what)
	}
	return &reader{b: b[len(magic):]}, nil
}

func (r *reader) fail(what string) {
	if r.err == nil {
		r.err = errors.New("remote: a damaged message (" + what + ")")
	}
	r.b = nil
}

func (r *reader) uint() uint64 {
	x, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.fail("number")
		return 0
	}
	r.b = r.b[n:]
	return x
}

func (r *reader) int() int64 {
	x, n := binary.Varint(r.b)
	if n <= 0 {
		r.fail("number")
		return 0
	}
	r.b = r.b[n:]
	return x
}

func (r *reader) str() string {
	n := r.uint()
	if n > uint64(len(r.b)) {
		r.fail("text")
		return ""
	}
	s := string(r.b[:n])
	r.b = r.b[n:]
	return s
}

func (r *reader) bool() bool { return r.uint() != 0 }

// settable returns v (addressable) in a form that can be set, even when
// it was reached through unexported fields: the view is a value of the
// game's own state type, rebuilt field by field.
func settable(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// value reads into v (addressable), as writer.value wrote it.
func (r *reader) value(v reflect.Value) {
	if r.err != nil {
		return
	}
	v = settable(v)
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(r.bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(r.int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(r.uint())
	case reflect.Float32, reflect.Float64:
		v.SetFloat(math.Float64frombits(r.uint()))
	case reflect.String:
		v.SetString(r.str())
	case reflect.Array:
		for i := range v.Len() {
			r.value(v.Index(i))
		}
	case reflect.Slice:
		n := r.uint()
		if n == 0 {
			v.SetZero()
			return
		}
		if n-1 > uint64(len(r.b)) { // every element takes a byte at least
			r.fail("length")
			return
		}
		s := reflect.MakeSlice(v.Type(), int(n-1), int(n-1))
		for i := range s.Len() {
			r.value(s.Index(i))
		}
		v.Set(s)
	case reflect.Pointer:
		if r.uint() == 0 {
			v.SetZero()
			return
		}
		p := reflect.New(v.Type().Elem())
		r.value(p.Elem())
		v.Set(p)
	case reflect.Struct:
		t := v.Type()
		for i := range v.NumField() {
			if !notState[t.Field(i).Name] {
				r.value(v.Field(i))
			}
		}
	default:
		r.err = fmt.Errorf("remote: a %s cannot be read", v.Type())
	}
}
