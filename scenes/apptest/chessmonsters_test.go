package apptest_test

import (
	"testing"

	"monstermixer/engine"
	cm "monstermixer/engine/chessmonsters"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
	"monstermixer/scenes/apptest"
	_ "monstermixer/scenes/chessmonsters" // Chess Monsters' table, in every test of the tables
	"monstermixer/scenes/session"
)

// Chess Monsters in the hand-off check: two people pick secret teams,
// then hold secret reserves and loot hands.
func TestChessMonstersHandOff(t *testing.T) {
	ann, bob := record.Seat{Name: "Ann", Kind: session.KindHuman}, record.Seat{Name: "Bob", Kind: session.KindHuman}
	apptest.PlayHandOff(t, apptest.HandOff{Game: "chess-monsters", Seed: 5, Seats: []record.Seat{ann, bob}, Curtains: 6, Actions: 80})
}

// chessSecrets is what seat p of s holds hidden: monsters in reserve and
// loot cards in hand.
func chessSecrets(s *cm.State, p int) int {
	_, r := s.Reserve(p)
	_, h := s.Hand(p)
	return r + h
}

// playChessTo plays random moves (seeded) on the session until want says
// the position is the one to resume at: a decision of a seat with more
// than one thing to do and no response window open.
func playChessTo(t *testing.T, seed uint64, want func(s *cm.State, d int) bool) func(*testing.T, *session.Session) {
	return func(t *testing.T, sess *session.Session) {
		t.Helper()
		rng := engine.NewRand(seed)
		for step := 0; step < 2000 && !sess.State.IsTerminal(); step++ {
			s := sess.State.(*cm.State)
			d := s.CurrentPlayer()
			legal := engine.Legal(s)
			if _, win := engine.OpenWindow(s); d >= 0 && !win && len(legal) > 1 && !s.Picking() && want(s, d) {
				t.Logf("resumed after %d actions, turn %d: White holds %d secrets, Black %d", step, s.TurnsPlayed(), chessSecrets(s, cm.White), chessSecrets(s, cm.Black))
				return
			}
			a, _ := enginetest.RandomAction(s, rng, legal)
			if err := sess.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		t.Fatal("the game never came to the position wanted")
	}
}

// Late in a game of two people, once neither holds a reserve monster or a
// loot card, nothing is secret: the screen passes from one to the other
// with no "Pass to" curtain (a bookkeeping difference between a seat's
// view and the neutral one once brought a needless curtain every turn).
// A curtain still comes for a person with a loot hand or a hidden reserve.
func TestChessMonstersLateHandOffNeedsNoCurtain(t *testing.T) {
	ann, bob := record.Seat{Name: "Ann", Kind: session.KindHuman}, record.Seat{Name: "Bob", Kind: session.KindHuman}
	seats := []record.Seat{ann, bob}
	t.Run("nothing-secret", func(t *testing.T) {
		nothing := func(s *cm.State, d int) bool {
			return chessSecrets(s, cm.White) == 0 && chessSecrets(s, cm.Black) == 0
		}
		apptest.PlayHandOff(t, apptest.HandOff{Game: "chess-monsters", Seed: 3, Seats: seats, Actions: 16, Silent: 2,
			Prepare: playChessTo(t, 3, nothing)})
	})
	t.Run("loot-in-hand", func(t *testing.T) {
		// Late (past turn 15), the person deciding holds loot or a
		// reserve monster: their curtain comes.
		held := func(s *cm.State, d int) bool { return s.TurnsPlayed() > 15 && chessSecrets(s, d) > 0 }
		apptest.PlayHandOff(t, apptest.HandOff{Game: "chess-monsters", Seed: 3, Seats: seats, Curtains: 2, Actions: 40,
			Prepare: playChessTo(t, 3, held)})
	})
}
