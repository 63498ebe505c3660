package ui

import (
	"image/color"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/sprites"
)

// Align places text relative to its anchor point.
type Align = sprites.Align

// Alignments for DrawText.
const (
	AlignStart  = sprites.AlignStart
	AlignCenter = sprites.AlignCenter
	AlignEnd    = sprites.AlignEnd
)

// DrawText draws s at (x, y) in screen pixels with a face of the given
// pixel size; h and v say where the anchor lies in the text's box. Labels
// are cached as images (see sprites.DrawText).
func DrawText(dst *ebiten.Image, s string, size float64, bold bool, x, y float64, h, v Align, clr color.RGBA) {
	sprites.DrawText(dst, s, size, bold, x, y, h, v, clr)
}

// TextWidth is the width of s in pixels at the given size.
func TextWidth(s string, size float64, bold bool) float64 {
	return sprites.TextWidth(s, size, bold)
}

// Wrap splits s into lines no wider than width at the given size,
// breaking at spaces (a word longer than width gets a line of its own); a
// count such as "2 of 3" stays on one line.
func Wrap(s string, size float64, bold bool, width float64) []string {
	return wrapMeasured(s, width, func(t string) float64 { return TextWidth(t, size, bold) })
}

// wrapMeasured is Wrap with the width of a piece of text given by
// measure.
func wrapMeasured(s string, width float64, measure func(string) float64) []string {
	var out []string
	space := measure(" ")
	for _, para := range strings.Split(s, "\n") {
		words := keepCountsWhole(strings.Fields(para))
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		start, w := 0, measure(words[0])
		for i := 1; i < len(words); i++ {
			ww := measure(words[i])
			if w+space+ww <= width {
				w += space + ww
				continue
			}
			out = append(out, strings.Join(words[start:i], " "))
			start, w = i, ww
		}
		out = append(out, strings.Join(words[start:], " "))
	}
	return out
}

// keepCountsWhole joins each count of words ("2", "of", "3") into one
// word, so that a line never ends in "2 of" or starts with "of 3".
func keepCountsWhole(words []string) []string {
	number := func(w string) bool {
		w = strings.TrimRight(w, ".,;:)")
		return w != "" && strings.Trim(w, "0123456789") == ""
	}
	out := words[:0]
	for i := 0; i < len(words); i++ {
		if i+2 < len(words) && words[i+1] == "of" && number(words[i]) && number(words[i+2]) {
			out = append(out, words[i]+" of "+words[i+2])
			i += 2
			continue
		}
		out = append(out, words[i])
	}
	return out
}

// Seat marks colour a seat's name in a ScrollList with a Palette: the
// text between SeatMark(p) and MarkEnd is drawn in Palette[p]. The marks
// are from Unicode's private use area, so no text contains them.
const (
	markBase = '\uE100'
	// MarkEnd ends a marked name.
	MarkEnd = '\uE0FF'
)

// SeatMark starts seat p's name in a marked line.
func SeatMark(p int) rune { return markBase + rune(p) }

// isMark reports whether r is a seat mark or MarkEnd, and which seat (-1
// for MarkEnd).
func isMark(r rune) (seat int, ok bool) {
	switch {
	case r == MarkEnd:
		return -1, true
	case r >= markBase && r < markBase+64:
		return int(r - markBase), true
	}
	return 0, false
}

// StripMarks removes the seat marks from s.
func StripMarks(s string) string {
	return strings.Map(func(r rune) rune {
		if _, ok := isMark(r); ok {
			return -1
		}
		return r
	}, s)
}

// drawMarked draws a line with seat marks from (x, y), the marked names
// in their palette colours; cur is the colour in force at the start (a
// name wrapped onto this line) and the colour in force at the end is
// returned. A nil dst draws nothing and only follows the colours (a line
// scrolled out of sight).
func drawMarked(dst *ebiten.Image, s string, size, x, y float64, palette []color.RGBA, cur color.RGBA) color.RGBA {
	start := 0
	flush := func(end int) {
		if end > start && dst != nil {
			piece := s[start:end]
			DrawText(dst, piece, size, false, x, y, AlignStart, AlignCenter, cur)
			x += TextWidth(piece, size, false)
		}
	}
	for i, r := range s {
		seat, ok := isMark(r)
		if !ok {
			continue
		}
		flush(i)
		start = i + utf8.RuneLen(r)
		switch {
		case seat < 0:
			cur = ColText
		case seat < len(palette):
			cur = palette[seat]
		}
	}
	flush(len(s))
	return cur
}

// Ellipsize shortens s with "…" so that it fits in width.
func Ellipsize(s string, size float64, bold bool, width float64) string {
	if TextWidth(s, size, bold) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && TextWidth(string(r)+"…", size, bold) > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
