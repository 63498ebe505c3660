package enginetest

import (
	"fmt"
	"reflect"
	"testing"

	"monstermixer/engine"
)

// Oracle works out the events of a from the states before and after it
// another way (a game's older diff or prediction, kept in its tests), for
// CheckEvents to compare with what the state recorded.
type Oracle[E any] func(before engine.State, a engine.Action, after engine.State) []E

// CheckEvents plays a seeded random game of g from setup and checks the
// events contract (engine.EventRecorder; "Events" in package engine) at
// every step: a fresh state has none; after an action, Clone and every
// seat's view carry as many events as the state, and the Observer's view
// the very same events when public is set (a game whose events hold no
// secret); a refused action leaves them as they were; and, when oracle is
// set, the events of the state and of each view equal what oracle tells
// from the states (or the views) before and after the action.
func CheckEvents[E any](tb testing.TB, g engine.Game, setup engine.Setup, seed uint64, public bool, oracle Oracle[E]) {
	tb.Helper()
	s, err := g.NewState(setup)
	if err != nil {
		tb.Fatal(err)
	}
	if evs := eventsOf[E](tb, s); len(evs) != 0 {
		tb.Fatalf("a fresh state has events %+v", evs)
	}
	rng := engine.NewRand(seed)
	var buf []engine.Action
	for step := 0; !s.IsTerminal(); step++ {
		var a engine.Action
		a, buf = RandomAction(s, rng, buf)
		before := s.Clone()
		if err := s.Apply(a); err != nil {
			tb.Fatal(err)
		}
		if err := checkStepEvents(tb, before, a, s, public, oracle); err != nil {
			tb.Fatalf("step %d (%s): %v", step, before.ActionString(a), err)
		}
		// A refused action leaves the events as they were: replay the
		// action on the state it led to, which refuses it or not.
		evs := eventsOf[E](tb, s)
		if c := s.Clone(); c.Apply(a) != nil && !sameEvents(eventsOf[E](tb, c), evs) {
			tb.Fatalf("step %d: a refused action changed the events to %+v", step, eventsOf[E](tb, c))
		}
	}
}

// checkStepEvents checks the events of after, reached by playing a in
// before.
func checkStepEvents[E any](tb testing.TB, before engine.State, a engine.Action, after engine.State, public bool, oracle Oracle[E]) error {
	evs := eventsOf[E](tb, after)
	if c := eventsOf[E](tb, after.Clone()); !sameEvents(c, evs) {
		return fmt.Errorf("the clone has events %+v, the state %+v", c, evs)
	}
	if oracle != nil {
		if want := oracle(before, a, after); !sameEvents(evs, want) {
			return fmt.Errorf("events %+v, the oracle tells %+v", evs, want)
		}
	}
	for i := -1; i < after.NumPlayers(); i++ {
		p := i
		if i < 0 {
			p = engine.Observer
		}
		v := eventsOf[E](tb, after.ViewFor(p))
		if len(v) != len(evs) || p == engine.Observer && public && !sameEvents(v, evs) {
			return fmt.Errorf("the view of %d has events %+v, the state %+v", p, v, evs)
		}
		if oracle != nil {
			if want := oracle(before.ViewFor(p), a, after.ViewFor(p)); !sameEvents(v, want) {
				return fmt.Errorf("the view of %d has events %+v, the oracle on views tells %+v", p, v, want)
			}
		}
	}
	return nil
}

// eventsOf is s.Events(), failing the test when s has no Events of E.
func eventsOf[E any](tb testing.TB, s engine.State) []E {
	r, ok := s.(engine.EventRecorder[E])
	if !ok {
		tb.Fatalf("%T has no Events() []%T", s, *new(E))
	}
	return r.Events()
}

// sameEvents compares two event lists, nil and empty alike.
func sameEvents[E any](a, b []E) bool {
	return len(a) == 0 && len(b) == 0 || reflect.DeepEqual(a, b)
}
