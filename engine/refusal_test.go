package engine

import (
	"errors"
	"testing"
)

func TestRefusalIsAnIllegalErrorWithALine(t *testing.T) {
	err := Refuse("T17 @B 1,-2 r1", Say("%s first monster is closed to %s", SeatsOf(1), SeatRef(0)))
	var ie *IllegalError
	if !errors.As(err, &ie) || ie.Reason != "Seat 2's first monster is closed to Seat 1" {
		t.Fatalf("errors.As *IllegalError: %v %+v", err, ie)
	}
	if got := err.Error(); got != "illegal action T17 @B 1,-2 r1: Seat 2's first monster is closed to Seat 1" {
		t.Errorf("Error() = %q", got)
	}
	names := func(p int) string { return []string{"Ann", "Bob"}[p] }
	if got := ReasonOf(err).Render(names); got != "Bob's first monster is closed to Ann" {
		t.Errorf("ReasonOf a refusal = %q", got)
	}
	if got := ReasonOf(Illegal("x", "Not now")).Render(names); got != "Not now" {
		t.Errorf("ReasonOf an IllegalError = %q", got)
	}
	if got := ReasonOf(errors.New("broken")).String(); got != "broken" {
		t.Errorf("ReasonOf another error = %q", got)
	}
	if ReasonOf(nil) != nil {
		t.Error("ReasonOf(nil) is not empty")
	}
}
