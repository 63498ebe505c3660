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
			reply(id, remote.Reply{Err: "too many decisions waiting"}.Marshal(), 0)
		}
	case "stop":
		mu.Lock()
		stopped[id] = true
		mu.Unlock()
	}
	return nil
}

// reply posts an answer: {id, bytes, ms} (ms: the wall time the decision
// took in the worker).
func reply(id int, msg []byte, ms float64) {
	u8 := js.Global().Get("Uint8Array").New(len(msg))
	js.CopyBytesToJS(u8, msg)
	out := js.Global().Get("Object").New()
	out.Set("id", id)
	out.Set("bytes", u8)
	out.Set("ms", ms)
	js.Global().Call("postMessage", out)
}

func isStopped(id int) bool {
	mu.Lock()
	defer mu.Unlock()
	return stopped[id]
}

func main() {
	js.Global().Set("monsterMixerAIHandle", js.FuncOf(handle))
	ready := js.Global().Get("Object").New()
	ready.Set("ready", true)
	js.Global().Call("postMessage", ready)
	for j := range jobs {
		start := time.Now()
		// Between slices of the search the worker sleeps a moment, so
		// that its event loop takes a stop from the page.
		out := remote.Serve(j.msg, func() bool {
			time.Sleep(time.Millisecond)
			return isStopped(j.id)
		})
		reply(j.id, out, float64(time.Since(start).Microseconds())/1000)
		mu.Lock()
		delete(stopped, j.id)
		mu.Unlock()
	}
}
