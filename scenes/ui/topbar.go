package ui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// TopBarHeight is the height of a screen's top bar at scale 1.
const TopBarHeight = 64

// TableProgressEnd is how far from the right edge, at scale 1, the table
// frame's top bar ends its progress text (the Menu button is beyond).
const TableProgressEnd = 150

// TopBar is where a top bar's texts go: the game's name on the left, the
// status line (after its seat's symbol, if any) in the middle, and the
// progress on the right, ending before the button in the corner.
type TopBar struct {
	NameSize, NameX1       float64 // the name starts at 20 and ends at NameX1
	Line                   string  // the status line, ending in "…" if it had to be cut
	Size                   float64 // the status line's text size
	LineX0, LineX1         float64 // from the symbol's left edge (if any) to the line's end
	CentreX                float64 // the middle of the line's text
	ProgressSize           float64
	ProgressX0, ProgressX1 float64
}

// LayTopBar fits the status line between the game's name and the progress
// text on a bar of width w at scale s whose progress ends at right: centred
// on the bar at 22 pixels if it fits there, else at 17; else moved towards
// the roomier side (at 22, then 17); else cut with an ellipsis. A final full
// stop is left off, so that every game's status reads as a heading whether
// it came from the log or not. mark says that a seat's symbol goes before
// the line.
func LayTopBar(w, s, right float64, name, line, progress string, mark bool) TopBar {
	const gap = 24
	line = strings.TrimSuffix(line, ".")
	l := TopBar{NameSize: 22 * s, Line: line, ProgressSize: 17 * s, ProgressX0: right, ProgressX1: right}
	l.NameX1 = 20*s + TextWidth(name, l.NameSize, true)
	if progress != "" {
		l.ProgressX0 -= TextWidth(progress, l.ProgressSize, false)
	}
	symbol := 0.0
	if mark {
		symbol = 35 * s
	}
	// The text may run from x0 to x1; centred on the bar it has 2*half.
	x0, x1, cx := l.NameX1+gap*s+symbol, l.ProgressX0-gap*s, w/2
	half := min(cx-x0, x1-cx)
	// Centred at 22, centred at 17, moved at 22, moved at 17: the first
	// that fits; else cut at 17 to the whole room.
	for _, room := range [2]float64{2 * half, x1 - x0} {
		for _, size := range [2]float64{22 * s, 17 * s} {
			if width := TextWidth(line, size, true); width <= room {
				l.place(size, width, symbol, cx, x0, x1)
				return l
			}
		}
	}
	l.Line = Ellipsize(line, 17*s, true, x1-x0)
	l.place(17*s, TextWidth(l.Line, 17*s, true), symbol, cx, x0, x1)
	return l
}

// place puts a status line width pixels wide at size as near to cx as the
// room from x0 to x1 allows, after a symbol that many pixels wide.
func (l *TopBar) place(size, width, symbol, cx, x0, x1 float64) {
	l.Size = size
	l.CentreX = min(max(cx, x0+width/2), x1-width/2)
	l.LineX0, l.LineX1 = l.CentreX-width/2-symbol, l.CentreX+width/2
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
	DrawText(dst, l.Line, l.Size, true, l.CentreX, top.H/2, AlignCenter, AlignCenter, ColText)
	if progress != "" {
		DrawText(dst, progress, l.ProgressSize, false, right, top.H/2, AlignEnd, AlignCenter, ColTextDim)
	}
}
