package engine

// Window describes a response window that is open now: a decision out of
// turn (see the package documentation, "Response windows").
type Window struct {
	Seat int    // the seat that may respond (CurrentPlayer)
	Pass Action // the action that declines every response and closes the window
	// Prompt is the question for a person: "Use Sniper Glasses?".
	Prompt Line
	// Useful is the game's judgement that a response would matter now (an
	// interrupt that would save a monster); the app's "only when useful"
	// setting asks only then and passes otherwise.
	Useful bool
}

// WindowOpener is implemented by games with response windows.
type WindowOpener interface {
	// OpenWindow returns the window open now, if the current decision is one.
	OpenWindow() (Window, bool)
}

// OpenWindow returns the response window of s open now, if any.
func OpenWindow(s State) (Window, bool) {
	if w, ok := s.(WindowOpener); ok {
		return w.OpenWindow()
	}
	return Window{}, false
}

// Observer is the seat argument of ViewFor for a view that nobody's
// secrets show in: what every person at the table may see at once. The app
// shows it between two people's turns (public events, computer moves).
const Observer = -3

// Bounded is part of every Game: the most actions (decisions and
// chance outcomes) any game of this setup can take. A game that could go on
// for ever (random play in Monster Fandango) ends itself by its own rule
// before this bound (a round cap after which the most quests wins); the
// conformance suite checks that random play always ends within it.
type Bounded interface {
	MaxActions(setup Setup) int
}
