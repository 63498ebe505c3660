package insurance_test

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// The log tells each card turned up with its damage, and who goes first
// next; the first-player example and the damage example of
// examples_test.go are narrated.
func TestRevealIsNarrated(t *testing.T) {
	s := replay4(t, damageRound)
	want := []string{
		"Seat 1's 2 - Stomp: flips Seat 1's factory on c1, hits Seat 1's person on d2, hits Seat 2's car on d3",
		"Seat 2's 3 - Fire [L]: nothing hit",
		"Seat 3's 4 - Fire [R]: nothing hit",
		"Seat 4's 6 - Punch [R]: nothing hit",
		"Seat 4 played the highest unique bid (6) and takes the first-player marker",
		"Round 2 begins; Seat 4 is first player",
	}
	if got := engine.Strings(s.DescribeEffects()); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the reveal is told as\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	enginetest.Play(t, s, "play 1")
	if got := engine.Strings(s.DescribeEffects()); len(got) != 0 {
		t.Fatalf("a secret pick is told: %q", got)
	}
}

// A Wild is told twice: when it is turned up, and with its move once the
// dark die is rolled; no unique bid passes the marker anti-clockwise.
func TestWildAndPassingAreNarrated(t *testing.T) {
	s := replay4(t, `monster a5 e
play 9
car n1
car n2
play 9
car n4
car n5
play 9
car n6
car n8
play 9
car n10
car n11
reveal
`)
	if got := strings.Join(engine.Strings(s.DescribeEffects()), "\n"); got != "Seat 1's 9 - Wild: the dice will choose" {
		t.Fatalf("turning up the first Wild is told as %q", got)
	}
	enginetest.Play(t, s, "roll 2")
	enginetest.Play(t, s, "roll 1")
	if got := engine.Strings(s.DescribeEffects()); len(got) < 2 || !strings.HasPrefix(got[0], "Seat 1's Wild is Stomp") || got[1] != "Seat 2's 9 - Wild: the dice will choose" {
		t.Fatalf("the first Wild's dice are told as %q", got)
	}
	for _, r := range []string{"roll 6", "roll 3", "roll 6", "roll 3", "roll 6", "roll 3"} {
		enginetest.Play(t, s, r)
	}
	got := engine.Strings(s.DescribeEffects())
	if len(got) < 2 || got[len(got)-2] != "No bid was unique: the first-player marker passes anti-clockwise to Seat 4" {
		t.Fatalf("the end of the round is told as %q", got)
	}
}
