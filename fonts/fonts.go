// Package fonts provides Monster Mixer's typefaces, the Go fonts (regular
// and bold, BSD-style license in fonts/LICENSE), as x/image font faces.
package fonts

import (
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
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
	regular, err = opentype.Parse(goregular.TTF)
	if err != nil {
		panic("fonts: Go Regular: " + err.Error())
	}
	bold, err = opentype.Parse(gobold.TTF)
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
