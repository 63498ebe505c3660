package enginetest

import (
	"testing"

	"monstermixer/engine"
)

// Play applies notation lines to s in order, as a record's action lines
// (chance outcomes included), and fails the test with the line and the
// reason at the first that does not parse or is refused.
func Play(t testing.TB, s engine.State, lines ...string) {
	t.Helper()
	for i, line := range lines {
		a, err := s.ParseAction(line)
		if err == nil {
			err = s.Apply(a)
		}
		if err != nil {
			t.Fatalf("line %d %q: %v", i+1, line, err)
		}
	}
}
