// ai-worker.js: Monster Mixer's searcher in a Web Worker. It runs ai.wasm
// (engine/cmd/aiworker: the engine, the games and the search, no ebiten),
// which answers the page's messages: {kind: 'decide', id, bytes} (a seat's
// view and the search's configuration, engine/ai/remote) with {id, bytes,
// ms}, and takes {kind: 'stop', id}. It says {ready: true} once it can
// take messages, or {failed: why}, and {warm: true} once it has run a
// short search of every game (what a first decision pays once).
importScripts('wasm_exec.js');

const early = [];
self.onmessage = (e) => {
  if (self.monsterMixerAIHandle) self.monsterMixerAIHandle(e.data);
  else early.push(e.data);
};

(async () => {
  try {
    const go = new Go();
    let instance;
    try {
      ({ instance } = await WebAssembly.instantiateStreaming(fetch('ai.wasm'), go.importObject));
    } catch (err) {
      const resp = await fetch('ai.wasm');
      if (!resp.ok) throw new Error('ai.wasm: HTTP ' + resp.status);
      ({ instance } = await WebAssembly.instantiate(await resp.arrayBuffer(), go.importObject));
    }
    go.run(instance); // main sets monsterMixerAIHandle, says ready and waits for messages
    for (const m of early.splice(0)) self.monsterMixerAIHandle(m);
  } catch (err) {
    self.postMessage({ failed: String(err) });
  }
})();
