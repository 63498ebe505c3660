package engine

// Response windows: decisions out of turn.
//
// Some rules let a seat act during another seat's turn: an interrupt ability
// or loot card in Chess Monsters, the Orc taking an attack or the Ratman
// changing a die in Monster Fandango, an Arch Monster card flipped "at any
// time" in Monsters on Board. Every game models them the same way:
//
//   - A response window is an ordinary decision of the seat that may
//     respond: CurrentPlayer returns that seat, LegalActions lists its
//     responses and the window's Pass action, and the game's Window method
//     says that the decision is a window (and which action passes).
//   - The game opens a window only when that seat holds a usable response
//     right now (the engine knows: a card in hand that applies, an ability
//     whose condition holds). Otherwise no window opens and play goes on, so
//     a window never gives away that a seat holds nothing.
//   - Pass closes the window and the interrupted play resumes. A response
//     resolves at once and then, as the rules say, play resumes or the
//     interrupted seat chooses again.
//   - A window's prompt and its existence may depend only on the responding
//     seat's own view: the conformance suite checks that the window is the
//     same in every state that seat cannot tell apart, so a window never
//     opens on another seat's secret.
//
// Drivers treat a window like any decision (the AI searches it, a record
// writes its action); the app asks a human with a small prompt rather than
// the whole hand-off curtain, and may pass for them automatically.

// Window describes a response window that is open now.
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

// Bounded is implemented by every game: the most actions (decisions and
// chance outcomes) any game of this setup can take. A game that could go on
// for ever (random play in Monster Fandango) ends itself by its own rule
// before this bound (a round cap after which the most quests wins); the
// conformance suite checks that random play always ends within it.
type Bounded interface {
	MaxActions(setup Setup) int
}
