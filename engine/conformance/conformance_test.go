package conformance_test

import (
	"strings"
	"testing"

	"monstermixer/engine/conformance"
	"monstermixer/engine/enginetest"
)

func TestHighCardConforms(t *testing.T) {
	conformance.Run(t, enginetest.HighCard, conformance.Config{Players: []int{2, 4}, Games: 30, Seed: 7})
}

func TestLeakyViewIsCaught(t *testing.T) {
	err := conformance.Check(enginetest.Leaky, conformance.Config{Players: []int{3}, Games: 5, Seed: 7})
	if err == nil || !strings.Contains(err.Error(), "view") {
		t.Fatalf("a game whose views show hidden cards passed the suite: %v", err)
	}
}

func TestLeakyLogIsCaught(t *testing.T) {
	err := conformance.Check(enginetest.LeakyLog, conformance.Config{Players: []int{3}, Games: 5, Seed: 7})
	if err == nil || !strings.Contains(err.Error(), "the log would tell a secret") {
		t.Fatalf("a game whose log names hidden cards passed the suite: %v", err)
	}
}
