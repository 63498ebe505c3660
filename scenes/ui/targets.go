package ui

// Target is a named clickable place on screen (a button, a lit spot),
// published so that automated tests can click like a person.
type Target struct {
	Name string // e.g. "button:Start", "game:monster-factory", "spot:B 1,-2"
	Rect Rect   // in screen pixels
}

// Targeter is implemented by scenes and tables that publish their
// clickable targets.
type Targeter interface {
	Targets() []Target
}
