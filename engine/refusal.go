package engine

import "errors"

// Refusal is an IllegalError whose reason is a sentence with seats as typed
// references, so that the app can name the players in it. Its embedded
// IllegalError carries the reason with seats as "Seat N"; errors.As finds
// either type.
type Refusal struct {
	IllegalError
	Line Line // the reason, with seats as references
}

// Unwrap gives the embedded *IllegalError to errors.As and errors.Is.
func (e *Refusal) Unwrap() error { return &e.IllegalError }

// Refuse returns a *Refusal for action text (notation, for records) and a
// reason sentence built by Say.
func Refuse(action string, reason Line) error {
	return &Refusal{IllegalError: IllegalError{Action: action, Reason: reason.String()}, Line: reason}
}

// ReasonOf returns why err refused an action, as a sentence: a Refusal's
// line, an IllegalError's reason as plain text, or err's text.
func ReasonOf(err error) Line {
	var r *Refusal
	if errors.As(err, &r) {
		return r.Line
	}
	var ie *IllegalError
	if errors.As(err, &ie) {
		return Plain(ie.Reason)
	}
	if err == nil {
		return nil
	}
	return Plain(err.Error())
}
