package insurance

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/ui"
)

// layerKey is everything a cached layer (the seat panels, the strip)
// shows; the layer is drawn again only when its key changes. Drawing the
// panels every frame would mix many anti-aliased and plain draws, and
// each switch between them costs a pass over an offscreen buffer.
type layerKey struct {
	gen       int
	mgen      int
	rect      ui.Rect
	hoverCard int
	hoverBtn  int
	sel       ins.TokenType
	why       string // the refusal shown, if any
	hintOK    bool
	hint      ins.Decoded
	myTurn    bool
	revealing bool
	flips     uint8
	marker    bool
	card      int
	viewer    int
	status    string
	board     *ins.Board
}

// changed marks that the model or the view changed: the layers redraw.
func (t *Table) changed() { t.gen++ }

func (t *Table) flipBits() uint8 {
	var b uint8
	for q := 0; q < t.m.n; q++ {
		if t.an.cardFlip[q] >= 0.5 {
			b |= 1 << q
		}
	}
	return b
}

// drawLayer draws a cached layer covering r, redrawing it with paint
// first when key differs from the key it was drawn with.
func (t *Table) drawLayer(dst *ebiten.Image, img **ebiten.Image, have *layerKey, key layerKey, r ui.Rect, paint func(*ebiten.Image)) {
	b := image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
	if b.Empty() {
		return
	}
	if *img == nil || (*img).Bounds() != b {
		if *img != nil {
			(*img).Deallocate()
		}
		*img = ebiten.NewImageWithOptions(b, nil)
		*have = layerKey{gen: -1}
	}
	if *have != key {
		(*img).Clear()
		paint(*img)
		*have = key
	}
	op := &t.gfx.op
	*op = ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	dst.DrawImage(*img, op)
}

// drawLayers draws the seat panels and the strip from their caches.
func (t *Table) drawLayers(dst *ebiten.Image) {
	L := &t.lay
	g := &t.gfx
	sk := layerKey{gen: t.gen, mgen: t.m.gen, rect: L.column, card: t.an.card, flips: t.flipBits(), marker: t.flyingMarker(), viewer: t.viewer}
	t.drawLayer(dst, &g.seatsImg, &g.seatsKey, sk, L.column.Inset(-6*L.s), t.drawSeats)
	tk := layerKey{gen: t.gen, mgen: t.m.gen, rect: L.strip, hoverCard: t.hoverCard, hoverBtn: t.hoverBtn, sel: t.sel,
		why: t.shownWhy(), hintOK: t.hintOK, hint: t.hint, myTurn: t.myTurn,
		revealing: t.an.revealing, viewer: t.viewer, status: t.status()}
	if tk.revealing {
		tk.card = t.an.card
	}
	t.drawLayer(dst, &g.stripImg, &g.stripKey, tk, L.strip.Inset(-8*L.s), t.drawStrip)
}
