// Command aiworker is Monster Mixer's searcher as a WebAssembly module of
// its own, for the browser's Web Worker (build/web-worker.js loads it): the
// engine, the five games and their search hooks, no ebiten. Each message
// from the page is a decision (engine/ai/remote: a seat's view and the
// search's configuration) or a stop; the worker answers each decision with
// the action it chose. Build it with GOOS=js GOARCH=wasm (build/web does);
// elsewhere it only says so.
package main
