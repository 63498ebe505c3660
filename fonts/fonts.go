// Package fonts provides Monster Mixer's typefaces, the Go fonts (regular
// and bold, BSD-style license in fonts/LICENSE), as x/image font faces.
//
// The fonts are x/image's Go fonts without their hinting instructions
// (goregular-unhinted.ttf and gobold-unhinted.ttf, made by
// `go test ./fonts -run TestUnhinted -update`): x/image's sfnt, which draws
// them, never runs those instructions, and without them each font is about
// 27 KB smaller gzipped. TestUnhintedDrawsTheSame checks that every glyph
// draws pixel for pixel as with x/image's fonts.
package fonts

import (
	_ "embed" // the fonts
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

// regularTTF and boldTTF are Go Regular and Go Bold, unhinted.
var (
	//go:embed goregular-unhinted.ttf
	regularTTF []byte
	//go:embed gobold-unhinted.ttf
	boldTTF []byte
)

var (
	once          sync.Once
	regular, bold *opentype.Font
	mu            sync.Mutex
	faces         = map[faceKey]font.Face{}
)

type faceKey struct {
	size float64
	bold bool
}

func load() {
	var err error
	regular, err = opentype.Parse(regularTTF)
	if err != nil {
		panic("fonts: Go Regular: " + err.Error())
	}
	bold, err = opentype.Parse(boldTTF)
	if err != nil {
		panic("fonts: Go Bold: " + err.Error())
	}
}

// Face returns a cached face of the given pixel size, bold or regular.
// Sizes are rounded to a quarter pixel so that the cache stays small.
func Face(size float64, isBold bool) font.Face {
	size = float64(int(size*4+0.5)) / 4
	if size < 1 {
		size = 1
	}
	k := faceKey{size, isBold}
	mu.Lock()
	defer mu.Unlock()
	if f, ok := faces[k]; ok {
		return f
	}
	once.Do(load)
	src := regular
	if isBold {
		src = bold
	}
	of, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("fonts: " + err.Error())
	}
	faces[k] = of
	return of
}
