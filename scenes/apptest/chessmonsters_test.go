package apptest_test

import (
	"testing"

	"monstermixer/engine/record"
	_ "monstermixer/scenes/chessmonsters" // Chess Monsters' table, in every test of the tables
	"monstermixer/scenes/session"
)

// Chess Monsters in the hand-off check: two people pick secret teams,
// then hold secret reserves and loot hands.
func TestChessMonstersHandOff(t *testing.T) {
	ann, bob := record.Seat{Name: "Ann", Kind: session.KindHuman}, record.Seat{Name: "Bob", Kind: session.KindHuman}
	playHandOff(t, handoff{game: "chess-monsters", seed: 5, seats: []record.Seat{ann, bob}, curtains: 6, actions: 80})
}
