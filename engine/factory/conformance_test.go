package factory_test

import (
	"testing"

	"monstermixer/engine/conformance"
	"monstermixer/engine/factory"
)

func TestConformance(t *testing.T) {
	conformance.Run(t, factory.Game, conformance.Config{Players: []int{2, 3, 4, 6}, Games: 50, Seed: 1})
}
