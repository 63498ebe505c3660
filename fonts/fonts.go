// Package fonts provides Monster Mixer's typefaces, the Go fonts (regular
// and bold, BSD-style license in fonts/LICENSE), as ebiten text/v2 faces.
package fonts

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

var (
	once          sync.Once
	regular, bold *text.GoTextFaceSource
	mu            sync.Mutex
	faces         = map[faceKey]*text.GoTextFace{}
)

type faceKey struct {
	size float64
	bold bool
}

func load() {
	var err error
	regular, err = text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		panic("fonts: Go Regular: " + err.Error())
	}
	bold, err = text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		panic("fonts: Go Bold: " + err.Error())
	}
}

// Regular returns the regular face source.
func Regular() *text.GoTextFaceSource { once.Do(load); return regular }

// Bold returns the bold face source.
func Bold() *text.GoTextFaceSource { once.Do(load); return bold }

// Face returns a cached face of the given pixel size, bold or regular.
// Sizes are rounded to a quarter pixel so that the cache stays small.
func Face(size float64, isBold bool) *text.GoTextFace {
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
	src := Regular()
	if isBold {
		src = Bold()
	}
	f := &text.GoTextFace{Source: src, Size: size}
	faces[k] = f
	return f
}
