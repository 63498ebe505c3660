package ui

// Ease is the smoothstep curve of an animation's progress p, from 0 to 1:
// it starts and ends slowly.
func Ease(p float64) float64 { return p * p * (3 - 2*p) }
