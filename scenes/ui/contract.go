// Package ui holds what every scene shares: the input abstraction, layout
// rectangles, the context a scene draws with, and the contract between the
// common table frame and each game's own table.
//
// # The interaction contract
//
// Every game's table answers the person the same way; the registry-driven
// test in scenes/apptest/contractall holds every playable table to it.
//
//   - What is lit can be clicked, anywhere inside what is lit: each lit
//     spot, piece and button is a Target (Targeter), and a click at its
//     centre or a few pixels inside any of its edges does the same thing,
//     the action it stands for or the next step of it.
//   - A click on something that is not legal now never does nothing: it
//     says why, in player language (the engine's refusal, engine.Refusal
//     or IllegalError's reason, via RefusalOf), and keeps the current
//     selection: a stray click never loses a half-made choice. Stepping
//     back is Esc or a right-click, clicking the chosen piece again, or
//     the Back button (BackLabel) the table shows while something is
//     chosen. Chooser holds such a choice of the legal actions.
//   - The sentence is the table's one Refusal: it goes as soon as the
//     state shown or the selection changes, and never sits over another
//     player's turn (Refusal.Keep, called every tick).
//   - A table tells its refusal and its selection (Refuser), so that tests
//     can check both.
//   - Every piece tells what it is in one Tooltip, the same look on every
//     table: hovering it, or a long press of a finger on it (Toucher),
//     shows its lines (a bold title, then a body, from the engine's data),
//     in a box inside the screen that never covers the piece and keeps
//     the lit targets of the decision clear when there is room. A table
//     tells the tooltip shown (Tipper), so that tests can check where it
//     lies.
package ui

import (
	"image/color"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
)

// Rect is an axis-aligned rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Center returns the middle point of r.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Command is a meaningful input, whatever key or button produced it.
type Command int

// The commands that scenes understand.
const (
	CmdConfirm    Command = iota // Enter / Space: confirm, start, continue
	CmdCancel                    // Escape: back, close the menu
	CmdRotate                    // R: rotate clockwise
	CmdRotateBack                // Shift+R: rotate anticlockwise
	CmdHint                      // H: ask for a hint
	CmdUndo                      // Ctrl+Z / U: undo
	CmdMenu                      // M / F10: open the table menu
	CmdSkip                      // S / Tab: skip the running animation
	CmdFullscreen                // F11
	CmdNext                      // Right or Down arrow / N: next item
	CmdPrev                      // Left or Up arrow / P: previous item
	CmdPageDown                  // Page Down: scroll a page down
	CmdPageUp                    // Page Up: scroll a page up
	CmdHome                      // Home: scroll to the top
	CmdEnd                       // End: scroll to the bottom
	CmdRespond                   // W: claim a response window ("Wait!")
	CmdLeft                      // Left arrow: the keyboard focus to the left (Cursor)
	CmdRight                     // Right arrow: the keyboard focus to the right
	CmdUp                        // Up arrow: the keyboard focus up
	CmdDown                      // Down arrow: the keyboard focus down
	CmdCount                     // number of commands
)

// Input is everything a scene reads of the player's input. The app wraps
// ebiten's input in it; tests script it.
type Input interface {
	// Cursor is the pointer position in screen pixels.
	Cursor() (x, y float64)
	// Clicked reports a primary-button click (released this tick).
	Clicked() bool
	// RightClicked reports a secondary-button click (released this tick).
	RightClicked() bool
	// Wheel is the vertical wheel movement this tick (positive: up).
	Wheel() float64
	// Command reports whether c was triggered this tick.
	Command(c Command) bool
	// Typed returns the characters typed this tick.
	Typed() []rune
	// Backspace reports whether Backspace was pressed this tick.
	Backspace() bool
}

// Sounds plays the named sound effects ("click", "place", "rotate",
// "complete", "dice", "stomp", "punch", "fire", "win"). A muted or
// soundless machine ignores the calls.
type Sounds interface {
	Play(name string)
}

// Seat is how a table shows one seat: its name, colour and symbol (a seat
// is never told apart by colour alone).
type Seat struct {
	Name   string
	Color  color.RGBA
	Symbol string // the symbol's name, drawn by DrawSymbol: "circle", "square", "triangle", "diamond", "star", "cross"
	Human  bool
}

// Context is what the frame hands a table each tick.
type Context struct {
	// Scale is screen pixels per layout unit; a 1280x720 window has Scale 1.
	Scale float64
	// AnimSpeed multiplies animation rates: 1 is normal, larger is faster.
	// Tables finish animations at once when it is 0 (instant).
	AnimSpeed float64
	Sound     Sounds
	Seats     []Seat
	// View is the part of the table's area that shows on screen when the
	// frame zooms the table (the area is then larger than the screen):
	// tooltips go inside it (Tooltip.View). Zero when all of it shows.
	View Rect
	// Viewer is the seat whose view the table shows: the person deciding
	// now, or engine.Observer (nobody's secrets) between people's
	// decisions on a shared screen; states given to the table are views
	// for it.
	Viewer int
	// MinTarget is the least width and height, in screen pixels, of
	// anything a person taps on this screen (a touch form's minimum at
	// the frame's scale, not its zoom); 0 on a desktop. A table whose
	// targets would be smaller at the frame's zoom lays them out larger.
	MinTarget float64
}

// Table is a game's own part of the table scene. The common frame draws
// everything around it (whose decision it is, the log, the buttons, the
// menu, the hand-off curtain) and drives the engine; the table draws the
// game and turns clicks into actions. It never applies actions itself.
type Table interface {
	// Reset shows a state with no animation (a new game, a loaded save).
	Reset(ctx *Context, view engine.State)
	// Animate shows the action a that led from before to after; both are
	// views for ctx.Viewer.
	Animate(ctx *Context, before engine.State, a engine.Action, after engine.State)
	// Busy reports whether an animation is still playing; the frame waits
	// for it before applying the next computer move.
	Busy() bool
	// SkipAnimation finishes every running animation at once.
	SkipAnimation()
	// Update handles input inside area. When myTurn is true the viewer is
	// the seat that decides now, and Update returns an action when the
	// player has completed one; the frame then applies it.
	Update(ctx *Context, in Input, area Rect, myTurn bool) (engine.Action, bool)
	// Draw draws the game into area of dst.
	Draw(ctx *Context, dst *ebiten.Image, area Rect)
	// ShowHint highlights a suggested action; ok false clears it. While
	// it shows, the frame takes Enter to play it, until the person clicks
	// or presses another key the table uses.
	ShowHint(a engine.Action, ok bool)
	// Progress is a short line such as "Tiles left: 43" or "Round 3 of 9".
	Progress() string

	// The rest of the interaction contract, which every table keeps:
	// its clickable places (Targeter), its refusal and half-made choice
	// (Refuser), its tooltip (Tipper), what its animation shows
	// (StatusTeller), its first-game guide (Guider) and its own controls
	// (ControlsHelper).
	Targeter
	Refuser
	Tipper
	StatusTeller
	Guider
	ControlsHelper
}

// Refuser is part of every Table (the interaction contract above):
// Refused is the refusal sentence shown now ("" for none), Selection says
// the half-made choice (the clicks made so far, the token type chosen, the
// tile's turn), "" when nothing is chosen.
type Refuser interface {
	Refused() string
	Selection() string
}

// ControlsHelper is part of every Table: the controls of its own to
// explain; the rules screen lists them under the app's common keys.
type ControlsHelper interface {
	// Controls are lines such as "R or the wheel: turn the tile".
	Controls() []string
}

// CommonControls are the keys every table frame takes.
var CommonControls = []string{
	"Mouse: click to choose; the wheel or a drag scrolls the game log. Hover a piece to read what it is; on a touch screen, press and hold it.",
	"Arrow keys: the first shows a white ring, the next move it to the nearest lit place or button that way; Enter or Space then clicks it. Moving the mouse hides the ring.",
	"Enter or Space (no ring): confirm, start, continue. Esc: back, or close the menu.",
	"H: hint, outlined in gold; Enter then plays it. U or Ctrl+Z: undo where it is fair. M: menu.",
	"S or Tab: skip the running animation. F11: fullscreen.",
}

var tables = map[string]func() Table{}

// RegisterTable makes a game's table available to the app; each game's
// scene package calls it from init.
func RegisterTable(gameID string, make func() Table) { tables[gameID] = make }

// NewTable returns a new table for the game, or false if it has none.
func NewTable(gameID string) (Table, bool) {
	mk, ok := tables[gameID]
	if !ok {
		return nil, false
	}
	return mk(), true
}

// PlayableGames lists the ids of the games that have a table, sorted.
func PlayableGames() []string {
	ids := make([]string, 0, len(tables))
	for id := range tables {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// StatesOf returns before and after, the states a table's Animate is
// given, as the game's own state type S; ok is false when either is not
// one (the table then shows after afresh with Reset).
func StatesOf[S engine.State](before, after engine.State) (b, n S, ok bool) {
	b, ok1 := before.(S)
	n, ok2 := after.(S)
	return b, n, ok1 && ok2
}
