package sprites

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ebitentest"
)

// A card body has rounded corners,
// shows its fill in the middle and its ink on the edge; a card back shows
// its inner frame, and a back or body with no border is not
// filled with its ink.
func TestCardFaceAndBack(t *testing.T) {
	look := Card{Radius: 6, Border: 2, Fill: color.RGBA{0xf0, 0xe0, 0xc0, 0xff}, Ink: red}
	var mid, edge, backMid, backDeco, plainMid, plainBody color.RGBA
	var corner color.RGBA
	ebitentest.OnFrame(func() {
		face := ebiten.NewImage(40, 56)
		PaintCardBody(face, 1, 1, 38, 54, look)
		px := image.NewRGBA(face.Bounds())
		face.ReadPixels(px.Pix)
		mid, edge = px.RGBAAt(20, 28), px.RGBAAt(20, 1)
		corner = px.RGBAAt(1, 1)

		back := ebiten.NewImage(40, 56)
		PaintCardBack(back, 0, 0, 40, 56, CardBack{Card: Card{Radius: 6, Border: 1, Fill: color.RGBA{0, 0, 0x80, 0xff}, Ink: red},
			Inset: 6, DecoRadius: 4, DecoWidth: 2, Deco: color.RGBA{0, 0xff, 0, 0xff}})
		bp := image.NewRGBA(back.Bounds())
		back.ReadPixels(bp.Pix)
		backMid, backDeco = bp.RGBAAt(20, 28), bp.RGBAAt(20, 6)

		plain := ebiten.NewImage(40, 56)
		PaintCardBack(plain, 0, 0, 40, 56, CardBack{Card: Card{Radius: 6, Fill: color.RGBA{0, 0, 0x80, 0xff}, Ink: red}})
		PaintCardBody(plain, 0, 0, 20, 20, Card{Radius: 4, Fill: color.RGBA{0, 0, 0x80, 0xff}, Ink: red})
		pp := image.NewRGBA(plain.Bounds())
		plain.ReadPixels(pp.Pix)
		plainMid, plainBody = pp.RGBAAt(20, 28), pp.RGBAAt(10, 10)
	})
	if corner.A != 0 {
		t.Fatalf("card corner %v, want it rounded off (transparent)", corner)
	}
	if mid != look.Fill {
		t.Fatalf("card middle %v, want the fill %v", mid, look.Fill)
	}
	if edge.R < 0xc0 || edge.G > 0x40 {
		t.Fatalf("card edge %v, want the ink %v", edge, look.Ink)
	}
	if backMid != (color.RGBA{0, 0, 0x80, 0xff}) {
		t.Fatalf("back middle %v, want its fill", backMid)
	}
	if plainMid != (color.RGBA{0, 0, 0x80, 0xff}) {
		t.Fatalf("a back with no border: middle %v, want its fill", plainMid)
	}
	if plainBody != (color.RGBA{0, 0, 0x80, 0xff}) {
		t.Fatalf("a body with no border: middle %v, want its fill", plainBody)
	}
	if backDeco.G < 0xc0 {
		t.Fatalf("back's inner frame %v, want its deco colour", backDeco)
	}
}
