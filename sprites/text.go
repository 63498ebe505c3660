package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Text labels are shaped and drawn once in white into a cached image:
// shaping text every frame allocates and costs a draw per glyph.

type textKey struct {
	s     string
	size  float32
	bold  bool
	align Align // lines of a multi-line label align within its box
}

func lineSpacing(size float64) float64 { return size * 1.3 }

var textOpts ebiten.DrawImageOptions

// shapeText draws s with its anchor at (x, y) the way DrawText does,
// shaping it now.
func shapeText(dst *ebiten.Image, s string, size float64, bold bool, x, y float64, h, v Align, clr color.RGBA) {
	textOpts = ebiten.DrawImageOptions{}
	ScaleBy(&textOpts.ColorScale, clr)
	faceFor(size, bold).draw(dst, s, x, y, h, v, lineSpacing(size), &textOpts)
}

// PaintText draws s like DrawText but shaped now, without the cache: for
// painting text into a sprite of one's own.
func PaintText(dst *ebiten.Image, s string, size float64, bold bool, x, y float64, h, v Align, clr color.RGBA) {
	shapeText(dst, s, size, bold, x, y, h, v, clr)
}

func textBox(k textKey) (w, h float64) {
	size := float64(k.size)
	return faceFor(size, k.bold).measure(k.s, lineSpacing(size))
}

var texts = NewCache(2048, true, func(k textKey) Shape {
	w, h := textBox(k)
	return Shape{W: int(math.Ceil(w)) + 2, H: int(math.Ceil(h)) + 2, OX: w, OY: h}
}, func(img *ebiten.Image, k textKey, sh Shape) {
	shapeText(img, k.s, float64(k.size), k.bold, 1+sh.OX*alignFrac(k.align), 1, k.align, AlignStart, White)
}).OnCPU()

func alignFrac(a Align) float64 {
	switch a {
	case AlignCenter:
		return 0.5
	case AlignEnd:
		return 1
	}
	return 0
}

// DrawText draws s at (x, y) in pixels with the app's font at the given
// pixel size; h and v say where the anchor lies in the text's box (lines
// are size*1.3 apart). The label comes from the cache, drawn at whole
// pixels; when the frame's budget of new sprites is spent it is shaped
// directly.
func DrawText(dst *ebiten.Image, s string, size float64, bold bool, x, y float64, h, v Align, clr color.RGBA) {
	if s == "" {
		return
	}
	if onCPUCanvas(dst) {
		shapeText(dst, s, size, bold, x, y, h, v, clr)
		return
	}
	if !probe.paused && (probe.size == 0 || size < probe.size) {
		probe.size, probe.text = size, s
	}
	sp := texts.Get(textKey{s, float32(size), bold, h})
	if sp == nil {
		shapeText(dst, s, size, bold, x, y, h, v, clr)
		return
	}
	// The sprite's origin fields hold the text's box.
	drawImage(dst, sp.Img, x-sp.OX*alignFrac(h)-1, y-sp.OY*alignFrac(v)-1, clr)
}

type widthKey struct {
	s    string
	size float32
	bold bool
}

var widths = map[widthKey]float64{}

// TextWidth is the advance of s in pixels at the given size, remembered.
func TextWidth(s string, size float64, bold bool) float64 {
	k := widthKey{s, float32(size), bold}
	if w, ok := widths[k]; ok {
		return w
	}
	if len(widths) >= 8192 {
		clear(widths)
	}
	w := faceFor(size, bold).advance(s)
	widths[k] = w
	return w
}

// probe is the smallest text drawn since the last ResetTextProbe.
var probe struct {
	size   float64
	text   string
	paused bool
}

// PauseTextProbe leaves the text drawn out of the probe while paused is
// true: a menu screen pauses it around a game table's own drawing (the
// final board on Game over, the replay's table), whose text is the
// table's to size, not the menu's.
func PauseTextProbe(paused bool) { probe.paused = paused }

// ResetTextProbe forgets the smallest text drawn so far (the app calls it
// as a frame begins).
func ResetTextProbe() { probe.size, probe.text = 0, "" }

// SmallestText is the smallest text size (em, in pixels) drawn since the
// last ResetTextProbe, and that text; 0 and "" when none was drawn. The
// browser build publishes it so that a test can check the least text
// size on a touch screen.
func SmallestText() (size float64, text string) { return probe.size, probe.text }
