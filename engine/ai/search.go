package ai

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"monstermixer/engine"
)

// NoAction is what Best returns when the searched state is terminal.
const NoAction engine.Action = -1

// node is one tree node: the action sequence from the root to it.
type node struct {
	action      engine.Action // the action that leads here from the parent
	mover       int32         // the seat that chose action, or engine.Chance
	firstChild  int32         // -1 if none
	nextSibling int32         // -1 if none
	visits      int32
	avail       int32   // how many visits of the parent this action was legal in
	reward      float64 // sum of the mover's rewards
}

// Search is one information-set Monte Carlo tree search from a seat's view.
// It is not safe for concurrent use. Run it in slices with Step and read
// Best at any time.
type Search struct {
	view  engine.State
	seat  int
	cfg   Config
	hooks Hooks
	rng   *rand.Rand

	rootLegal []engine.Action // legal actions in the view, in its order
	nodes     []node
	iters     int
	spent     time.Duration
	done      bool

	// scratch, reused by every iteration
	path    []int32
	legal   []engine.Action
	found   []int32
	untried []int32
	rewards []float64
	evalBuf []float64
	det     engine.State // the last determinization, reused when the game allows
	scores  []int
	ranks   []int

	soloLo, soloHi float64 // score range seen, for one-seat games
	soloSeen       bool
}

// NewSearch starts a search for the seat that decides in view; view must be
// that seat's view (State.ViewFor). A zero Iterations, Exploration or
// MaxRolloutPlies in cfg takes the Normal level's value.
func NewSearch(view engine.State, cfg Config) *Search {
	s := &Search{}
	s.reset(view, cfg)
	return s
}

// reset reuses s (and its buffers) for a new search.
func (s *Search) reset(view engine.State, cfg Config) {
	def := LevelConfig(Normal, cfg.Seed)
	if cfg.Iterations <= 0 {
		cfg.Iterations = def.Iterations
	}
	if cfg.Exploration <= 0 {
		cfg.Exploration = def.Exploration
	}
	if cfg.MaxRolloutPlies <= 0 {
		cfg.MaxRolloutPlies = 10000
	}
	s.view = view
	s.seat = view.CurrentPlayer()
	s.cfg = cfg
	s.hooks = HooksFor(view.Game().ID())
	if s.rng == nil {
		s.rng = engine.NewRand(cfg.Seed)
	} else {
		*s.rng = *engine.NewRand(cfg.Seed)
	}
	s.rootLegal = view.AppendLegalActions(s.rootLegal[:0])
	s.nodes = append(s.nodes[:0], node{mover: engine.Chance, firstChild: -1, nextSibling: -1})
	s.iters = 0
	s.spent = 0
	s.soloSeen = false
	n := view.NumPlayers()
	s.rewards = slices.Grow(s.rewards[:0], n)[:n]
	s.evalBuf = slices.Grow(s.evalBuf[:0], n)[:n]
	s.scores = slices.Grow(s.scores[:0], n)[:n]
	s.ranks = slices.Grow(s.ranks[:0], n)[:n]
	if s.det != nil && s.det.Game() != view.Game() {
		s.det = nil
	}
	// Nothing to search: terminal, chance or a forced move.
	s.done = s.seat < 0 || len(s.rootLegal) <= 1
}

// Step runs at most n more iterations and reports whether the search is
// done (budget spent, time cap reached, cancelled, or nothing to decide).
func (s *Search) Step(n int) bool {
	if s.done {
		return true
	}
	var start time.Time
	if s.cfg.TimeCap > 0 {
		start = time.Now()
	}
	for i := 0; i < n && s.iters < s.cfg.Iterations; i++ {
		s.iterate()
		s.iters++
		if s.cfg.StopWhenDecided && s.iters%decidedEvery == 0 && s.decided() {
			s.done = true
			break
		}
		if s.cfg.TimeCap > 0 && s.spent+time.Since(start) >= s.cfg.TimeCap {
			break
		}
	}
	if s.cfg.TimeCap > 0 {
		s.spent += time.Since(start)
		if s.spent >= s.cfg.TimeCap {
			s.done = true
		}
	}
	if s.iters >= s.cfg.Iterations {
		s.done = true
	}
	return s.done
}

// decidedEvery is how often (in iterations) Step checks whether the search
// is decided: often enough to save most of the budget, rarely enough that
// the check costs nothing measurable. Checking on iteration counts, not
// slices, keeps a sliced search identical to a whole one.
const decidedEvery = 16

// decided reports whether the most visited root action leads the runner-up
// by more visits than the iterations left, so that Best cannot change.
func (s *Search) decided() bool {
	var first, second int32
	for c := s.nodes[0].firstChild; c >= 0; c = s.nodes[c].nextSibling {
		nd := &s.nodes[c]
		if int(nd.mover) != s.seat {
			continue
		}
		switch {
		case nd.visits > first:
			first, second = nd.visits, first
		case nd.visits > second:
			second = nd.visits
		}
	}
	return int(first-second) > s.cfg.Iterations-s.iters
}

// StepFor runs iterations for about d (at least one unless done) and
// reports whether the search is done: the slice a frame can afford. The
// result depends only on how many iterations ran, not on how they were
// sliced.
func (s *Search) StepFor(d time.Duration) bool {
	start := time.Now()
	for !s.Step(1) {
		if time.Since(start) >= d {
			break
		}
	}
	return s.done
}

// Cancel stops the search; Best keeps answering with what it found.
func (s *Search) Cancel() { s.done = true }

// Done reports whether the search has finished.
func (s *Search) Done() bool { return s.done }

// Iterations is the number of iterations run so far.
func (s *Search) Iterations() int { return s.iters }

// Seat is the seat the search decides for (engine.Chance or
// engine.Terminal when there is nothing to decide).
func (s *Search) Seat() int { return s.seat }

// ActionStat is the search's statistics for one root action.
type ActionStat struct {
	Action engine.Action
	Visits int     // iterations that chose the action
	Mean   float64 // the deciding seat's mean reward after it, in [0,1]
}

// Stats appends the statistics of every legal root action to dst, most
// visited first (ties: higher mean, then legal order), and returns it.
func (s *Search) Stats(dst []ActionStat) []ActionStat {
	start := len(dst)
	for _, a := range s.rootLegal {
		dst = append(dst, s.rootStat(a))
	}
	slices.SortStableFunc(dst[start:], func(x, y ActionStat) int {
		if x.Visits != y.Visits {
			return y.Visits - x.Visits
		}
		return cmp.Compare(y.Mean, x.Mean)
	})
	return dst
}

// rootStat is the statistics of root action a (zero when it was never
// tried).
func (s *Search) rootStat(a engine.Action) ActionStat {
	st := ActionStat{Action: a}
	for c := s.nodes[0].firstChild; c >= 0; c = s.nodes[c].nextSibling {
		nd := &s.nodes[c]
		if nd.action == a && int(nd.mover) == s.seat {
			st.Visits = int(nd.visits)
			if nd.visits > 0 {
				st.Mean = nd.reward / float64(nd.visits)
			}
			break
		}
	}
	return st
}

// Best returns the best root action found so far: the most visited legal
// one. It is always legal in the view (the first legal action before any
// iteration), and NoAction only when the view is terminal. At a chance node
// it returns a sampled outcome.
func (s *Search) Best() engine.Action {
	if len(s.rootLegal) == 0 {
		return NoAction
	}
	if s.seat == engine.Chance {
		return engine.Sample(s.view, engine.NewRand(s.cfg.Seed))
	}
	best := ActionStat{Action: s.rootLegal[0], Visits: -1, Mean: -1}
	for _, a := range s.rootLegal {
		st := s.rootStat(a)
		if st.Visits > best.Visits || (st.Visits == best.Visits && st.Mean > best.Mean) {
			best = st
		}
	}
	return best.Action
}

// Confidence is the share of root visits that went to Best, in [0,1]; 1
// for a forced move. It is a cheap strength-of-preference figure for hints.
func (s *Search) Confidence() float64 {
	if len(s.rootLegal) <= 1 {
		return 1
	}
	best := s.Best()
	var total, bv int32
	for c := s.nodes[0].firstChild; c >= 0; c = s.nodes[c].nextSibling {
		nd := &s.nodes[c]
		total += nd.visits
		if nd.action == best && int(nd.mover) == s.seat {
			bv = nd.visits
		}
	}
	if total == 0 {
		return 0
	}
	return float64(bv) / float64(total)
}

// iterate runs one iteration: determinize, select, expand, roll out, back up.
func (s *Search) iterate() {
	st := engine.DeterminizeInto(s.view, s.det, s.seat, s.rng)
	s.det = st
	cur := int32(0)
	s.path = append(s.path[:0], 0)
	plies := 0
	for !st.IsTerminal() {
		p := st.CurrentPlayer()
		if p == engine.Chance {
			a := engine.Sample(st, s.rng)
			cur = s.child(cur, engine.Chance, a)
			engine.ApplyChosen(st, a)
			s.path = append(s.path, cur)
			plies++
			continue
		}
		next, expanded := s.selectChild(cur, st, p)
		a := s.nodes[next].action
		engine.ApplyChosen(st, a)
		cur = next
		s.path = append(s.path, cur)
		plies++
		if expanded {
			break
		}
	}
	s.rollout(st, plies)
	for _, id := range s.path {
		nd := &s.nodes[id]
		nd.visits++
		if nd.mover >= 0 {
			nd.reward += s.rewards[nd.mover]
		}
	}
}

// selectChild picks the child of cur to descend to at a decision of seat p
// in st: an untried legal action (expanding it) if there is one, else the
// UCT choice among the children legal in st. It updates availability counts.
func (s *Search) selectChild(cur int32, st engine.State, p int) (int32, bool) {
	s.legal = st.AppendLegalActions(s.legal[:0])
	if len(s.legal) == 0 {
		panic(fmt.Sprintf("ai: %s: seat %d to play but no legal action", st.Game().ID(), p))
	}
	slices.Sort(s.legal)
	s.found = slices.Grow(s.found[:0], len(s.legal))[:len(s.legal)]
	for i := range s.found {
		s.found[i] = -1
	}
	for c := s.nodes[cur].firstChild; c >= 0; c = s.nodes[c].nextSibling {
		nd := &s.nodes[c]
		if int(nd.mover) != p {
			continue
		}
		if i, ok := slices.BinarySearch(s.legal, nd.action); ok {
			s.found[i] = c
			nd.avail++
		}
	}
	s.untried = s.untried[:0]
	for i, c := range s.found {
		if c < 0 {
			s.untried = append(s.untried, int32(i))
		}
	}
	if len(s.untried) > 0 && s.widen(cur, len(s.legal)-len(s.untried)) {
		a := s.legal[s.untried[s.rng.IntN(len(s.untried))]]
		if s.hooks.Widen > 0 && s.hooks.Rollout != nil {
			if b := s.hooks.Rollout(st, s.rng); b != a {
				if i, ok := slices.BinarySearch(s.legal, b); ok && s.found[i] < 0 {
					a = b
				}
			}
		}
		c := s.addChild(cur, int32(p), a)
		s.nodes[c].avail = 1
		return c, true
	}
	best, bestU := int32(-1), math.Inf(-1)
	for _, c := range s.found {
		if c < 0 {
			continue
		}
		nd := &s.nodes[c]
		u := nd.reward/float64(nd.visits) +
			s.cfg.Exploration*math.Sqrt(math.Log(float64(nd.avail))/float64(nd.visits))
		if u > bestU {
			best, bestU = c, u
		}
	}
	return best, false
}

// widen reports whether decision node cur, with tried of the actions
// legal now already expanded, may expand one more (always, unless the
// game's hooks turn on progressive widening).
func (s *Search) widen(cur int32, tried int) bool {
	if s.hooks.Widen <= 0 || tried == 0 {
		return true
	}
	return float64(tried) < 1+s.hooks.Widen*math.Sqrt(float64(s.nodes[cur].visits))
}

// child returns the child of cur for (mover, a), adding it if needed.
func (s *Search) child(cur int32, mover int32, a engine.Action) int32 {
	for c := s.nodes[cur].firstChild; c >= 0; c = s.nodes[c].nextSibling {
		if s.nodes[c].action == a && s.nodes[c].mover == mover {
			return c
		}
	}
	return s.addChild(cur, mover, a)
}

func (s *Search) addChild(cur int32, mover int32, a engine.Action) int32 {
	id := int32(len(s.nodes))
	s.nodes = append(s.nodes, node{
		action:      a,
		mover:       mover,
		firstChild:  -1,
		nextSibling: s.nodes[cur].firstChild,
	})
	s.nodes[cur].firstChild = id
	return id
}

// rollout plays st to the end (or to the hook's depth) and leaves the
// per-seat rewards in s.rewards.
func (s *Search) rollout(st engine.State, plies int) {
	depth := 0
	limit := s.hooks.Depth
	if s.cfg.Depth > 0 {
		limit = s.cfg.Depth
	}
	cut := s.hooks.Evaluate != nil && limit > 0
	for !st.IsTerminal() {
		if cut && depth >= limit {
			s.hooks.Evaluate(st, s.evalBuf)
			copy(s.rewards, s.evalBuf)
			return
		}
		if plies >= s.cfg.MaxRolloutPlies {
			break
		}
		var a engine.Action
		if st.CurrentPlayer() == engine.Chance {
			a = engine.Sample(st, s.rng)
		} else if s.hooks.Rollout != nil {
			a = s.hooks.Rollout(st, s.rng)
		} else {
			s.legal = st.AppendLegalActions(s.legal[:0])
			a = s.legal[s.rng.IntN(len(s.legal))]
		}
		engine.ApplyChosen(st, a)
		depth++
		plies++
	}
	var r engine.Result
	if rs, ok := st.(engine.ResultScorer); ok {
		rs.ScoreInto(s.scores, s.ranks)
		r = engine.Result{Scores: s.scores, Ranks: s.ranks}
	} else {
		r = st.Result()
	}
	if len(s.rewards) == 1 && len(r.Rivals) == 0 {
		s.soloRewards(r)
		return
	}
	Rewards(r, s.cfg.ScoreWeight, s.rewards)
}

// soloRewards scores a one-seat game without rivals: (1-w) for a win (rank
// 1; the game ranks a missed goal 2) and w for the score, normalised
// between the lowest and highest scores this search has seen, w being
// Config.ScoreWeight. A game that gives no rank is scored by the score
// alone.
func (s *Search) soloRewards(r engine.Result) {
	score := 0.0
	if len(r.Scores) > 0 {
		score = float64(r.Scores[0])
	}
	if !s.soloSeen {
		s.soloLo, s.soloHi, s.soloSeen = score, score, true
	}
	s.soloLo, s.soloHi = min(s.soloLo, score), max(s.soloHi, score)
	norm := 0.5
	if s.soloHi > s.soloLo {
		norm = (score - s.soloLo) / (s.soloHi - s.soloLo)
	}
	if len(r.Ranks) == 0 {
		s.rewards[0] = norm
		return
	}
	win := 0.0
	if r.Ranks[0] == 1 {
		win = 1
	}
	w := s.cfg.ScoreWeight
	s.rewards[0] = (1-w)*win + w*norm
}

// Rewards writes each seat's reward for result r into out (one entry per
// seat): (1-w)*winShare + w*normalisedScore. The seats and r's rivals are
// the entrants: winShare is 1/k for each of k entrants ranked first (a
// rival among them takes its share) and 0 for a seat ranked below first,
// beaten by a seat or by a rival; normalisedScore maps the lowest score
// among the entrants to 0 and the highest to 1 (all 0.5 when every score
// is equal). Missing ranks are derived from the scores.
func Rewards(r engine.Result, w float64, out []float64) {
	n := len(out)
	winners := 0
	lo, hi := math.Inf(1), math.Inf(-1)
	for p := 0; p < n; p++ {
		if isFirst(r, p) {
			winners++
		}
		if p < len(r.Scores) {
			v := float64(r.Scores[p])
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	for _, rv := range r.Rivals {
		if rv.Rank == 1 {
			winners++
		}
		v := float64(rv.Score)
		lo, hi = min(lo, v), max(hi, v)
	}
	for p := 0; p < n; p++ {
		win := 0.0
		if isFirst(r, p) {
			win = 1 / float64(winners)
		}
		norm := 0.5
		if p < len(r.Scores) && hi > lo {
			norm = (float64(r.Scores[p]) - lo) / (hi - lo)
		}
		out[p] = (1-w)*win + w*norm
	}
}

// isFirst reports whether seat p is ranked first in r (by Ranks, or by
// Scores when Ranks is missing).
func isFirst(r engine.Result, p int) bool {
	if len(r.Ranks) > p {
		return r.Ranks[p] == 1
	}
	return p < len(r.Scores) && r.Scores[p] == slices.Max(r.Scores)
}
