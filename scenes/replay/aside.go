package replay

import (
	"sync/atomic"
	"time"
)

// aside runs an analysis (a probe or a review) in a goroutine of its own,
// where the build has the cores for it (Env.Aside), so that a long
// review takes its search time and no more. Only that goroutine touches
// the analysis until over reports true.
type aside struct {
	stop     atomic.Bool
	reviewed atomic.Int32 // the review's progress, for the side panel
	finished chan struct{}
}

// asideSlice is how long the goroutine searches between checks of its
// stop flag.
const asideSlice = 10 * time.Millisecond

// runAside starts step (a Step of a probe or a review) in a goroutine
// until it reports done or the run is stopped; progress, when not nil, is
// read after each slice.
func runAside(step func(time.Duration) bool, progress func() int) *aside {
	w := &aside{finished: make(chan struct{})}
	go func() {
		defer close(w.finished)
		for !w.stop.Load() {
			done := step(asideSlice)
			if progress != nil {
				w.reviewed.Store(int32(progress()))
			}
			if done {
				return
			}
		}
	}()
	return w
}

// over reports whether the goroutine has stopped; the analysis is then
// the caller's again.
func (w *aside) over() bool {
	select {
	case <-w.finished:
		return true
	default:
		return false
	}
}

// cancel asks the goroutine to stop; the analysis it runs must not be
// used after.
func (w *aside) cancel() {
	if w != nil {
		w.stop.Store(true)
	}
}
