package ui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// TopBarHeight is the height of a screen's top bar at scale 1.
const TopBarHeight = 64

// TopBar is where a top bar's texts go: the game's name on the left, the
// status line (after its seat's symbol, if any) in the middle, and the
// progress on the right, ending before the button in the corner.
type TopBar struct {
	NameSize, NameX1       float64 // the name starts at 20 and ends at NameX1
	Line                   string  // the status line, ending in "…" if it had to be cut
	Size                   float64 // the status line's text size
	LineX0, LineX1         float64 // from the symbol's left edge (if any) to the line's end
	ProgressSize           float64
	ProgressX0, ProgressX1 float64
}

// LayTopBar fits the status line, centred, between the game's name and the
// progress text on a bar of width w at scale s whose progress ends at
// right: at 22 pixels if it fits, else at 17, then cut with an ellipsis.
// A final full stop is left off, so that every game's status reads as a
// heading whether it came from the log or not. mark says that a seat's
// symbol goes before the line.
func LayTopBar(w, s, right float64, name, line, progress string, mark bool) TopBar {
	const gap = 24
	line = strings.TrimSuffix(line, ".")
	l := TopBar{NameSize: 22 * s, Line: line, Size: 22 * s, ProgressSize: 17 * s, ProgressX0: right, ProgressX1: right}
	l.NameX1 = 20*s + TextWidth(name, l.NameSize, true)
	if progress != "" {
		l.ProgressX0 -= TextWidth(progress, l.ProgressSize, false)
	}
	symbol := 0.0
	if mark {
		symbol = 35 * s
	}
	cx := w / 2
	room := 2 * min(cx-l.NameX1-gap*s-symbol, l.ProgressX0-gap*s-cx)
	if TextWidth(line, l.Size, true) > room {
		l.Size = 17 * s
		l.Line = Ellipsize(line, l.Size, true, room)
	}
	half := TextWidth(l.Line, l.Size, true) / 2
	l.LineX0, l.LineX1 = cx-half-symbol, cx+half
	return l
}

// DrawTopBar draws a top bar of width w at scale s as LayTopBar lays it
// out; the symbol of seats[who] goes before the line (none when who is
// not a seat).
func DrawTopBar(dst *ebiten.Image, w, s, right float64, name, line, progress string, seats []Seat, who int) {
	top := Rect{W: w, H: TopBarHeight * s}
	FillRect(dst, top, ColPanel)
	FillRect(dst, Rect{Y: top.H - 2*s, W: w, H: 2 * s}, ColBorder)
	mark := who >= 0 && who < len(seats)
	l := LayTopBar(w, s, right, name, line, progress, mark)
	DrawText(dst, name, l.NameSize, true, 20*s, top.H/2, AlignStart, AlignCenter, ColAccent)
	if mark {
		DrawSymbol(dst, seats[who].Symbol, l.LineX0+13*s, top.H/2, 13*s, seats[who].Color)
	}
	DrawText(dst, l.Line, l.Size, true, w/2, top.H/2, AlignCenter, AlignCenter, ColText)
	if progress != "" {
		DrawText(dst, progress, l.ProgressSize, false, right, top.H/2, AlignEnd, AlignCenter, ColTextDim)
	}
}
