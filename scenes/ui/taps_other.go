//go:build !js

package ui

// nextQuickTap reports no tap natively: a desktop's touch screen (and the
// mouse) reach Ebitengine on the ticks they happen.
func nextQuickTap() (x, y float64, ok bool) { return 0, 0, false }

// advanceQuickTaps does nothing natively.
func advanceQuickTaps() {}
