package ui

// Holder is an optional part of Input: inputs that can tell whether the
// primary button is held down implement it, so widgets can show a pressed
// state and sliders can be dragged. (Added alongside the fixed contract.)
type Holder interface {
	// Held reports whether the primary button is down now.
	Held() bool
}

// Held reports whether in implements Holder and its button is down.
func Held(in Input) bool {
	h, ok := in.(Holder)
	return ok && h.Held()
}
