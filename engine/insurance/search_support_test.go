package insurance

import (
	"bytes"
	"slices"
	"testing"

	"monstermixer/engine"
)

// The helpers for computer players agree with the rules: Placer with
// WhyNot, Playable and anyRoom with the legal actions, DeterminizeInto
// with Determinize, ScoreInto with Result. Over random 3- to 6-player games.
func TestSearchSupportAgreesWithRules(t *testing.T) {
	rng := newTestRand()
	var reuse engine.State
	for n := 3; n <= MaxPlayers; n++ {
		s := dealtState(t, n)
		for s.phase != PhaseOver {
			p := s.CurrentPlayer()
			acts := s.AppendLegalActions(nil)
			switch s.phase {
			case PhasePlace:
				pl := s.Placer()
				for sq := 0; sq < s.board.NumSquares(); sq++ {
					for tt := Factory; tt <= House; tt++ {
						if got, want := pl.OK(tt, Square(sq)), s.WhyNot(tt, Square(sq)) == nil; got != want {
							t.Fatalf("round %d %s on %s: Placer %v, WhyNot %v", s.round, tt, s.board.Name(Square(sq)), got, s.WhyNot(tt, Square(sq)))
						}
					}
				}
				var masks [MaxSquares]uint8
				k := s.placeMasks(p, &masks)
				if got, want := s.anyRoom(p), slices.ContainsFunc(masks[:k], func(m uint8) bool { return m != 0 }); got != want {
					t.Fatalf("round %d: anyRoom %v, masks say %v", s.round, got, want)
				}
			case PhasePick:
				for c := Charge; c <= Wild; c++ {
					if got, want := s.Playable(c), slices.Contains(acts, PlayAction(c)); got != want {
						t.Fatalf("round %d card %d: Playable %v, legal %v", s.round, c, got, want)
					}
				}
			}
			if p >= 0 {
				v := s.ViewFor(p)
				seed := uint64(len(acts)) + uint64(s.round)
				want := v.Determinize(p, engine.NewRand(seed))
				got := engine.DeterminizeInto(v, reuse, p, engine.NewRand(seed))
				if !bytes.Equal(got.Encode(), want.Encode()) {
					t.Fatalf("round %d: DeterminizeInto differs from Determinize", s.round)
				}
				if reuse != nil && got != reuse {
					t.Fatalf("DeterminizeInto did not reuse its destination")
				}
				reuse = got
			}
			r := s.Result()
			scores, ranks := make([]int, n), make([]int, n)
			s.ScoreInto(scores, ranks)
			if !slices.Equal(scores, r.Scores) || !slices.Equal(ranks, r.Ranks) {
				t.Fatalf("round %d: ScoreInto %v %v, Result %v %v", s.round, scores, ranks, r.Scores, r.Ranks)
			}
			if err := s.Apply(acts[rng.IntN(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
