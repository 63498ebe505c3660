package record

import (
	"errors"

	"monstermixer/engine"
)

// SeatName is seat p's name in the record ("Seat N" for a seat it does
// not list).
func (r *Record) SeatName(p int) string {
	if p >= 0 && p < len(r.Seats) {
		return r.Seats[p].Name
	}
	return engine.DefaultSeatName(p)
}

// named is err with a game's refusal (an *engine.Refusal) told with the
// record's names: "A tile must be drawn for Anna first", not "for Seat 1".
// It unwraps to err.
func (r *Record) named(err error) error {
	var ref *engine.Refusal
	if !errors.As(err, &ref) {
		return err
	}
	msg := (&engine.IllegalError{Action: ref.Action, Reason: ref.Line.Render(r.SeatName)}).Error()
	return &namedError{msg: msg, err: err}
}

// namedError is an error told with the record's names.
type namedError struct {
	msg string
	err error
}

func (e *namedError) Error() string { return e.msg }
func (e *namedError) Unwrap() error { return e.err }
