package engine

import "testing"

func TestLastRoundOver(t *testing.T) {
	for n, want := range map[int]string{6: "the 6th and last round is over", 9: "the 9th and last round is over", 21: "the 21st and last round is over"} {
		if got := LastRoundOver(n).String(); got != want {
			t.Errorf("LastRoundOver(%d) = %q, want %q", n, got, want)
		}
	}
}
