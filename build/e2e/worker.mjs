// worker.mjs: the browser test's steps for the searcher's Web Worker
// (issue 39), run by browser.mjs once at its end on its desktop page:
//
//   - the worker is ready after the title was interactive (never before:
//     the page starts it after the first frames);
//   - a Hard decision in each of the five games (the positions of
//     engine/ai/remote.SamplePositions, which BenchmarkHardDecision times
//     natively), posted straight to the worker: its wall time in the
//     page and its iterations, and the app's frames meanwhile;
//   - a Monsters on Board game between two Hard computer seats through
//     the app: every decision goes to the worker, and the app's frames
//     while a computer thinks (callback p95, longest gap); then the same
//     game with the worker set aside (the frame's slices, the fallback)
//     for comparison at the same load;
//   - the size of ai.wasm, raw and gzipped.
//
// The figures land in browser.json under figures.worker.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'web');

// The aims of issue 39 (reported against, not failed on: the machine is
// shared and slow; a stuck search or loop fails).
const aimDecisionMs = 1000;
const aimFrameP95 = 20;
// How long the frames are watched while two Hard seats think, with the
// worker and then with it set aside (about 20-30 frames each here).
const thinkWindowMs = 5000;

export async function runWorker(h) {
  const { page, step, figures, perfWindow, perfText, openTitle, clickTarget, waitFor, findTarget } = h;
  const w = (figures.worker = {});
  page.on('crash', () => { w.crashed = true; });
  const ai = (fn, arg) => page.evaluate(fn, arg);

  let ok = await step('worker: the searcher\'s Web Worker is ready after the title is interactive', async () => {
    // Two Hard seats for the game below, no guide, and the instant speed:
    // the seats decide one after the other, nothing paced, so the app
    // thinks all along.
    await page.evaluate(() => {
      localStorage.setItem('monstermixer/remembered.json',
        JSON.stringify({ names: ['Hard A', 'Hard B'], kinds: ['hard', 'hard'], guided: ['monsters-on-board'] }));
      localStorage.setItem('monstermixer/settings.json', JSON.stringify({ volume: 0, muted: true, fullscreen: false, animSpeed: 'instant' }));
    });
    await openTitle(page);
    await page.waitForFunction(() => ['ready', 'failed', 'unavailable'].includes(window.monsterMixerAI.state), null, { timeout: 30000 });
    const st = await ai(() => ({ state: window.monsterMixerAI.state, error: window.monsterMixerAI.error, readyMs: window.monsterMixerAI.readyMs, first: window.__mm.firstInteractive }));
    if (st.state !== 'ready') throw new Error(`the worker is ${st.state}: ${st.error}`);
    w.readyMs = Math.round(st.readyMs);
    w.firstInteractiveMs = Math.round(st.first);
    if (!(st.readyMs > st.first)) throw new Error(`the worker was ready at ${w.readyMs} ms, before the first interactive frame (${w.firstInteractiveMs} ms)`);
    await page.waitForFunction(() => window.monsterMixerAI.warmMs, null, { timeout: 30000 });
    w.warmMs = Math.round(await ai(() => window.monsterMixerAI.warmMs));
    return `ready ${w.readyMs} ms after navigation, the first interactive frame at ${w.firstInteractiveMs} ms; warm (a short search of every game) at ${w.warmMs} ms`;
  });

  ok = ok && await step('worker: a Hard decision in each game, wall time in the page', async () => {
    w.decisions = {};
    const t0 = await page.evaluate(() => performance.now());
    const lines = [];
    for (let i = 0; ; i++) {
      const r = await ai(async (k) => {
        const m = window.monsterMixerAI;
        const s = m.sample(k);
        if (!s) return null;
        const a = await m.decide(s.bytes);
        return { game: s.game, wallMs: a.wallMs, workerMs: a.ms, yieldMs: a.yieldMs, ...m.readReply(a.bytes) };
      }, i);
      if (!r) break;
      if (r.error) throw new Error(`${r.game}: ${r.error}`);
      w.decisions[r.game] = { wallMs: Math.round(r.wallMs), workerMs: Math.round(r.workerMs), yieldMs: Math.round(r.yieldMs), iterations: r.iterations, action: r.action };
      lines.push(`${r.game} ${Math.round(r.wallMs)} ms (in the worker ${Math.round(r.workerMs)}, of which ${Math.round(r.yieldMs)} between slices; ${r.iterations} iterations, ${r.action})`);
    }
    if (Object.keys(w.decisions).length !== 5) throw new Error(`${Object.keys(w.decisions).length} games answered, want 5`);
    w.titleWhileThinking = await perfWindow(page, t0, await page.evaluate(() => performance.now()));
    const over = Object.entries(w.decisions).filter(([, d]) => d.wallMs > aimDecisionMs).map(([g]) => g);
    return `${lines.join('; ')}; over the aim of ${aimDecisionMs} ms: ${over.length ? over.join(', ') : 'none'}; ` +
      `the title's frames meanwhile: ${perfText(w.titleWhileThinking)}`;
  });

  ok = ok && await step('worker: Monsters on Board between two Hard computer seats, the frames while they think', async () => {
    // The seats and the speed were set before the first title above.
    await clickTarget(page, 'game:monsters-on-board');
    let s = await waitFor(page, 'the new-game screen or the offer to continue', (st) => st.scene === 'newgame' || !!findTarget(st, 'button:New game'));
    if (s.scene !== 'newgame') {
      await clickTarget(page, 'button:New game');
      await waitFor(page, 'the new-game screen', (st) => st.scene === 'newgame');
    }
    const sent0 = await ai(() => window.monsterMixerAI.answered);
    await clickTarget(page, 'button:Start');
    await waitFor(page, 'a computer seat to decide at the table', (st) => st.scene === 'table' && st.decider !== null && st.decider >= 0, 30000);
    const t0 = await page.evaluate(() => performance.now());
    await page.waitForTimeout(thinkWindowMs);
    const t1 = await page.evaluate(() => performance.now());
    w.gameDecisions = (await ai(() => window.monsterMixerAI.answered)) - sent0;
    // The same game on, the worker set aside: the frame's slices (the
    // fallback), for comparison at the same load.
    await ai(() => { window.monsterMixerAI.state = 'set aside by the test'; });
    await page.waitForTimeout(thinkWindowMs);
    const t2 = await page.evaluate(() => performance.now());
    await ai(() => { window.monsterMixerAI.state = 'ready'; });
    s = await waitFor(page, 'the table', (st) => st.scene === 'table' || st.scene === 'gameover');
    const p = (w.gameWhileThinking = await perfWindow(page, t0, t1, (d, table) => table && d >= 0));
    const q = (w.gameWhileThinkingInSlices = await perfWindow(page, t1 + 1500, t2, (d, table) => table && d >= 0));
    w.gameActions = s.actions;
    if (!p.fps || p.fps < 1) throw new Error(`only ${p.fps} frames per second: the loop is stuck`);
    if (w.gameDecisions < 1) throw new Error(`no decision went to the worker in ${thinkWindowMs / 1000} s (${s.actions} actions played)`);
    return `${w.gameDecisions} decisions answered by the worker, ${s.actions} actions played; with the worker: ${perfText(p)}; ` +
      `aim: p95 at most ${aimFrameP95} ms (${p.frameMsP95 <= aimFrameP95 ? 'met' : 'not met'}); in the frame's slices (the fallback), for comparison: ${perfText(q)}`;
  });

  await step('worker: the size of the searcher\'s module, and of the main bundle', async () => {
    const size = (f) => {
      const b = readFileSync(join(dist, f));
      return { raw: b.length, gzip: gzipSync(b, { level: 9 }).length };
    };
    w.aiWasm = size('ai.wasm');
    w.mainWasm = size('monstermixer.wasm');
    if (w.mainWasm.gzip > 4e6) throw new Error(`the main bundle is ${w.mainWasm.gzip} bytes gzipped, over 4 MB`);
    return `ai.wasm ${w.aiWasm.raw} bytes raw, ${w.aiWasm.gzip} gzipped; monstermixer.wasm ${w.mainWasm.raw} raw, ${w.mainWasm.gzip} gzipped`;
  });
  await page.evaluate(() => {
    localStorage.removeItem('monstermixer/remembered.json');
    localStorage.removeItem('monstermixer/settings.json');
  }).catch(() => {}); // a page that crashed has failed its step already
}
