package engine

// EventRecorder is the method every game's *State has, E being the game's
// own Event type: what the last action caused, in order, recorded while it
// was applied (see "Events" in the package documentation).
type EventRecorder[E any] interface {
	Events() []E
}
