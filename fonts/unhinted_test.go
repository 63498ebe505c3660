package fonts

import (
	"bytes"
	"encoding/binary"
	"flag"
	"image"
	"os"
	"sort"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

var update = flag.Bool("update", false, "rewrite the .ttf files from x/image's Go fonts")

// originals are x/image's Go fonts by the file made from each.
var originals = []struct {
	file string
	ttf  []byte
	ours *[]byte
}{
	{"goregular-unhinted.ttf", goregular.TTF, &regularTTF},
	{"gobold-unhinted.ttf", gobold.TTF, &boldTTF},
}

// TestUnhintedFilesAreMade checks that each embedded font is what unhint
// makes of x/image's Go font today (with -update it first rewrites them).
func TestUnhintedFilesAreMade(t *testing.T) {
	for _, o := range originals {
		want, err := unhint(o.ttf)
		if err != nil {
			t.Fatalf("%s: %v", o.file, err)
		}
		if *update {
			if err := os.WriteFile(o.file, want, 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("wrote %s (%d bytes, %d before)", o.file, len(want), len(o.ttf))
			continue
		}
		if !bytes.Equal(*o.ours, want) {
			t.Errorf("%s is not unhint(x/image's font): run go test ./fonts -run TestUnhinted -update", o.file)
		}
	}
}

// TestUnhintedDrawsTheSame checks that the fonts without their hinting
// instructions draw every glyph (each rune of the Basic Multilingual Plane
// the fonts map) exactly as x/image's Go fonts do, at the faces' settings
// and several sizes and sub-pixel positions: same metrics, kerning (of
// printable ASCII pairs), advances, bounds and mask pixels. x/image's sfnt
// never runs TrueType instructions.
func TestUnhintedDrawsTheSame(t *testing.T) {
	sizes := []float64{9, 12.5, 16, 20.25, 33, 84}
	dots := []fixed.Point26_6{{}, {X: 23, Y: 41}}
	for _, o := range originals {
		a, err := opentype.Parse(o.ttf)
		if err != nil {
			t.Fatal(err)
		}
		b, err := opentype.Parse(*o.ours)
		if err != nil {
			t.Fatal(err)
		}
		if a.NumGlyphs() != b.NumGlyphs() || a.UnitsPerEm() != b.UnitsPerEm() {
			t.Fatalf("%s: %d glyphs, %d units a em; x/image's: %d, %d", o.file, b.NumGlyphs(), b.UnitsPerEm(), a.NumGlyphs(), a.UnitsPerEm())
		}
		var buf sfnt.Buffer
		var runes []rune
		for r := rune(0); r < 0x10000; r++ {
			ga, err := a.GlyphIndex(&buf, r)
			if err != nil {
				t.Fatal(err)
			}
			gb, err := b.GlyphIndex(&buf, r)
			if err != nil {
				t.Fatal(err)
			}
			if ga != gb {
				t.Fatalf("%s: rune %U maps to glyph %d, x/image's font to %d", o.file, r, gb, ga)
			}
			if ga != 0 {
				runes = append(runes, r)
			}
		}
		if len(runes) < 600 {
			t.Fatalf("%s: only %d runes mapped", o.file, len(runes))
		}
		for _, size := range sizes {
			opts := &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone}
			fa, err := opentype.NewFace(a, opts)
			if err != nil {
				t.Fatal(err)
			}
			fb, err := opentype.NewFace(b, opts)
			if err != nil {
				t.Fatal(err)
			}
			if fa.Metrics() != fb.Metrics() {
				t.Errorf("%s at %g: metrics %+v, x/image's %+v", o.file, size, fb.Metrics(), fa.Metrics())
			}
			for r0 := rune(' '); r0 <= '~'; r0++ {
				for r1 := rune(' '); r1 <= '~'; r1++ {
					if ka, kb := fa.Kern(r0, r1), fb.Kern(r0, r1); ka != kb {
						t.Fatalf("%s at %g: kerning of %q %q %v, x/image's %v", o.file, size, r0, r1, kb, ka)
					}
				}
			}
			for _, r := range runes {
				aa, oka := fa.GlyphAdvance(r)
				if ab, okb := fb.GlyphAdvance(r); aa != ab || oka != okb {
					t.Fatalf("%s at %g, %U: advance %v, x/image's %v", o.file, size, r, ab, aa)
				}
				ba, aa, oka := fa.GlyphBounds(r)
				bb, ab, okb := fb.GlyphBounds(r)
				if ba != bb || aa != ab || oka != okb {
					t.Fatalf("%s at %g, %U: bounds %v %v %v, x/image's %v %v %v", o.file, size, r, bb, ab, okb, ba, aa, oka)
				}
				for _, dot := range dots {
					dra, ma, mpa, adva, oka := fa.Glyph(dot, r)
					drb, mb, mpb, advb, okb := fb.Glyph(dot, r)
					if dra != drb || mpa != mpb || adva != advb || oka != okb {
						t.Fatalf("%s at %g, %U: glyph at %v, x/image's at %v", o.file, size, r, drb, dra)
					}
					if oka && !sameMask(ma, mb, mpa, dra.Size()) {
						t.Fatalf("%s at %g, %U: the glyph's pixels differ from x/image's", o.file, size, r)
					}
				}
			}
		}
		t.Logf("%s: %d runes, %d bytes against %d", o.file, len(runes), len(*o.ours), len(o.ttf))
	}
}

// sameMask reports whether two masks hold the same alpha in the size-sized
// rectangle at p.
func sameMask(a, b image.Image, p image.Point, size image.Point) bool {
	for y := 0; y < size.Y; y++ {
		for x := 0; x < size.X; x++ {
			if a.At(p.X+x, p.Y+y) != b.At(p.X+x, p.Y+y) {
				return false
			}
		}
	}
	return true
}

// unhint returns a TrueType font without the hinting instructions of its
// simple glyphs (most of the glyf table's bytes), everything else as it
// was: the tables in the same order, loca rewritten for the shorter
// glyphs, checksums and head's checkSumAdjustment recomputed. The
// composite glyphs' few instructions, fpgm, prep and cvt stay.
func unhint(src []byte) ([]byte, error) {
	be := binary.BigEndian
	if len(src) < 12 || be.Uint32(src) != 0x00010000 {
		return nil, errFont("not a TrueType font")
	}
	type table struct {
		tag      string
		off, len int
		data     []byte
	}
	n := int(be.Uint16(src[4:]))
	tables := make([]*table, n)
	byTag := map[string]*table{}
	for i := range tables {
		r := src[12+16*i:]
		tb := &table{tag: string(r[:4]), off: int(be.Uint32(r[8:])), len: int(be.Uint32(r[12:]))}
		if tb.off+tb.len > len(src) {
			return nil, errFont("table " + tb.tag + " out of bounds")
		}
		tb.data = src[tb.off : tb.off+tb.len]
		tables[i] = tb
		byTag[tb.tag] = tb
	}
	head, maxp, loca, glyf := byTag["head"], byTag["maxp"], byTag["loca"], byTag["glyf"]
	if head == nil || maxp == nil || loca == nil || glyf == nil {
		return nil, errFont("no head, maxp, loca or glyf")
	}
	long := be.Uint16(head.data[50:]) == 1
	numGlyphs := int(be.Uint16(maxp.data[4:]))
	offset := func(i int) int {
		if long {
			return int(be.Uint32(loca.data[4*i:]))
		}
		return 2 * int(be.Uint16(loca.data[2*i:]))
	}
	var g []byte
	offsets := make([]int, numGlyphs+1)
	for i := 0; i < numGlyphs; i++ {
		offsets[i] = len(g)
		a, b := offset(i), offset(i+1)
		if a > b || b > len(glyf.data) {
			return nil, errFont("bad loca")
		}
		gl := glyf.data[a:b]
		if len(gl) > 0 && int16(be.Uint16(gl)) >= 0 {
			// A simple glyph: header, endPtsOfContours, instructionLength,
			// instructions, then flags and coordinates.
			p := 10 + 2*int(be.Uint16(gl))
			il := int(be.Uint16(gl[p:]))
			g = append(g, gl[:p]...)
			g = append(g, 0, 0)
			g = append(g, gl[p+2+il:]...)
		} else {
			g = append(g, gl...)
		}
		for len(g)%4 != 0 {
			g = append(g, 0)
		}
	}
	offsets[numGlyphs] = len(g)
	var l []byte
	for _, o := range offsets {
		if long {
			l = be.AppendUint32(l, uint32(o))
		} else {
			l = be.AppendUint16(l, uint16(o/2))
		}
	}
	glyf.data, loca.data = g, l
	h := append([]byte(nil), head.data...)
	be.PutUint32(h[8:], 0) // checkSumAdjustment, set below
	head.data = h

	// The same table order in the file as before.
	inFile := append([]*table(nil), tables...)
	sort.Slice(inFile, func(i, j int) bool { return inFile[i].off < inFile[j].off })
	out := append([]byte(nil), src[:12+16*n]...)
	for _, tb := range inFile {
		tb.off = len(out)
		out = append(out, tb.data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	for i, tb := range tables {
		r := out[12+16*i:]
		be.PutUint32(r[4:], checksum(out[tb.off:tb.off+(len(tb.data)+3)&^3]))
		be.PutUint32(r[8:], uint32(tb.off))
		be.PutUint32(r[12:], uint32(len(tb.data)))
	}
	be.PutUint32(out[head.off+8:], 0xB1B0AFBA-checksum(out))
	return out, nil
}

// checksum is the TrueType checksum: the sum of the big-endian 32-bit words.
func checksum(b []byte) uint32 {
	var s uint32
	for i := 0; i+4 <= len(b); i += 4 {
		s += binary.BigEndian.Uint32(b[i:])
	}
	return s
}

type errFont string

func (e errFont) Error() string { return "unhint: " + string(e) }
