// Package timeline plays what an engine action caused as a queue of timed
// steps: a table hands it the typed events the engine reported (Monster
// Insurance's Events, for instance), each with the time it takes at normal
// speed, and the timeline starts, runs and finishes them one after the
// other at the app's animation-speed setting. Skipping finishes every step
// at once, in order, so the table ends in exactly the state it would have
// reached by watching.
//
// The package draws nothing and never imports ebiten: the table's Player
// turns each step into changes of what it draws.
package timeline

// Tick is the length of one app tick in seconds (the app runs 60 ticks a
// second); Timeline.Tick advances by one.
const Tick = 1.0 / 60

// Player shows steps of event type E on a table. Its methods must not
// change the timeline that calls them.
type Player[E any] interface {
	// Start begins showing e (changes that happen at once, a sound). live
	// is false while the timeline is being skipped: no sound, no
	// particles.
	Start(e *E, live bool)
	// Run shows e at progress p, from 0 to 1.
	Run(e *E, p float64)
	// Finish ends e: what the table shows takes the event's result.
	Finish(e *E)
}

// epsilon absorbs the rounding of adding up ticks: 60 ticks of 1/60 s
// finish a 1-second step.
const epsilon = 1e-9

// step is one queued event and how far it has run.
type step[E any] struct {
	ev      E
	dur     float64 // seconds at speed 1
	t       float64 // seconds run, at speed 1
	started bool
}

// Timeline is a queue of events of type E, played one after the other.
// The zero value is an empty timeline ready to use.
type Timeline[E any] struct {
	steps []step[E]
	head  int
	// Clock counts the seconds (at speed 1) the timeline has been
	// advanced, queue or not: tables use it for pulses and glows.
	Clock float64
}

// Replace drops whatever is queued (unplayed steps are lost, not finished:
// call Skip first to keep their results) and queues events, each lasting
// dur(event) seconds at speed 1.
func (tl *Timeline[E]) Replace(events []E, dur func(*E) float64) {
	tl.steps, tl.head = tl.steps[:0], 0
	for i := range events {
		tl.steps = append(tl.steps, step[E]{ev: events[i], dur: dur(&events[i])})
	}
}

// Add queues one event lasting dur seconds at speed 1 after those queued.
func (tl *Timeline[E]) Add(e E, dur float64) {
	tl.compact()
	tl.steps = append(tl.steps, step[E]{ev: e, dur: dur})
}

// compact drops the finished steps before the head.
func (tl *Timeline[E]) compact() {
	if tl.head > 0 {
		n := copy(tl.steps, tl.steps[tl.head:])
		clear(tl.steps[n:])
		tl.steps, tl.head = tl.steps[:n], 0
	}
}

// Busy reports whether a step is queued or running.
func (tl *Timeline[E]) Busy() bool { return tl.head < len(tl.steps) }

// Pending is the number of steps queued or running.
func (tl *Timeline[E]) Pending() int { return len(tl.steps) - tl.head }

// Current returns the running (or next) step's event and its progress
// from 0 to 1, or false when the timeline is idle. The event must not be
// kept after the next call that changes the timeline.
func (tl *Timeline[E]) Current() (*E, float64, bool) {
	if !tl.Busy() {
		return nil, 0, false
	}
	s := &tl.steps[tl.head]
	if s.dur <= 0 {
		return &s.ev, 1, true
	}
	return &s.ev, min(s.t/s.dur, 1), true
}

// Tick advances the timeline by one app tick at animation speed speed (1
// normal, larger faster); a speed of 0 or less is the "instant" setting
// and skips every queued step. It reports whether the last queued step
// finished during this call.
func (tl *Timeline[E]) Tick(speed float64, p Player[E]) bool {
	if speed <= 0 {
		busy := tl.Busy()
		tl.Skip(p)
		return busy
	}
	return tl.Advance(speed*Tick, p)
}

// Advance runs the timeline for dt seconds at speed 1 (a faster speed
// passes a larger dt): it starts, runs and finishes as many steps as fit.
// It reports whether the last queued step finished during this call.
func (tl *Timeline[E]) Advance(dt float64, p Player[E]) bool {
	tl.Clock += dt
	if !tl.Busy() {
		return false
	}
	for tl.head < len(tl.steps) {
		s := &tl.steps[tl.head]
		if !s.started {
			s.started = true
			p.Start(&s.ev, true)
		}
		use := min(dt, s.dur-s.t)
		s.t += use
		dt -= use
		if s.dur > 0 {
			p.Run(&s.ev, min(s.t/s.dur, 1))
		}
		if s.t < s.dur-epsilon {
			return false
		}
		p.Finish(&s.ev)
		tl.head++
	}
	tl.steps, tl.head = tl.steps[:0], 0
	return true
}

// Skip finishes every queued step at once, in order, without sound or
// particles (Start with live false, Run at 1, Finish), and empties the
// queue.
func (tl *Timeline[E]) Skip(p Player[E]) {
	for tl.head < len(tl.steps) {
		s := &tl.steps[tl.head]
		if !s.started {
			s.started = true
			p.Start(&s.ev, false)
		}
		p.Run(&s.ev, 1)
		p.Finish(&s.ev)
		tl.head++
	}
	tl.steps, tl.head = tl.steps[:0], 0
}

// Clear drops every queued step without finishing it.
func (tl *Timeline[E]) Clear() {
	clear(tl.steps)
	tl.steps, tl.head = tl.steps[:0], 0
}

// Play is how every table shows what an action caused: it finishes the
// steps still running (Skip, so the table reaches what they showed),
// queues events, each lasting dur(event) seconds at speed 1, and at the
// "instant" setting (speed 0 or less) finishes them at once too. A table
// that builds its steps from what the running ones leave (Chess Monsters,
// Monster Fandango) calls Skip itself first; Play's then finds none.
func Play[E any](tl *Timeline[E], p Player[E], events []E, dur func(*E) float64, speed float64) {
	tl.Skip(p)
	tl.Replace(events, dur)
	if speed <= 0 {
		tl.Skip(p)
	}
}
