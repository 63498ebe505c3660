package ui

import (
	"slices"

	"monstermixer/engine"
)

// BackLabel is the label of the Back button a table shows while a
// half-made choice exists; it does what Esc and a right-click do.
const BackLabel = "Back"

// Pressed is what came of a press on a Chooser.
type Pressed uint8

const (
	// Refused: the key is not lit; the selection is kept.
	Refused Pressed = iota
	// Stepped: the key is the next step of some actions; it is selected.
	Stepped
	// SteppedBack: the key was selected; the selection is back to before it.
	SteppedBack
	// Chosen: the key completes one action, returned; the selection is cleared.
	Chosen
	// Ambiguous: the selection now is the whole sequence of more than one
	// action (Options), to be settled with buttons (Choose); actions that
	// go on from it stay lit.
	Ambiguous
)

// Chooser is a multi-step choice (a piece, then a target, then an option)
// of one of the legal actions, each given as the sequence of keys (the
// clicks) that choose it. It holds the selection so far, tells what is lit
// next, which keys are selected and which are the hint's, takes presses
// and steps back. A table resets it whenever the state shown changes and
// draws and names the keys itself. The zero value is an empty chooser.
type Chooser[K comparable] struct {
	// Stay tells the first keys that stay lit whatever is selected (the
	// buttons of one-click actions); pressing one with something selected
	// starts afresh from it. Nil: none.
	Stay func(K) bool

	keys  []K // every action's keys, one sequence after another
	seqs  []chooserSeq
	sel   []K
	lit   []K
	litOK bool // lit is worked out for sel
	hint  []K
	opts  []engine.Action
}

// chooserSeq is one action and where its keys lie in Chooser.keys.
type chooserSeq struct {
	act    engine.Action
	lo, hi int
}

// Reset drops the actions, the selection, the options and the hint: the
// state changed. Add the new legal actions after.
func (c *Chooser[K]) Reset() {
	c.keys, c.seqs = c.keys[:0], c.seqs[:0]
	c.hint = c.hint[:0]
	c.Clear()
}

// Add adds the action a, chosen by pressing keys in order.
func (c *Chooser[K]) Add(a engine.Action, keys ...K) {
	if len(keys) == 0 {
		return
	}
	c.seqs = append(c.seqs, chooserSeq{act: a, lo: len(c.keys), hi: len(c.keys) + len(keys)})
	c.keys = append(c.keys, keys...)
	c.litOK = false
}

// Clear lets go of the selection and the options.
func (c *Chooser[K]) Clear() {
	c.sel, c.opts = c.sel[:0], c.opts[:0]
	c.litOK = false
}

// Select makes keys the selection when some action begins with them and
// goes on (the piece that is acting, chosen for the person); it reports
// whether it did.
func (c *Chooser[K]) Select(keys ...K) bool {
	for i := range c.seqs {
		if s := c.seq(i); len(s) > len(keys) && slices.Equal(s[:len(keys)], keys) {
			c.sel, c.opts = append(c.sel[:0], keys...), c.opts[:0]
			c.litOK = false
			return true
		}
	}
	return false
}

func (c *Chooser[K]) seq(i int) []K { return c.keys[c.seqs[i].lo:c.seqs[i].hi] }

// begins reports whether s begins with sel.
func begins[K comparable](s, sel []K) bool {
	return len(s) >= len(sel) && slices.Equal(s[:len(sel)], sel)
}

// Selected are the keys pressed so far (not to be changed).
func (c *Chooser[K]) Selected() []K { return c.sel }

// Options are the actions an Ambiguous press left to settle, in the order
// they were added.
func (c *Chooser[K]) Options() []engine.Action { return c.opts }

// Lit are the keys that may be pressed next, in the order of the actions:
// the next key of every action that begins with the selection, and the
// Stay keys.
func (c *Chooser[K]) Lit() []K {
	if c.litOK {
		return c.lit
	}
	c.lit = c.lit[:0]
	n := len(c.sel)
	for i := range c.seqs {
		s := c.seq(i)
		var k K
		switch {
		case len(s) > n && begins(s, c.sel):
			k = s[n]
		case n > 0 && c.Stay != nil && c.Stay(s[0]):
			k = s[0]
		default:
			continue
		}
		if !slices.Contains(c.lit, k) {
			c.lit = append(c.lit, k)
		}
	}
	c.litOK = true
	return c.lit
}

// IsLit reports whether k may be pressed next.
func (c *Chooser[K]) IsLit(k K) bool { return slices.Contains(c.Lit(), k) }

// IsSelected reports whether k is among the keys pressed so far.
func (c *Chooser[K]) IsSelected(k K) bool { return slices.Contains(c.sel, k) }

// Starts reports whether some action begins with k.
func (c *Chooser[K]) Starts(k K) bool {
	for i := range c.seqs {
		if c.keys[c.seqs[i].lo] == k {
			return true
		}
	}
	return false
}

// Hint makes the keys of a (its first sequence) the hint's keys; !ok
// takes the hint away.
func (c *Chooser[K]) Hint(a engine.Action, ok bool) {
	c.hint = c.hint[:0]
	if !ok {
		return
	}
	for i := range c.seqs {
		if c.seqs[i].act == a {
			c.hint = append(c.hint, c.seq(i)...)
			return
		}
	}
}

// HintKeys are the keys of the hinted action.
func (c *Chooser[K]) HintKeys() []K { return c.hint }

// IsHint reports whether k is a key of the hinted action.
func (c *Chooser[K]) IsHint(k K) bool { return slices.Contains(c.hint, k) }

// Completing appends to dst the actions a press of k would complete now,
// each once (what dst held already is kept as it is: a queue of presses
// may hold the same action twice, as a team may hold a card twice).
func (c *Chooser[K]) Completing(dst []engine.Action, k K) []engine.Action {
	next, ok := c.next(k)
	if !ok {
		return dst
	}
	start := len(dst)
	for i := range c.seqs {
		if s := c.seq(i); len(s) == len(next)+1 && begins(s, next) && s[len(next)] == k && !slices.Contains(dst[start:], c.seqs[i].act) {
			dst = append(dst, c.seqs[i].act)
		}
	}
	return dst
}

// next is the selection a press of the lit key k goes on from: the
// selection, or nothing for a Stay key that does not go on from it.
func (c *Chooser[K]) next(k K) ([]K, bool) {
	if !c.IsLit(k) {
		return nil, false
	}
	n := len(c.sel)
	for i := range c.seqs {
		if s := c.seq(i); len(s) > n && begins(s, c.sel) && s[n] == k {
			return c.sel, true
		}
	}
	return c.sel[:0], true
}

// Press takes a press of k. A selected key steps back to before it; a key
// not lit is Refused with the selection kept; a lit key completes an
// action (Chosen, with the action), or is a step of several (Stepped), or
// ends the sequences of more than one action (Ambiguous: Options).
func (c *Chooser[K]) Press(k K) (Pressed, engine.Action) {
	if i := slices.Index(c.sel, k); i >= 0 {
		c.sel, c.opts = c.sel[:i], c.opts[:0]
		c.litOK = false
		return SteppedBack, 0
	}
	from, ok := c.next(k)
	if !ok {
		return Refused, 0
	}
	c.sel = append(from, k)
	c.opts = c.opts[:0]
	c.litOK = false
	longer := false
	for i := range c.seqs {
		s := c.seq(i)
		switch {
		case !begins(s, c.sel):
		case len(s) > len(c.sel):
			longer = true
		case !slices.Contains(c.opts, c.seqs[i].act):
			c.opts = append(c.opts, c.seqs[i].act)
		}
	}
	switch {
	case len(c.opts) == 1 && !longer:
		a := c.opts[0]
		c.Clear()
		return Chosen, a
	case len(c.opts) > 0:
		return Ambiguous, 0
	}
	return Stepped, 0
}

// Choose settles an Ambiguous press with option i: it returns the action
// and clears the selection.
func (c *Chooser[K]) Choose(i int) (engine.Action, bool) {
	if i < 0 || i >= len(c.opts) {
		return 0, false
	}
	a := c.opts[i]
	c.Clear()
	return a, true
}

// Back steps back one key (Esc, a right-click, the Back button): the
// options of an Ambiguous press go with the key that made it. It reports
// whether there was anything to step back from.
func (c *Chooser[K]) Back() bool {
	if len(c.sel) == 0 {
		return false
	}
	c.sel, c.opts = c.sel[:len(c.sel)-1], c.opts[:0]
	c.litOK = false
	return true
}
