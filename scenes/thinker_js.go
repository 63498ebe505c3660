//go:build js

package scenes

import (
	"sync"
	"syscall/js"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/ai/remote"
	"monstermixer/engine/history"
)

// In the browser the searcher runs in a Web Worker (engine/cmd/aiworker,
// started by the page once the title is drawn: build/web.html's
// window.monsterMixerAI): the app posts the deciding seat's view
// (engine/ai/remote) and reads the answer when it comes, so a computer
// seat thinks beside the frame as on the desktop. Until the worker is
// ready, or where it failed, the search runs in the frame's slices.
func init() {
	searchFar = func(view engine.State, setup engine.Setup, cfg ai.Config) farSearch {
		if s := postToWorker(view, setup, cfg); s != nil {
			return s
		}
		return nil
	}
	probeFar = func(setup engine.Setup, view engine.State, cfg ai.Config) history.FarSearch {
		if s := postToWorker(view, setup, cfg); s != nil {
			return farProbe{s}
		}
		return nil
	}
	if w := aiObject(); w.Type() == js.TypeObject {
		w.Set("wanted", true) // the page starts the worker
		w.Set("sample", js.FuncOf(sampleDecision))
		w.Set("readReply", js.FuncOf(readReply))
	}
}

// readReply is the browser test's hook, monsterMixerAI.readReply(bytes):
// a worker's answer as {action, iterations, error}.
func readReply(_ js.Value, args []js.Value) any {
	out := js.Global().Get("Object").New()
	if len(args) < 1 || args[0].Type() != js.TypeObject {
		out.Set("error", "no answer")
		return out
	}
	msg := make([]byte, args[0].Get("length").Int())
	js.CopyBytesToGo(msg, args[0])
	rep, err := remote.UnmarshalReply(msg)
	if err != nil {
		rep.Err = err.Error()
	}
	out.Set("action", rep.Action)
	out.Set("iterations", rep.Iterations)
	out.Set("error", rep.Err)
	return out
}

// sampleDecision is the browser test's hook, monsterMixerAI.sample(i):
// the message of a Hard decision at remote.SamplePositions[i], as a
// computer seat would send it to the worker, with its game; null past the
// last.
func sampleDecision(_ js.Value, args []js.Value) any {
	if len(args) < 1 || args[0].Int() < 0 || args[0].Int() >= len(remote.SamplePositions) {
		return js.Null()
	}
	sp := remote.SamplePositions[args[0].Int()]
	req, err := remote.SampleRequest(args[0].Int(), ai.LevelConfig(ai.Hard, sp.Seed))
	if err != nil {
		return js.Null()
	}
	msg, err := req.Marshal()
	if err != nil {
		return js.Null()
	}
	u8 := js.Global().Get("Uint8Array").New(len(msg))
	js.CopyBytesToJS(u8, msg)
	out := js.Global().Get("Object").New()
	out.Set("game", sp.Game)
	out.Set("bytes", u8)
	return out
}

// workerBridge is the app's side of the worker: the searches waiting for
// an answer, by request id.
var workerBridge struct {
	mu      sync.Mutex
	next    int
	pending map[int]*workerSearch
	onReply js.Func
	hooked  bool
}

// workerSearch is one request to the worker.
type workerSearch struct {
	id      int
	view    engine.State
	mu      sync.Mutex
	got     bool
	act     engine.Action
	ok      bool
	iters   int
	stats   []ai.ActionStat
	hurried bool
	posted  time.Time
}

// workerPatience is how long the app waits for the worker's answer before
// it takes the worker for stuck and searches itself (a Hard decision
// takes about a second; ten times more on a busy machine).
const workerPatience = 15 * time.Second

// farProbe is a worker's search for the replay viewer's analysis.
type farProbe struct{ s *workerSearch }

func (f farProbe) Done() bool { return f.s.done() }
func (f farProbe) Cancel()    { f.s.cancel() }
func (f farProbe) Result() (engine.Action, int, []ai.ActionStat, bool) {
	f.s.mu.Lock()
	defer f.s.mu.Unlock()
	return f.s.act, f.s.iters, f.s.stats, f.s.ok
}

// aiObject is the page's window.monsterMixerAI, or undefined.
func aiObject() js.Value { return js.Global().Get("monsterMixerAI") }

// postToWorker posts a search to the worker when it is ready (else nil).
func postToWorker(view engine.State, setup engine.Setup, cfg ai.Config) *workerSearch {
	w := aiObject()
	if w.Type() != js.TypeObject || w.Get("state").String() != "ready" {
		return nil
	}
	msg, err := remote.Request{Game: view.Game().ID(), Setup: setup, Config: cfg, View: view}.Marshal()
	if err != nil {
		return nil
	}
	b := &workerBridge
	b.mu.Lock()
	if !b.hooked {
		b.hooked = true
		b.pending = map[int]*workerSearch{}
		b.onReply = js.FuncOf(workerReply)
	}
	w.Set("onreply", b.onReply) // set each time: the page may have been given a new worker
	b.next++
	s := &workerSearch{id: b.next, view: view, posted: time.Now()}
	b.pending[s.id] = s
	b.mu.Unlock()
	u8 := js.Global().Get("Uint8Array").New(len(msg))
	js.CopyBytesToJS(u8, msg)
	w.Call("post", s.id, u8)
	return s
}

// workerReply takes the worker's answer (id, bytes; bytes null when the
// worker failed) to the search waiting for it; an answer nobody waits for
// (cancelled: undo, a table left) is dropped.
func workerReply(_ js.Value, args []js.Value) any {
	if len(args) < 2 {
		return nil
	}
	b := &workerBridge
	b.mu.Lock()
	s := b.pending[args[0].Int()]
	delete(b.pending, args[0].Int())
	b.mu.Unlock()
	if s == nil {
		return nil
	}
	act, ok, iters := engine.Action(0), false, 0
	var stats []ai.ActionStat
	if args[1].Type() == js.TypeObject {
		msg := make([]byte, args[1].Get("length").Int())
		js.CopyBytesToGo(msg, args[1])
		if rep, err := remote.UnmarshalReply(msg); err == nil {
			if a, err := rep.ParseIn(s.view); err == nil && (a == ai.NoAction || engine.IsLegal(s.view, a)) {
				act, ok, iters = a, true, rep.Iterations
			}
			for _, st := range rep.Stats {
				if b, err := s.view.ParseAction(st.Action); err == nil {
					stats = append(stats, ai.ActionStat{Action: b, Visits: st.Visits, Mean: st.Mean})
				}
			}
		}
	}
	s.mu.Lock()
	s.got, s.act, s.ok, s.iters, s.stats = true, act, ok, iters, stats
	s.mu.Unlock()
	return nil
}

func (s *workerSearch) done() bool {
	s.mu.Lock()
	got := s.got
	s.mu.Unlock()
	if !got && time.Since(s.posted) > workerPatience {
		s.cancel() // an answer after this is dropped
		s.mu.Lock()
		s.got, s.ok = true, false
		s.mu.Unlock()
		return true
	}
	return got
}

func (s *workerSearch) best() (engine.Action, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.act, s.ok
}

func (s *workerSearch) hurry() {
	if s.hurried {
		return
	}
	s.hurried = true
	if w := aiObject(); w.Type() == js.TypeObject {
		w.Call("stop", s.id)
	}
}

func (s *workerSearch) cancel() {
	b := &workerBridge
	b.mu.Lock()
	delete(b.pending, s.id)
	b.mu.Unlock()
	s.hurry() // the worker stops searching for nobody
}
