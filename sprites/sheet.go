package sprites

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sprite sheets: the package's own small sprites (corners, symbols, text
// labels, dice, monsters, the title's pictures) are painted into an image
// of their own, as before, and then copied onto a shared sheet, and the
// sprite is a sub-image of the sheet.
//
// Why: ebiten keeps an image it has drawn into off its shared texture
// atlas until it has been used unchanged for 10 frames or more, so every
// freshly painted sprite was a texture of its own. Draws from different
// textures cannot be batched, and a screen of new sprites (the first
// frame, a new scene) cost a draw call per sprite, glyph and rectangle:
// 354 in the title's first frame, most of its time on a software GPU. Drawn
// from one sheet, they batch.

const (
	sheetSize      = 1024 // a sheet's width and height in pixels
	sheetMaxSprite = 384  // larger sprites keep an image of their own
	maxSheets      = 6    // past this, sprites keep an image of their own
	sheetPad       = 1    // transparent pixels around each sprite
)

// sheet is one shared image and the free space left on it.
type sheet struct {
	img  *ebiten.Image
	root *sheetNode
}

// sheetNode is a rectangle of a sheet: a leaf that is free or used, or a
// node split in two (a binary tree of rectangles, merged again as its
// halves are freed).
type sheetNode struct {
	r        image.Rectangle
	used     bool
	children [2]*sheetNode
	parent   *sheetNode
}

var (
	sheets []*sheet
	// sheetScratch is where a sheet sprite is painted before it is copied;
	// sheetScratchBusy while it is (a sprite whose painting draws a sprite not
	// yet painted gets an image of its own for that one).
	sheetScratch     *ebiten.Image
	sheetScratchBusy bool
)

// newSheet makes an empty sheet.
func newSheet() *sheet {
	return &sheet{img: ebiten.NewImage(sheetSize, sheetSize), root: &sheetNode{r: image.Rect(0, 0, sheetSize, sheetSize)}}
}

// alloc finds room for a w x h rectangle, or nil.
func (n *sheetNode) alloc(w, h int) *sheetNode {
	if n.used {
		return nil
	}
	if n.children[0] != nil {
		if c := n.children[0].alloc(w, h); c != nil {
			return c
		}
		return n.children[1].alloc(w, h)
	}
	rw, rh := n.r.Dx(), n.r.Dy()
	if w > rw || h > rh {
		return nil
	}
	if w == rw && h == rh {
		n.used = true
		return n
	}
	// Split along the side with more room to spare; the first half fits
	// exactly that side.
	var a, b image.Rectangle
	if rw-w >= rh-h {
		a = image.Rect(n.r.Min.X, n.r.Min.Y, n.r.Min.X+w, n.r.Max.Y)
		b = image.Rect(n.r.Min.X+w, n.r.Min.Y, n.r.Max.X, n.r.Max.Y)
	} else {
		a = image.Rect(n.r.Min.X, n.r.Min.Y, n.r.Max.X, n.r.Min.Y+h)
		b = image.Rect(n.r.Min.X, n.r.Min.Y+h, n.r.Max.X, n.r.Max.Y)
	}
	n.children = [2]*sheetNode{{r: a, parent: n}, {r: b, parent: n}}
	return n.children[0].alloc(w, h)
}

// free gives n's rectangle back, merging halves that are both free.
func (n *sheetNode) free() {
	n.used = false
	for p := n.parent; p != nil; p = p.parent {
		a, b := p.children[0], p.children[1]
		if a.used || b.used || a.children[0] != nil || b.children[0] != nil {
			return
		}
		p.children = [2]*sheetNode{}
	}
}

// sheetSlot is where a sprite lies on a sheet.
type sheetSlot struct {
	sheet *sheet
	node  *sheetNode
}

// onSheet puts a w x h sprite painted by paint on a sheet: painted on
// the CPU and uploaded when cpu is set and every primitive could (see
// cpupaint.go), otherwise painted on the GPU and copied. It returns the
// sprite's sub-image of the sheet and its slot, or nil when the sprite is
// too big or every sheet is full (then nothing is painted).
func onSheet(w, h int, paint func(*ebiten.Image), cpu bool) (*ebiten.Image, sheetSlot) {
	if w > sheetMaxSprite || h > sheetMaxSprite {
		return nil, sheetSlot{}
	}
	slot := reserve(w+2*sheetPad, h+2*sheetPad)
	if slot.node == nil {
		return nil, sheetSlot{}
	}
	img := slot.sheet.img.SubImage(slot.node.r.Inset(sheetPad)).(*ebiten.Image)
	if cpu {
		if px := paintOnCPU(w, h, paint); px != nil {
			img.WritePixels(px.Pix)
			return img, slot
		}
	}
	var pic *ebiten.Image
	if sheetScratchBusy {
		pic = ebiten.NewImage(w, h)
		defer pic.Deallocate()
	} else {
		if sheetScratch == nil {
			sheetScratch = ebiten.NewImage(sheetMaxSprite, sheetMaxSprite)
		}
		sheetScratchBusy = true
		defer func() { sheetScratchBusy = false }()
		pic = sheetScratch.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image)
		pic.Clear()
	}
	paint(pic)
	var op ebiten.DrawImageOptions
	op.Blend = ebiten.BlendCopy
	op.GeoM.Translate(float64(img.Bounds().Min.X), float64(img.Bounds().Min.Y))
	img.DrawImage(pic, &op)
	return img, slot
}

// reserve finds room on a sheet, making a new sheet if the others are
// full and there may be more.
func reserve(w, h int) sheetSlot {
	for _, s := range sheets {
		if n := s.root.alloc(w, h); n != nil {
			return sheetSlot{s, n}
		}
	}
	if len(sheets) >= maxSheets {
		return sheetSlot{}
	}
	s := newSheet()
	sheets = append(sheets, s)
	n := s.root.alloc(w, h)
	if n == nil {
		return sheetSlot{}
	}
	return sheetSlot{s, n}
}

// whiteOnSheet puts a 3x3 white square on the first sheet (FillRect's
// pixel, so that rectangles batch with the sprites). Its pixels are
// written, not drawn: drawn, they would wait for the first frame.
func whiteOnSheet() *ebiten.Image {
	slot := reserve(3, 3)
	img := slot.sheet.img.SubImage(slot.node.r).(*ebiten.Image)
	white := make([]byte, 4*3*3)
	for i := range white {
		white[i] = 0xff
	}
	img.WritePixels(white)
	return img
}

// release frees a slot's room (its pixels stay until painted over).
func (s sheetSlot) release() {
	if s.node != nil {
		s.node.free()
	}
}
