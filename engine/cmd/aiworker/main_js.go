//go:build js && wasm

package main

import (
	"sync"
	"syscall/js"
	"time"

	"monstermixer/engine/ai/remote"
	_ "monstermixer/engine/games" // the games and their hooks
)

// job is one decision to make.
type job struct {
	id  int
	msg []byte
}

var (
	jobs    = make(chan job, 64)
	mu      sync.Mutex
	stopped = map[int]bool{} // ids the page asked to stop (hurried or cancelled)
)

// handle takes a message from the page: {kind: 'decide', id, bytes} or
// {kind: 'stop', id}.
func handle(_ js.Value, args []js.Value) any {
	d := args[0]
	id := d.Get("id").Int()
	switch d.Get("kind").String() {
	case "decide":
		b := d.Get("bytes")
		msg := make([]byte, b.Get("length").Int())
		js.CopyBytesToGo(msg, b)
		select {
		case jobs <- job{id, msg}:
		default:
			reply(id, remote.Reply{Err: "too many decisions waiting"}.Marshal(), 0, 0)
		}
	case "stop":
		mu.Lock()
		stopped[id] = true
		mu.Unlock()
	}
	return nil
}

// reply posts an answer: {id, bytes, ms, yieldMs} (ms: the wall time the
// decision took in the worker, yieldMs the part of it spent letting the
// event loop run between slices).
func reply(id int, msg []byte, ms, yieldMs float64) {
	u8 := js.Global().Get("Uint8Array").New(len(msg))
	js.CopyBytesToJS(u8, msg)
	out := js.Global().Get("Object").New()
	out.Set("id", id)
	out.Set("bytes", u8)
	out.Set("ms", ms)
	out.Set("yieldMs", yieldMs)
	js.Global().Call("postMessage", out)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func isStopped(id int) bool {
	mu.Lock()
	defer mu.Unlock()
	return stopped[id]
}

// yielder lets the worker's event loop run between two slices of a
// search, so that a stop from the page comes in: a message to itself
// through a MessageChannel (a setTimeout would wait 4 ms or more, far
// longer on a busy machine), answered by waking the search.
type yielder struct {
	port js.Value
	wake chan struct{}
}

func newYielder() *yielder {
	y := &yielder{wake: make(chan struct{}, 1)}
	ch := js.Global().Get("MessageChannel").New()
	ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case y.wake <- struct{}{}:
		default:
		}
		return nil
	}))
	y.port = ch.Get("port2")
	return y
}

// yield returns once the event loop has run.
func (y *yielder) yield() {
	y.port.Call("postMessage", 0)
	<-y.wake
}

func main() {
	y := newYielder()
	js.Global().Set("monsterMixerAIHandle", js.FuncOf(handle))
	ready := js.Global().Get("Object").New()
	ready.Set("ready", true)
	js.Global().Call("postMessage", ready)
	// Pay the first decision's one-time costs now, while the person is on
	// the title, unless a decision is already waiting.
	remote.WarmUp(func() bool { y.yield(); return len(jobs) > 0 })
	warm := js.Global().Get("Object").New()
	warm.Set("warm", true)
	js.Global().Call("postMessage", warm)
	for j := range jobs {
		start := time.Now()
		// Between slices of the search the worker's event loop runs, so
		// that it takes a stop from the page.
		var yielded time.Duration
		out := remote.Serve(j.msg, func() bool {
			t := time.Now()
			y.yield()
			yielded += time.Since(t)
			return isStopped(j.id)
		})
		reply(j.id, out, ms(time.Since(start)), ms(yielded))
		mu.Lock()
		delete(stopped, j.id)
		mu.Unlock()
	}
}
