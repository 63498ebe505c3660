// Monster Mixer's addition to its browser build's copy of Ebitengine (see
// shader.go here and web_modfile in build/lib.sh): it goes into
// internal/graphics beside precompiled.go, which the test in
// precompiled_test.go writes.

package graphics

import (
	"bytes"
	"go/constant"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// precompiledSources are the sources of the shaders every program compiles
// as it starts, in the order of precompiled.go: restorable's nearest and
// linear image shaders, the screen shader and restorable's clear shader.
func precompiledSources() [][]byte {
	return [][]byte{
		builtinshader.ShaderSource(builtinshader.FilterNearest, builtinshader.AddressUnsafe, false),
		builtinshader.ShaderSource(builtinshader.FilterLinear, builtinshader.AddressUnsafe, false),
		builtinshader.ScreenShaderSource,
		builtinshader.ClearShaderSource,
	}
}

// precompiledProgram returns a new copy of the program of src when src is
// one of the shaders compiled ahead of time, and nil otherwise.
func precompiledProgram(src []byte) *shaderir.Program {
	for i, s := range precompiledSources() {
		if bytes.Equal(s, src) {
			p := newPrecompiledProgram(i)
			glslOf.Lock()
			defer glslOf.Unlock()
			if glslOf.m == nil {
				glslOf.m = map[*shaderir.Program]*[2]glslPair{}
			}
			glslOf.m[p] = &precompiledGLSLs[i]
			return p
		}
	}
	return nil
}

// glslPair is a program's vertex and fragment shader in GLSL.
type glslPair struct{ vertex, fragment string }

// glslOf holds the GLSL of each precompiled program made so far.
var glslOf struct {
	sync.Mutex
	m map[*shaderir.Program]*[2]glslPair
}

// PrecompiledGLSL returns the GLSL of p for glsl.GLSLVersion version when
// p is a precompiled program (and ok false otherwise).
func PrecompiledGLSL(p *shaderir.Program, version int) (vertex, fragment string, ok bool) {
	glslOf.Lock()
	g := glslOf.m[p]
	glslOf.Unlock()
	if g == nil || version < 0 || version >= len(g) {
		return "", "", false
	}
	return g[version].vertex, g[version].fragment, true
}

// float is a constant.Value of f (precompiled.go's float constants).
func float(f float64) constant.Value { return constant.MakeFloat64(f) }
