package ui

// Parts of the table contract. StatusTeller and Guider are part of every
// Table; ScoreTeller (and RulesIllustrator, Revealer) are optional: a
// table implements them when it has something to show, the frame does
// without otherwise.

// StatusTeller is part of every Table: what the table is
// showing while it animates, for the frame's top bar: "Revealing:
// Snaggle's 4 - Fire [R]", "The monster stomps b3". An empty Status means
// nothing special is happening (the frame then says whose decision it is,
// or what the last move was while it is still shown).
type StatusTeller interface {
	Status() string
}

// ShownLine is what a top bar says while table animates an action told
// as text by seat actor: the table's own words if it tells them (a roll's
// question while its dice tumble), with no seat, else the action's
// sentence; "" when neither says anything.
func ShownLine(table Table, text string, actor int) (string, int) {
	if st := table.Status(); st != "" {
		return st, -1
	}
	return text, actor
}

// ScoreTeller is implemented by tables whose board shows scores changing
// step by step while an animation plays (Spook Juice counting up as each
// gain is shown): the side panel then shows the scores the board shows at
// the animation's current step (PanelScores).
type ScoreTeller interface {
	// ShownScores writes each seat's score as the board shows it now into
	// seats and each rival's (in the order of the view's Result Rivals)
	// into rivals; they hold the view's scores on the call, and a score
	// the board does not show stays as it is.
	ShownScores(seats, rivals []int)
}

// Guider is part of every Table: a short first-game guide: a few
// sentences saying what a turn is, what the highlights mean and how
// scoring works. The frame shows it once, before a person's first game of
// that kind, and again from the menu. It is asked after the table's Reset,
// so it may tell the mode the game is played in.
type Guider interface {
	Guide() []string
}

// TableMaker returns the function that makes the game's registered
// table (tests wrap it to watch what the frame gives the table).
func TableMaker(gameID string) (func() Table, bool) {
	mk, ok := tables[gameID]
	return mk, ok
}

// QuickChancer is implemented by tables whose chance draws need no pause
// between them (Monsters on Board rolls a refill's dice into the cars
// together, each still falling as the next is drawn): the frame then
// draws the next chance as soon as the table is idle.
type QuickChancer interface {
	QuickChance() bool
}

// Instructor is implemented by tables that say what the next click does,
// in the game's own words ("Swamp-Jack: place your second die in a row:
// click a Driveway die, then a lit row"): the frame's top bar says it on a
// person's turn instead of only "Your turn" when it fits the bar whole,
// else its first clause (up to "; ") when that fits; a line cut with "…"
// never shows there.
type Instructor interface {
	Instruction() string
}

// GuidePainter is implemented by Guiders whose guide shows a small
// picture beside each step: GuidePictures is in the order of Guide's
// sentences (a picture with a nil Draw leaves its step without one).
type GuidePainter interface {
	GuidePictures() []RulesPicture
}

// GuideModer is implemented by Guiders whose guide is told for the mode
// played: GuideMode names the mode of the game shown ("family"; "" for
// the regular game), asked after the table's Reset, and the frame shows
// the guide the first time each mode is played.
type GuideModer interface {
	GuideMode() string
}
