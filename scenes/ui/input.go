package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// EbitenInput reads the keyboard and mouse through ebiten. Call Update
// once at the start of every tick.
type EbitenInput struct {
	x, y      float64
	clicked   bool
	rclicked  bool
	held      bool
	wheel     float64
	cmds      [CmdCount]bool
	typed     []rune
	backspace bool
	keys      []ebiten.Key
	edits     []EditKey
	touches   []ebiten.TouchID
	fingers   []TouchPoint // the touches down now (Multitoucher)
	finger    bool         // the pointer is the last touch's
	long      bool         // a finger is held still: a long press
	still     int          // ticks the finger has been held still
	sx, sy    float64      // where it was held still from
	mouseX    int          // the mouse's position, to see it move
	mouseY    int
}

// Update samples the input of this tick. Positions are in the game
// screen's pixels (ebiten maps window coordinates through Layout).
func (e *EbitenInput) Update() {
	advanceQuickTaps()
	cx, cy := ebiten.CursorPosition()
	if cx != e.mouseX || cy != e.mouseY || !e.finger {
		e.mouseX, e.mouseY, e.finger = cx, cy, false
		e.x, e.y = float64(cx), float64(cy)
	}
	e.touches = ebiten.AppendTouchIDs(e.touches[:0])
	e.fingers = e.fingers[:0]
	for _, id := range e.touches {
		tx, ty := ebiten.TouchPosition(id)
		e.fingers = append(e.fingers, TouchPoint{ID: int(id), X: float64(tx), Y: float64(ty)})
	}
	e.updateTouch()
	if e.touches = inpututil.AppendJustReleasedTouchIDs(e.touches[:0]); len(e.touches) > 0 {
		tx, ty := inpututil.TouchPositionInPreviousTick(e.touches[0])
		e.x, e.y, e.finger = float64(tx), float64(ty), true
		e.clicked = !e.long // lifting a long press is no click
		e.long, e.still = false, 0
	} else if x, y, ok := nextQuickTap(); ok {
		// A touch that began and ended between two ticks (quick taps).
		e.x, e.y, e.finger, e.clicked = x, y, true, true
		e.long, e.still = false, 0
	} else {
		e.clicked = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	}
	e.held = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) || len(ebiten.AppendTouchIDs(e.touches[:0])) > 0
	e.rclicked = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonRight)
	_, e.wheel = ebiten.Wheel()
	e.typed = ebiten.AppendInputChars(e.typed[:0])
	e.backspace = repeating(ebiten.KeyBackspace)
	for i := range e.cmds {
		e.cmds[i] = false
	}
	// Enter in a page field (the browser's text fields) confirms.
	e.cmds[CmdConfirm] = takeFieldEnter()
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	e.keys = inpututil.AppendJustPressedKeys(e.keys[:0])
	for _, k := range e.keys {
		switch k {
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			e.cmds[CmdConfirm] = true
		case ebiten.KeyEscape:
			e.cmds[CmdCancel] = true
		case ebiten.KeyR:
			if shift {
				e.cmds[CmdRotateBack] = true
			} else {
				e.cmds[CmdRotate] = true
			}
		case ebiten.KeyH:
			e.cmds[CmdHint] = true
		case ebiten.KeyZ:
			if ctrl {
				e.cmds[CmdUndo] = true
			}
		case ebiten.KeyU:
			e.cmds[CmdUndo] = true
		case ebiten.KeyM, ebiten.KeyF10:
			e.cmds[CmdMenu] = true
		case ebiten.KeyS, ebiten.KeyTab:
			e.cmds[CmdSkip] = true
		case ebiten.KeyF11:
			e.cmds[CmdFullscreen] = true
		case ebiten.KeyN:
			e.cmds[CmdNext] = true
		case ebiten.KeyP:
			e.cmds[CmdPrev] = true
		case ebiten.KeyArrowRight:
			e.cmds[CmdNext], e.cmds[CmdRight] = true, true
		case ebiten.KeyArrowDown:
			e.cmds[CmdNext], e.cmds[CmdDown] = true, true
		case ebiten.KeyArrowLeft:
			e.cmds[CmdPrev], e.cmds[CmdLeft] = true, true
		case ebiten.KeyArrowUp:
			e.cmds[CmdPrev], e.cmds[CmdUp] = true, true
		case ebiten.KeyPageDown:
			e.cmds[CmdPageDown] = true
		case ebiten.KeyPageUp:
			e.cmds[CmdPageUp] = true
		case ebiten.KeyHome:
			e.cmds[CmdHome] = true
		case ebiten.KeyEnd:
			e.cmds[CmdEnd] = true
		case ebiten.KeyW:
			e.cmds[CmdRespond] = true
		}
	}
}

// updateTouch follows the first finger down (in e.touches): the pointer
// is where it is, and it is a long press once held still for
// LongPressTicks.
func (e *EbitenInput) updateTouch() {
	if len(e.touches) == 0 {
		return
	}
	tx, ty := ebiten.TouchPosition(e.touches[0])
	e.x, e.y, e.finger = float64(tx), float64(ty), true
	if inpututil.TouchPressDuration(e.touches[0]) <= 1 || math.Hypot(e.x-e.sx, e.y-e.sy) > 10 {
		e.sx, e.sy, e.still, e.long = e.x, e.y, 0, false
		return
	}
	e.still++
	if e.still >= LongPressTicks {
		e.long = true
	}
}

// repeating reports a key press with auto-repeat while held.
func repeating(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || (d > 30 && d%4 == 0)
}

// Cursor implements Input.
func (e *EbitenInput) Cursor() (float64, float64) { return e.x, e.y }

// Clicked implements Input.
func (e *EbitenInput) Clicked() bool { return e.clicked }

// RightClicked implements Input.
func (e *EbitenInput) RightClicked() bool { return e.rclicked }

// Wheel implements Input.
func (e *EbitenInput) Wheel() float64 { return e.wheel }

// Command implements Input.
func (e *EbitenInput) Command(c Command) bool { return c >= 0 && c < CmdCount && e.cmds[c] }

// Typed implements Input.
func (e *EbitenInput) Typed() []rune { return e.typed }

// Backspace implements Input.
func (e *EbitenInput) Backspace() bool { return e.backspace }

// Held implements Holder.
func (e *EbitenInput) Held() bool { return e.held }

// Touch implements Toucher.
func (e *EbitenInput) Touch() (finger, long bool) { return e.finger, e.long }

// Touches implements Multitoucher.
func (e *EbitenInput) Touches() []TouchPoint { return e.fingers }

// Script is a scripted Input for tests: set what happens in the next tick,
// run the tick, then call EndTick to clear the one-tick events.
type Script struct {
	X, Y     float64
	Click    bool
	RClick   bool
	WheelY   float64
	Cmds     [CmdCount]bool
	Text     []rune
	Back     bool
	HeldDown bool
	EditKeys []EditKey
	Finger   bool // the pointer is a finger's (Toucher)
	Long     bool // ... held still: a long press
	// Fingers are the touches down now (Multitoucher): a test moves them
	// tick by tick for a pinch or a drag.
	Fingers []TouchPoint
}

// ClickAt moves the pointer to (x, y) and clicks there this tick.
func (s *Script) ClickAt(x, y float64) { s.X, s.Y, s.Click = x, y, true }

// ClickRect clicks the centre of r.
func (s *Script) ClickRect(r Rect) { s.ClickAt(r.Center()) }

// Press triggers command c this tick.
func (s *Script) Press(c Command) { s.Cmds[c] = true }

// Type types text this tick.
func (s *Script) Type(text string) { s.Text = append(s.Text, []rune(text)...) }

// EndTick clears the one-tick events (clicks, commands, typing, wheel).
func (s *Script) EndTick() {
	s.Click, s.RClick, s.WheelY, s.Back = false, false, 0, false
	s.Cmds = [CmdCount]bool{}
	s.Text = s.Text[:0]
	s.EditKeys = s.EditKeys[:0]
}

// Cursor implements Input.
func (s *Script) Cursor() (float64, float64) { return s.X, s.Y }

// Clicked implements Input.
func (s *Script) Clicked() bool { return s.Click }

// RightClicked implements Input.
func (s *Script) RightClicked() bool { return s.RClick }

// Wheel implements Input.
func (s *Script) Wheel() float64 { return s.WheelY }

// Command implements Input.
func (s *Script) Command(c Command) bool { return c >= 0 && c < CmdCount && s.Cmds[c] }

// Typed implements Input.
func (s *Script) Typed() []rune { return s.Text }

// Backspace implements Input.
func (s *Script) Backspace() bool { return s.Back }

// Held implements Holder.
func (s *Script) Held() bool { return s.HeldDown }

// Touch implements Toucher.
func (s *Script) Touch() (finger, long bool) { return s.Finger, s.Long }

// Touches implements Multitoucher.
func (s *Script) Touches() []TouchPoint { return s.Fingers }

// EditKey is a key that edits a text field besides typing and Backspace.
type EditKey int

// The editing keys of text fields.
const (
	EditHome      EditKey = iota // Home: caret to the start
	EditEnd                      // End: caret to the end
	EditLeft                     // Left arrow: caret one character back
	EditRight                    // Right arrow: caret one character on
	EditDelete                   // Delete: remove the character after the caret
	EditSelectAll                // Ctrl+A: select the whole text (typing replaces it)
)

// Editor is implemented by inputs that report editing keys; text fields
// read it when the input has it.
type Editor interface {
	// Edits are the editing keys pressed this tick (with auto-repeat).
	Edits() []EditKey
}

// editKeys maps ebiten's keys to editing keys.
var editKeys = []struct {
	key  ebiten.Key
	edit EditKey
}{
	{ebiten.KeyHome, EditHome}, {ebiten.KeyEnd, EditEnd},
	{ebiten.KeyArrowLeft, EditLeft}, {ebiten.KeyArrowRight, EditRight},
	{ebiten.KeyDelete, EditDelete},
}

// Edits implements Editor.
func (e *EbitenInput) Edits() []EditKey {
	e.edits = e.edits[:0]
	for _, k := range editKeys {
		if repeating(k.key) {
			e.edits = append(e.edits, k.edit)
		}
	}
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyA) {
		e.edits = append(e.edits, EditSelectAll)
	}
	return e.edits
}

// Edits implements Editor: the editing keys set for this tick.
func (s *Script) Edits() []EditKey { return s.EditKeys }

// Edit presses editing key k this tick.
func (s *Script) Edit(k EditKey) { s.EditKeys = append(s.EditKeys, k) }
