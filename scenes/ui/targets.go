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

// Revealer is implemented by tables whose targets may lie out of sight (a
// map moved away): Reveal brings the target named name into view for the
// keyboard's cursor and reports whether anything moved.
type Revealer interface {
	Reveal(name string) bool
}
