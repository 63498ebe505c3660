package history

import (
	"time"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/record"
)

// Verdict compares the move a seat played with the searcher's own choice
// at the same position.
type Verdict struct {
	Seat   int
	Played engine.Action
	Best   engine.Action // the searcher's choice
	// PlayedShare and BestShare are how often the search chose each, as a
	// share of its iterations (0 to 1).
	PlayedShare, BestShare float64
	// PlayedMean and BestMean are the seat's mean reward after each in
	// the search (0 to 1: the chance to win, with the score blended in).
	PlayedMean, BestMean float64
	Iterations           int
}

// Same reports whether the searcher chose the move that was played.
func (v Verdict) Same() bool { return v.Played == v.Best }

// Loss is how much less the searcher liked the played move than its own
// choice, in reward (0 when it liked it as much or more).
func (v Verdict) Loss() float64 { return max(0, v.BestMean-v.PlayedMean) }

// Probe is the searcher's look at one position of a game: what it would
// play for the seat that decides there, beside what was played. It runs
// in slices (Step) and can be cancelled at any time, or elsewhere (Far).
type Probe struct {
	search *ai.Search
	far    FarSearch
	played engine.Action
	stats  []ai.ActionStat
}

// Far starts the search of view (a seat's view in a game of setup) with
// cfg outside the app (the browser's Web Worker), or returns nil where
// none can run; a probe or a review given one searches there.
type Far func(setup engine.Setup, view engine.State, cfg ai.Config) FarSearch

// FarSearch is a search running outside the app.
type FarSearch interface {
	// Done reports whether its answer (or a failure) came.
	Done() bool
	// Result is the answer: the chosen action, the iterations run and
	// the root statistics (ai.Search.Stats); ok is false when the search
	// failed.
	Result() (best engine.Action, iterations int, stats []ai.ActionStat, ok bool)
	// Cancel drops the search.
	Cancel()
}

// NewProbeFar is NewProbe searching through far when it can (setup is the
// game's); where far is nil or cannot start, the probe searches here.
func NewProbeFar(setup engine.Setup, before engine.State, played engine.Action, cfg ai.Config, far Far) *Probe {
	if far != nil {
		view := before.ViewFor(before.CurrentPlayer())
		if fs := far(setup, view, cfg); fs != nil {
			return &Probe{far: fs, played: played, search: ai.NewSearch(view, cfg)}
		}
	}
	return NewProbe(before, played, cfg)
}

// NewProbe starts the search at before (the true state, before the move)
// for the seat that decides there, on that seat's view, so it knows only
// what that seat knew; played is the move that was played. cfg is the
// search's budget and seed (ai.LevelConfig; a zero TimeCap makes the
// result depend on the seed alone).
func NewProbe(before engine.State, played engine.Action, cfg ai.Config) *Probe {
	p := before.CurrentPlayer()
	return &Probe{search: ai.NewSearch(before.ViewFor(p), cfg), played: played}
}

// Step searches for about d and reports whether the probe is done (a far
// search is only looked at).
func (p *Probe) Step(d time.Duration) bool {
	if p.far != nil {
		return p.Done()
	}
	return p.search.StepFor(d)
}

// Done reports whether the search has finished. A far search that failed
// goes on here, from the start.
func (p *Probe) Done() bool {
	if p.far == nil {
		return p.search.Done()
	}
	if !p.far.Done() {
		return false
	}
	if _, _, _, ok := p.far.Result(); !ok {
		p.far = nil
		return p.search.Done()
	}
	return true
}

// Cancel stops the search; Verdict answers with what it found (a far
// search is dropped: its verdict is the search's before it began).
func (p *Probe) Cancel() {
	if p.far != nil {
		p.far.Cancel()
		p.far = nil
	}
	p.search.Cancel()
}

// Progress is the share of the search's iterations run, 0 to 1.
func (p *Probe) Progress(budget int) float64 {
	if budget <= 0 {
		return 0
	}
	if p.far != nil {
		if !p.Done() {
			return 0
		}
		return 1
	}
	return min(1, float64(p.search.Iterations())/float64(budget))
}

// Verdict is what the search found so far.
func (p *Probe) Verdict() Verdict {
	v := Verdict{Seat: p.search.Seat(), Played: p.played, Best: p.search.Best(), Iterations: p.search.Iterations()}
	p.stats = p.search.Stats(p.stats[:0])
	if p.far != nil && p.Done() {
		v.Best, v.Iterations, p.stats, _ = p.far.Result()
	}
	total := 0
	for _, s := range p.stats {
		total += s.Visits
	}
	for _, s := range p.stats {
		share := 0.0
		if total > 0 {
			share = float64(s.Visits) / float64(total)
		}
		if s.Action == v.Played {
			v.PlayedShare, v.PlayedMean = share, s.Mean
		}
		if s.Action == v.Best {
			v.BestShare, v.BestMean = share, s.Mean
		}
	}
	return v
}

// Threshold is how much less (in reward, 0 to 1) the searcher must like
// a played move than its own choice for Review to mark it: a tenth of a
// win.
const Threshold = 0.1

// Moment is a move Review marks: the position before it is Index (the
// number of actions played before it), with the verdict.
type Moment struct {
	Index int
	Verdict
}

// Review analyses every decision one seat made in a record: at each, a
// Probe; the moves the searcher liked much less than its own choice
// (Threshold) are its Moments. It runs in slices like a Probe.
type Review struct {
	seat   int
	cfg    ai.Config
	setup  engine.Setup
	far    Far
	base   uint64         // the seed the positions' seeds are made from
	states []engine.State // the true state before each action
	played []engine.Action
	todo   []int // indexes of the seat's decisions with a choice
	next   int   // the entry of todo being searched
	probe  *Probe
	found  []Moment
	done   bool
}

// NewReview prepares the review of seat's moves in rec; cfg's Seed is
// replaced by each position's ProbeSeed. It fails when the record does
// not replay.
func NewReview(rec *record.Record, seat int, cfg ai.Config) (*Review, error) {
	st, err := rec.Start()
	if err != nil {
		return nil, err
	}
	r := &Review{seat: seat, cfg: cfg, base: rec.Seed ^ probeSalt, setup: rec.Setup()}
	var legal []engine.Action
	for i, text := range rec.Actions {
		a, err := st.ParseAction(text)
		if err != nil {
			return nil, &record.LineError{Line: lineOf(rec, i), Err: err}
		}
		if st.CurrentPlayer() == seat {
			legal = st.AppendLegalActions(legal[:0])
			if len(legal) > 1 {
				r.todo = append(r.todo, i)
			}
		}
		r.states = append(r.states, st.Clone())
		r.played = append(r.played, a)
		if err := st.Apply(a); err != nil {
			return nil, &record.LineError{Line: lineOf(rec, i), Err: err}
		}
	}
	r.done = len(r.todo) == 0
	return r, nil
}

// SearchFar makes the review search through far where it can (see
// NewProbeFar).
func (r *Review) SearchFar(far Far) { r.far = far }

// Decisions is how many of the seat's moves the review looks at (the
// moves with a choice).
func (r *Review) Decisions() int { return len(r.todo) }

// Reviewed is how many of them are done.
func (r *Review) Reviewed() int { return r.next }

// Done reports whether every decision is reviewed (or it was cancelled).
func (r *Review) Done() bool { return r.done }

// Cancel stops the review; Moments keeps what was found.
func (r *Review) Cancel() {
	r.done = true
	if r.probe != nil {
		r.probe.Cancel()
	}
}

// Step reviews for about d and reports whether the review is done.
func (r *Review) Step(d time.Duration) bool {
	start := time.Now()
	for !r.done {
		if r.probe == nil {
			i := r.todo[r.next]
			cfg := r.cfg
			cfg.Seed = mix(r.base, i)
			r.probe = NewProbeFar(r.setup, r.states[i], r.played[i], cfg, r.far)
		}
		left := d - time.Since(start)
		if left <= 0 {
			break
		}
		if !r.probe.Step(left) {
			break
		}
		v := r.probe.Verdict()
		if !v.Same() && v.Loss() >= Threshold {
			r.found = append(r.found, Moment{Index: r.todo[r.next], Verdict: v})
		}
		r.probe = nil
		r.next++
		r.done = r.next == len(r.todo)
	}
	return r.done
}

// Moments are the marked moves found so far, in the order of the game.
func (r *Review) Moments() []Moment { return r.found }

// mix makes the seed of the search at action index i from a base seed,
// so that each position has its own and a review is repeatable.
func mix(seed uint64, i int) uint64 {
	z := seed ^ (uint64(i)+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// ProbeSeed is the seed of the search that looks at the position before
// action index i of rec, the same for a Probe and for a Review.
func ProbeSeed(rec *record.Record, i int) uint64 { return mix(rec.Seed^probeSalt, i) }

// probeSalt keeps the searches' seeds apart from the game's own draws.
const probeSalt = 0x5eed
