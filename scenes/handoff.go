package scenes

import (
	"bytes"

	"monstermixer/engine"
)

// The hand-off: on a screen that several people share, a person's view
// is drawn only while that person decides, after the curtain if it shows
// a secret and someone else saw the screen last; everything between
// people's decisions is watched by everyone on the neutral view
// (engine.Observer). With one person, their view stays.

// secretFor reports whether seat p has something secret now: the game
// says so (engine.HiddenInfo), or p's view shows what the neutral view
// does not. The second check is defence in depth: it covers games that
// do not implement HiddenInfo, and a HasSecretsFor that misses a secret
// (Monster Insurance's now counts a card put face down itself).
func (f *Frame) secretFor(p int) bool {
	if p < 0 {
		return false
	}
	if len(f.secret) == 0 {
		f.secret = make([]int8, len(f.ctx.Seats))
	}
	if f.secret[p] == 0 {
		f.secret[p] = 1
		if h, ok := f.sess.State.(engine.HiddenInfo); ok && h.HasSecretsFor(p) {
			f.secret[p] = 2
		} else {
			if f.obsEnc == nil {
				f.obsEnc = f.sess.State.ViewFor(engine.Observer).Encode()
			}
			if !bytes.Equal(f.sess.State.ViewFor(p).Encode(), f.obsEnc) {
				f.secret[p] = 2
			}
		}
	}
	return f.secret[p] == 2
}

// shared reports whether several people share the screen.
func (f *Frame) shared() bool { return f.countHumans() > 1 }

// wantShown says whose view the table should show for the decision now,
// and whether that person must pass the curtain first. On a screen that
// several people share, a person's view is shown only while that person
// decides, after the curtain if it shows a secret and someone else saw
// the screen last; everything else (computer moves, chance, the reveal,
// a move the app makes for a person) is watched on the neutral view.
func (f *Frame) wantShown() (seat int, curtain bool) {
	if !f.shared() {
		if f.eyes >= 0 {
			return f.eyes, false
		}
		return engine.Observer, false
	}
	d := f.sess.Decider()
	if d < 0 || !f.sess.IsHuman(d) {
		return engine.Observer, false
	}
	if f.onlyMove() {
		// Nothing to choose: the move is announced on the view already
		// on screen, or on the neutral one, never on a private view
		// that everyone watching public moves would see.
		if f.shown == d {
			return d, false
		}
		return engine.Observer, false
	}
	if w, ok := engine.OpenWindow(f.sess.State); ok {
		if !f.asks(w) {
			return engine.Observer, false // the frame passes for them
		}
		if f.moment().held() {
			return engine.Observer, false // everyone sees the public "Wait!" moment
		}
	}
	if d == f.eyes {
		return d, false
	}
	return d, f.secretFor(d)
}

// setShown shows the table afresh from seat p's view.
func (f *Frame) setShown(p int) {
	if p == f.shown {
		return
	}
	f.shown = p
	f.ctx.Viewer = p
	f.refresh()
	f.table.Reset(&f.ctx, f.view())
}
