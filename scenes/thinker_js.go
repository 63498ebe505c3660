//go:build js

package scenes

import (
	"sync"
	"syscall/js"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/ai/remote"
)

// In the browser the searcher runs in a Web Worker (engine/cmd/aiworker,
// started by the page once the title is drawn: build/web.html's
// window.monsterMixerAI): the app posts the deciding seat's view
// (engine/ai/remote) and reads the answer when it comes, so a computer
// seat thinks beside the frame as on the desktop. Until the worker is
// ready, or where it failed, the search runs in the frame's slices.
func init() {
	searchFar = startWorkerSearch
	if w := aiObject(); w.Type() == js.TypeObject {
		w.Set("wanted", true) // the page starts the worker
		w.Set("sample", js.FuncOf(sampleDecision))
	}
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
	st, setup, err := remote.Sample(sp.Game, sp.Players, sp.Seed, sp.Plies)
	if err != nil {
		return js.Null()
	}
	view := st.ViewFor(st.CurrentPlayer())
	msg, err := remote.Request{Game: sp.Game, Setup: setup, Config: ai.LevelConfig(ai.Hard, sp.Seed), View: view}.Marshal()
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
	hurried bool
}

// aiObject is the page's window.monsterMixerAI, or undefined.
func aiObject() js.Value { return js.Global().Get("monsterMixerAI") }

// startWorkerSearch posts a search to the worker when it is ready.
func startWorkerSearch(view engine.State, setup engine.Setup, cfg ai.Config) farSearch {
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
	s := &workerSearch{id: b.next, view: view}
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
	act, ok := engine.Action(0), false
	if args[1].Type() == js.TypeObject {
		msg := make([]byte, args[1].Get("length").Int())
		js.CopyBytesToGo(msg, args[1])
		if rep, err := remote.UnmarshalReply(msg); err == nil {
			if a, err := rep.ParseIn(s.view); err == nil && (a == ai.NoAction || engine.IsLegal(s.view, a)) {
				act, ok = a, true
			}
		}
	}
	s.mu.Lock()
	s.got, s.act, s.ok = true, act, ok
	s.mu.Unlock()
	return nil
}

func (s *workerSearch) done() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.got
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
