package ui

// The optional parts of the table contract: a table implements them when
// it has something to say; the frame does without otherwise.

// StatusTeller is implemented by tables that can say what they are
// showing while they animate, for the frame's top bar: "Revealing:
// Snaggle's 4 - Fire [R]", "The monster stomps b3". An empty Status means
// nothing special is happening (the frame then says whose decision it is,
// or what the last move was while it is still shown).
type StatusTeller interface {
	Status() string
}

// Guider is implemented by tables with a short first-game guide: a few
// sentences saying what a turn is, what the highlights mean and how
// scoring works. The frame shows it once, before a person's first game of
// that kind, and again from the menu.
type Guider interface {
	Guide() []string
}

// TableMaker returns the function that makes the game's registered
// table (tests wrap it to watch what the frame gives the table).
func TableMaker(gameID string) (func() Table, bool) {
	mk, ok := tables[gameID]
	return mk, ok
}
