// browser.mjs: drives Monster Mixer's WebAssembly build in Debian's
// headless chromium like a person with a mouse. It reads the app's
// published status (window.monsterMixer: frames, scene, game, decider,
// actions, over, targets in CSS pixels) instead of sleeping, measures the
// time to the first interactive frame and, inside the page, the app's own
// time per frame while computer seats think, and saves screenshots and
// browser.json in build/e2e/out/.
//
// Structure: browser setup and in-page probes, shared helpers (status,
// waitFor, clickTarget, startGame, perfWindow), then one function per game
// scenario (playFactory, playInsurance) listed in `scenarios`; each
// scenario starts from a freshly loaded title. To cover another game,
// write playXxx(page) with step(...) calls and add it there.
//
//   node build/e2e/browser.mjs http://127.0.0.1:PORT/
//   BROWSER_FLAGS=unthrottled node build/e2e/browser.mjs URL   # frame-rate figures (see flagSets)
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLaunch, runOffline } from './webapp.mjs';
import { runWorker } from './worker.mjs';

const url = process.argv[2];
if (!url) {
  console.error('usage: node browser.mjs URL');
  process.exit(2);
}
const outDir = join(dirname(fileURLToPath(import.meta.url)), 'out');
mkdirSync(outDir, { recursive: true });

// Launch flags that work as root in a container (shared platform notes).
// WebGL is SwiftShader (software rendering) in both sets.
//
// default: the browser paces frames. Here an Ebitengine program gets only
// 7-13 frames/s (a bare one too, while a bare WebGL2 page gets 55-60):
// every frame ends in a main-thread task of 100-200 ms, a long task, that
// is not the app's own work (the title screen shows it as much as a
// computer seat thinking), so this set is for playing, not for judging
// the frame rate.
//
// unthrottled: no vsync and no frame-rate limit, and the GPU compositor
// instead of --disable-gpu's software one: a bare Ebitengine program then
// draws 130-170 frames/s. A 60 Hz display is emulated in the page (the
// app's animation frame callback runs at most every 16.7 ms), so the
// frames per second, the callback times and the long tasks are the app's
// own. Screenshots and reloads time out in this set under load, so it
// takes no screenshots: use it to measure (BROWSER_FLAGS=unthrottled).
const baseArgs = [
  '--headless', '--no-sandbox', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];
const flagSets = {
  default: [...baseArgs, '--disable-gpu'],
  unthrottled: [...baseArgs, '--disable-gpu-vsync', '--disable-frame-rate-limit',
    '--disable-background-timer-throttling', '--disable-renderer-backgrounding'],
};
const flagSet = process.env.BROWSER_FLAGS || 'default';
if (!flagSets[flagSet]) {
  console.error(`BROWSER_FLAGS=${flagSet}: known sets are ${Object.keys(flagSets).join(', ')}`);
  process.exit(2);
}
// The emulated display's frame period in the page (0: the browser paces).
const framePeriod = flagSet === 'unthrottled' ? 1000 / 60 : 0;
// Screenshots: a page at device pixel ratio 2 takes 2-4 s to capture in
// SwiftShader, so by default only the desktop's title and each form's last
// screen are kept (the last one shows where a failed run stopped);
// SHOTS=1 keeps every screen the runs visit (for a report), NO_SHOTS=1
// none.
const noShots = flagSet === 'unthrottled' || !!process.env.NO_SHOTS;
const everyShot = !!process.env.SHOTS;
// TRACE=1 logs every wait of a second or more (where a step's time goes).
const trace = !!process.env.TRACE;

const results = [];
// formOf holds the form of the run going on in each lane (its steps'
// names say it; the lanes run side by side, see below).
const formOf = new AsyncLocalStorage();
const figures = { flags: flagSet };

function pass(name, detail = '') {
  results.push({ name, ok: true, detail });
  console.log(`PASS ${name}${detail ? ': ' + detail : ''}`);
}
function fail(name, err) {
  const detail = err && err.message ? err.message : String(err);
  results.push({ name, ok: false, detail });
  console.log(`FAIL ${name}: ${detail}`);
}

// step runs one named part of the test and reports whether it passed;
// a scenario stops at its first failed step.
// The step's time in seconds ends its line, to see where the test's
// time goes.
async function step(name, fn) {
  const form = formOf.getStore() || 'desktop';
  if (form !== 'desktop') name = `[${form}] ${name}`;
  const t0 = Date.now();
  const took = () => ` [${((Date.now() - t0) / 1000).toFixed(1)} s]`;
  try {
    const detail = await fn();
    pass(name, ((detail || '') + took()).trim());
    return true;
  } catch (err) {
    fail(name, `${err && err.message ? err.message : String(err)}${took()}`);
    return false;
  }
}

// ---------------------------------------------------------------------------
// Browser and in-page probes

// Debian's chromium; CHROMIUM names another binary (e.g. on Ubuntu, where
// the package is a snap).
const executablePath = process.env.CHROMIUM || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
if (!executablePath) {
  console.error('no chromium found: install Debian\'s chromium package or set CHROMIUM');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath, args: flagSets[flagSet] });
const consoleLines = [];

// The screens a run can have: the desktop with a mouse, and the issue's
// touch screens (hasTouch, isMobile, device pixel ratio 2), each with the
// least size of a tappable target and of text, in CSS px, that the app
// promises there (scenes/ui/device.go).
const forms = {
  desktop: { context: { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 } },
  tablet: { touch: true, minTarget: 44, minText: 12, context: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true } },
  phone: { touch: true, minTarget: 36, minText: 10, context: { viewport: { width: 844, height: 390 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true } },
};

// openPage opens a page of its own context for a form: touch pages take
// every click as a tap (page.touchscreen.tap) and check, on every status
// read, that each published target and the text drawn are at least the
// form's minimums (page.form.small collects what is not).
async function openPage(formName, inBrowser = browser) {
  const form = forms[formName];
  const context = await inBrowser.newContext(form.context);
  await context.addInitScript(...initScript);
  if (form.touch) {
    // The touch runs prove taps, drags and sizes, not animations (the
    // desktop's runs watch those): they play at the Settings screen's
    // "instant" speed, so a turn costs a few of SwiftShader's slow frames
    // at device pixel ratio 2 rather than whole animations.
    await context.addInitScript(() => {
      if (location.protocol !== 'http:' && location.protocol !== 'https:') return; // about:blank has no storage
      const k = 'monstermixer/settings.json';
      if (!localStorage.getItem(k)) localStorage.setItem(k, JSON.stringify({ volume: 0.7, animSpeed: 'instant' }));
    });
  }
  const page = await context.newPage();
  page.form = { name: formName, ...form, small: new Map() };
  page.on('console', (m) => consoleLines.push(`${formName} ${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => consoleLines.push(`pageerror: ${formName}: ${e.message}`));
  return page;
}

const initScript = [(period) => {
  const mm = { frames: [], long: [], firstInteractive: 0 };
  window.__mm = mm;
  const raf = window.requestAnimationFrame.bind(window);
  // With the frame-rate limit off, animation frames would come as fast as
  // the page draws them; a 60 Hz display is emulated by running the
  // app's callback at the first animation frame 16.7 ms (less 1 ms of
  // jitter) after the previous one.
  let due = 0;
  const paced = (cb) => (ts) => {
    if (period && ts < due - 1) {
      raf(paced(cb));
      return;
    }
    due = Math.max(due + period, ts);
    run(cb, ts);
  };
  window.requestAnimationFrame = (cb) => raf(paced(cb));
  const run = (cb, ts) => {
    const t0 = performance.now();
    try {
      cb(ts);
    } finally {
      const t1 = performance.now();
      const s = window.monsterMixer;
      // [start ms, duration ms, decider (-1 none), scene is a table]
      mm.frames.push([t0, t1 - t0, s && s.decider !== null ? s.decider : -1, s && s.scene === 'table' ? 1 : 0]);
      if (mm.frames.length > 40000) mm.frames.splice(0, 20000);
      if (!mm.firstInteractive && s && s.frames > 0 && s.scene === 'title' && s.targets && s.targets.length > 0) {
        mm.firstInteractive = t1;
      }
    }
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) mm.long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    mm.noLongTasks = String(e);
  }
}, framePeriod];

// pageNow returns performance.now() in the page.
const pageNow = (page) => page.evaluate(() => performance.now());

// perfWindow sums up the app's frames between page times t0 and t1 (ms),
// only those for which keep(decider, onTable) holds: frames per second,
// the app's time per frame inside the page (median, 95th percentile,
// longest), the longest gap between frames, and the long tasks.
async function perfWindow(page, t0, t1, keep = () => true) {
  const { frames, long } = await page.evaluate(() => ({ frames: window.__mm.frames, long: window.__mm.long }));
  const fs = frames.filter((f) => f[0] >= t0 && f[0] <= t1);
  let kept = 0;
  let keptMs = 0;
  let maxGap = 0;
  const durs = [];
  for (let i = 0; i < fs.length; i++) {
    if (!keep(fs[i][2], fs[i][3])) continue;
    durs.push(fs[i][1]);
    if (i + 1 < fs.length) {
      kept++;
      keptMs += fs[i + 1][0] - fs[i][0];
      maxGap = Math.max(maxGap, fs[i + 1][0] - fs[i][0]);
    }
  }
  durs.sort((a, b) => a - b);
  const pct = (p) => (durs.length ? +durs[Math.min(durs.length - 1, Math.floor(p * durs.length))].toFixed(1) : null);
  const lt = long.filter((l) => l[0] >= t0 && l[0] <= t1);
  return {
    frames: durs.length,
    secs: +(keptMs / 1000).toFixed(2),
    fps: keptMs > 0 ? +((kept * 1000) / keptMs).toFixed(1) : null,
    frameMsP50: pct(0.5),
    frameMsP95: pct(0.95),
    frameMsMax: durs.length ? +durs[durs.length - 1].toFixed(1) : null,
    gapMsMax: +maxGap.toFixed(1),
    longTasks: lt.length,
    longTaskMsMax: lt.length ? Math.round(Math.max(...lt.map((l) => l[1]))) : 0,
    load1: +loadavg()[0].toFixed(2),
  };
}

function perfText(p) {
  return `${p.fps} frames/s over ${p.secs} s; app callback per frame p50 ${p.frameMsP50} ms, p95 ${p.frameMsP95} ms, max ${p.frameMsMax} ms; ` +
    `longest gap ${p.gapMsMax} ms; ${p.longTasks} long tasks (max ${p.longTaskMsMax} ms); load ${p.load1}`;
}

// ---------------------------------------------------------------------------
// Shared helpers

// status returns a copy of window.monsterMixer, or null before the app runs.
async function status(page) {
  const s = await page.evaluate(() => (window.monsterMixer ? JSON.parse(JSON.stringify(window.monsterMixer)) : null));
  if (s && page.form.touch) checkSizes(page, s);
  return s;
}

// checkSizes notes, on a touch page, every published target smaller than
// the form's least target and text smaller than its least text size
// (half a pixel of rounding allowed), by screen and name.
function checkSizes(page, s) {
  const { minTarget, minText, small } = page.form;
  for (const t of s.targets || []) {
    if (Math.min(t.w, t.h) < minTarget - 0.5) {
      const key = `${s.scene} ${t.name}`;
      const was = small.get(key);
      if (!was || Math.min(t.w, t.h) < was.size) small.set(key, { size: Math.min(t.w, t.h), what: `${key} ${t.w.toFixed(0)}x${t.h.toFixed(0)} px` });
    }
  }
  if (s.textMinScene > 0 && s.textMinScene < minText - 0.01) {
    const key = `${s.scene} text`;
    const was = small.get(key);
    if (!was || s.textMinScene < was.size) small.set(key, { size: s.textMinScene, what: `${key} ${s.textMinScene.toFixed(1)} px ("${s.textMinSceneOf}")` });
  }
}

// sizesStep fails when a touch page met a target or text under its
// form's minimum on any screen it visited.
async function sizesStep(page) {
  const { name, minTarget, minText, small } = page.form;
  return step(`${name}: every tappable target at least ${minTarget} CSS px and text at least ${minText} CSS px on the screens visited`, async () => {
    // The game tables' targets are held too (a whole game of each by
    // taps, every target published at every tick at least the minimum, is
    // also held natively: scenes/apptest/touchall).
    const list = (table) => [...small.entries()].filter(([k]) => k.startsWith('table ') === table)
      .map(([, v]) => v).sort((a, b) => a.size - b.size).map((v) => v.what);
    const menus = list(false);
    const tables = list(true);
    figures[`${name}UnderMinimumAtTables`] = tables;
    const under = [...menus, ...tables];
    if (under.length) throw new Error(`${under.length} under the minimum: ${under.slice(0, 40).join('; ')}`);
    return 'all at least the minimum, at the game tables too';
  });
}

// waitFor waits until pred(status) holds and returns that status.
async function waitFor(page, what, pred, timeout = 20000) {
  const t0 = Date.now();
  let last = null;
  while (Date.now() - t0 < timeout) {
    last = await status(page);
    if (last && pred(last)) {
      if (trace && Date.now() - t0 >= 1000) console.log(`  trace: ${((Date.now() - t0) / 1000).toFixed(1)} s waiting for ${what}`);
      return last;
    }
    await page.waitForTimeout(50);
  }
  throw new Error(`timed out after ${timeout} ms waiting for ${what}; last status: ${brief(last)}`);
}

function brief(s) {
  if (!s) return 'no window.monsterMixer';
  return JSON.stringify({ ...s, targets: (s.targets || []).map((t) => t.name) });
}

// waitForScene waits until the app shows one of the named scenes.
async function waitForScene(page, names, timeout) {
  const want = [].concat(names);
  return waitFor(page, `scene ${want.join(' or ')}`, (s) => want.includes(s.scene), timeout);
}

// findTarget returns the published target whose name equals name (or,
// when name ends with '*', starts with it).
function findTarget(s, name) {
  const ts = (s && s.targets) || [];
  if (name.endsWith('*')) return ts.find((t) => t.name.startsWith(name.slice(0, -1)));
  return ts.find((t) => t.name === name);
}

// targetsLike returns the targets whose names start with prefix.
function targetsLike(s, prefix) {
  return ((s && s.targets) || []).filter((t) => t.name.startsWith(prefix));
}

// click clicks the centre of target t as a person would (press and
// release 100 ms apart, so one tick sees both).
async function click(page, t) {
  if (page.form.touch) await page.touchscreen.tap(t.x + t.w / 2, t.y + t.h / 2);
  else await page.mouse.click(t.x + t.w / 2, t.y + t.h / 2, { delay: 100 });
  return t;
}

// skip skips the running animation as an impatient person would: the S
// key with a keyboard, the Skip button on a touch screen (when the
// animation shows it), then gives the app 100 ms.
async function skip(page) {
  if (!page.form.touch) await page.keyboard.press('s');
  else {
    const t = findTarget(await status(page), 'button:Skip');
    if (t) await click(page, t);
  }
  await page.waitForTimeout(100);
}

// touchDrag drags one finger from (x0, y0) to (x1, y1) in steps (CDP
// touch events, as a finger sends them), holding still at both ends.
async function touchDrag(page, x0, y0, x1, y1, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x, y) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(x0, y0) });
  for (let i = 1; i <= steps; i++) {
    await page.waitForTimeout(30);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps) });
  }
  await page.waitForTimeout(60);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// pinch spreads (factor > 1) or closes two fingers about (cx, cy), from
// d0 CSS px apart to d0 * factor, in steps.
async function pinch(page, cx, cy, d0, factor, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const at = (d) => [{ x: cx - d / 2, y: cy, id: 1 }, { x: cx + d / 2, y: cy, id: 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(d0) });
  for (let i = 1; i <= steps; i++) {
    await page.waitForTimeout(30);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(d0 * (1 + ((factor - 1) * i) / steps)) });
  }
  await page.waitForTimeout(60);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// clickTarget waits for the named target and clicks it.
async function clickTarget(page, name, timeout = 20000) {
  const s = await waitFor(page, `target ${name}`, (st) => !!findTarget(st, name), timeout);
  return click(page, findTarget(s, name));
}

// clickApplied clicks t and waits until the app has applied an action
// (the action count grew) and drawn two more frames, so that its targets
// are those of the new state. It returns that status.
async function clickApplied(page, t, before, timeout = 10000) {
  await click(page, t);
  const s = await waitFor(page, `${t.name} to be applied`, (st) => st.actions > before.actions, timeout);
  return waitFor(page, 'two more frames', (st) => st.frames >= s.frames + 2, timeout);
}

// shotForm is the prefix of a touch page's screenshots ("tablet-").
function shotForm(page) {
  return page.form.touch ? `${page.form.name}-` : '';
}

async function shot(page, name, { always = false } = {}) {
  if (noShots || !(always || everyShot)) return name;
  if (page.form.touch && !name.startsWith(shotForm(page))) name = name.replace(/^browser-/, `browser-${shotForm(page)}`);
  await page.screenshot({ path: join(outDir, name) });
  return name;
}

// openTitle loads the page afresh and waits for the title's targets.
async function openTitle(page) {
  // Leave the running app first: a busy page can hold up a reload.
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'load' });
  return waitFor(page, 'the title with its targets', (st) => st.scene === 'title' && st.targets.length > 0, 60000);
}

// startGame goes from the title to the table of gameId: it sets the number
// of players, makes the listed seats computer Easy (the new-game screen
// starts with seat 1 Human and the others Computer Normal; one click on
// a seat's left arrow makes it Easy), types a seed and presses Start,
// passing the hand-off curtain if one is shown. It returns the status.
async function startGame(page, gameId, { players, easySeats = [], seed, name, shot: shotName }) {
  // New game offers the last game's players, names and kinds again; each
  // scenario sets its seats from the first-time defaults (Human, then
  // Normal), so it forgets what an earlier scenario played. A touch page
  // that types no name starts as a person coming back to the game would:
  // the seats it wants are those New game remembers, and the game's
  // first-game guide was read before (the run that types a name taps
  // every seat and reads the guide).
  const quick = page.form.touch && !name;
  await page.evaluate(([quick, id, players, easy]) => {
    const k = 'monstermixer/remembered.json';
    if (!quick) {
      localStorage.removeItem(k);
      return;
    }
    const kinds = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : easy.includes(i + 1) ? 'easy' : 'normal'));
    localStorage.setItem(k, JSON.stringify({ names: kinds.map((_, i) => `Player ${i + 1}`), kinds, guided: [id] }));
  }, [quick, gameId, players, easySeats]);
  await clickTarget(page, 'game:' + gameId);
  // A game of this kind left unfinished by an earlier scenario is offered
  // first ("Continue it", "New game", "Back"): start a new one.
  const s0 = await waitFor(page, 'the new-game screen or the offer to continue', (st) => st.scene === 'newgame' || !!findTarget(st, 'button:New game'));
  if (s0.scene !== 'newgame') {
    await clickTarget(page, 'button:New game');
    await waitForScene(page, 'newgame');
  }
  const seats = (st) => targetsLike(st, 'name:seat').length;
  let s = await waitFor(page, 'the seats of the new game', (st) => st.scene === 'newgame' && seats(st) > 0);
  for (let i = 0; i < 6 && seats(s) !== players; i++) {
    const n = seats(s);
    await clickTarget(page, seats(s) < players ? 'next:players' : 'prev:players');
    s = await waitFor(page, 'the new number of seats', (st) => seats(st) !== n, 5000);
  }
  if (seats(s) !== players) throw new Error(`the new-game screen shows ${seats(s)} seats, want ${players}`);
  if (!quick) for (const seat of easySeats) await clickTarget(page, `prev:seat${seat}`);
  if (name) {
    // The first seat's name, typed over the one offered (on a touch
    // screen the tap opens the page's own text field and its keyboard).
    await clickTarget(page, 'name:seat1');
    await page.keyboard.press('End', { delay: 50 });
    for (let i = 0; i < 16; i++) await page.keyboard.press('Backspace', { delay: 50 });
    await page.keyboard.type(name, { delay: 100 });
  }
  // A fixed seed, typed as a person would, makes the draws repeatable.
  await clickTarget(page, 'input:seed');
  await page.keyboard.type(String(seed), { delay: 100 });
  if (shotName) await shot(page, shotName);
  await clickTarget(page, 'button:Start');
  s = await waitForScene(page, ['table', 'curtain']);
  s = await waitFor(page, 'the table or its guide', (st) => (st.scene === 'table' || st.scene === 'curtain') && (st.targets || []).length > 0);
  if (findTarget(s, 'button:Got it')) {
    // The game's first-game guide, shown once: read, then close it.
    await clickTarget(page, 'button:Got it');
    s = await waitFor(page, 'the guide to close', (st) => !findTarget(st, 'button:Got it'), 10000);
  }
  if (s.scene === 'curtain') {
    await clickTarget(page, 'button:I am ready');
    s = await waitForScene(page, 'table');
  }
  if (s.game !== gameId) throw new Error(`table shows ${s.game}, want ${gameId}`);
  if (name) {
    const kept = await page.evaluate(() => localStorage.getItem('monstermixer/remembered.json'));
    const names = kept ? JSON.parse(kept).names || [] : [];
    if (names[0] !== name) throw new Error(`seat 1 plays as ${JSON.stringify(names[0])}, typed ${JSON.stringify(name)}`);
  }
  return s;
}

// measureThinking reports, for ms milliseconds while a computer seat (not
// me) is to decide, the app's frames measured in the page.
async function measureThinking(page, me, ms, key) {
  await waitFor(page, 'a computer seat to decide', (st) => st.decider !== null && st.decider >= 0 && st.decider !== me, 30000);
  const t0 = await pageNow(page);
  await page.waitForTimeout(ms);
  const p = await perfWindow(page, t0, await pageNow(page), (d, table) => table && d >= 0 && d !== me);
  figures[key] = p;
  // A figure to report, not a benchmark: fail only when the loop is stuck.
  if (!p.fps || p.fps < 1) throw new Error(`only ${p.fps} frames per second: the loop is stuck`);
  return perfText(p);
}

// ---------------------------------------------------------------------------
// Scenarios

// Monster Factory: each seat picks a starting tile from the supply
// ("pick:Txx"), then tiles are drawn and placed on lit spots ("spot:...",
// lit for the tile as turned now; clicking the tile in hand, "hand", turns
// it).
async function playFactory(page) {
  let me = null;
  let ok = await step('Monster Factory: new game for 2 players', async () => {
    const name = page.form.touch ? 'Ana' : '';
    const s = await startGame(page, 'monster-factory', { players: 2, seed: 7, name, shot: `browser-${shotForm(page)}newgame.png` });
    return `table of ${s.game}, seat ${s.decider} decides${name ? `, seat 1 named ${name} by typing` : ''}`;
  });
  ok = ok && (await step('Monster Factory: pick a starting tile', async () => {
    const s = await waitFor(page, 'a starting tile to pick', (st) => !!findTarget(st, 'pick:*') || !!findTarget(st, 'spot:*'), 30000);
    if (findTarget(s, 'spot:*')) return 'no pick offered (the game starts with a placement)';
    const t = findTarget(s, 'pick:*');
    const after = await clickApplied(page, t, s);
    return `clicked ${t.name}; actions ${s.actions} -> ${after.actions}`;
  }));
  ok = ok && (await step('Monster Factory: place a tile on a lit spot', async () => {
    const canAct = (st) => st.scene === 'table' && (!!findTarget(st, 'spot:*') || !!findTarget(st, 'hand'));
    let before = await waitFor(page, 'my tile to place', canAct, 120000);
    let turns = 0;
    while (!findTarget(before, 'spot:*') && turns < 4) {
      const frames = before.frames;
      await clickTarget(page, 'hand');
      turns++;
      before = await waitFor(page, 'the turned tile', (st) => canAct(st) && st.frames >= frames + 3, 10000);
    }
    const spots = targetsLike(before, 'spot:');
    if (!spots.length) throw new Error('no lit spot in any of the four turns');
    const spot = spots[Math.floor(spots.length / 2)];
    me = before.decider;
    // For comparison with a computer seat thinking: the same table while
    // the human is to decide.
    const t0 = await pageNow(page);
    await page.waitForTimeout(2000);
    figures.factoryHuman = await perfWindow(page, t0, await pageNow(page), (d, table) => table && d === me);
    const after = await clickApplied(page, spot, before);
    await shot(page, 'browser-placed.png');
    return `clicked ${spot.name} (one of ${spots.length} lit spots, after ${turns} turns of the tile); actions ${before.actions} -> ${after.actions}; ` +
      `while the human decided: ${perfText(figures.factoryHuman)}`;
  }));
  // The frames while a computer seat thinks: on the desktop's mouse page
  // (the touch pages play at the instant speed, where a computer's
  // decision is over before a status read sees it; worker.mjs measures the
  // frames while two Hard seats play).
  if (!page.form.touch) {
    ok = ok && (await step('Monster Factory: app frames while a computer seat (Normal) thinks',
      () => measureThinking(page, me, 3000, 'factoryThinking')));
  }
  return ok;
}

// Monster Insurance, one round with seat 1 Human and seats 2-3 Computer
// Easy: the human places the monster beside the board ("spot:monster
// <square> <facing>", seat 1's decision in the first round), picks a card
// face down ("card:N"), then places the card's tokens: a token type
// ("token:<type>") and a lit square for it ("spot:<type> <square>"),
// until the placing is done. The computer seats pick and place, the first
// player presses Reveal ("button:Reveal", clicked here when it is the
// human), the cards are revealed with the monster's moves, and round 2
// begins: seen when the human's hand ("card:N" targets) is offered again
// one card smaller and without the card played.
async function playInsurance(page) {
  let me = 0;
  let picked = null;
  let hand = 0;
  let ok = await step('Monster Insurance: new game, 3 players (seat 1 Human, seats 2-3 Computer Easy), seed 11', async () => {
    const s = await startGame(page, 'monster-insurance', { players: 3, easySeats: [2, 3], seed: 11, shot: 'browser-insurance-newgame.png' });
    return `table of ${s.game}, seat ${s.decider} decides, ${s.actions} actions so far (the dealt board)`;
  });
  ok = ok && (await step('Monster Insurance: place the monster beside the board', async () => {
    const s = await waitFor(page, 'the monster to place or a card to pick',
      (st) => targetsLike(st, 'spot:monster ').length > 0 || targetsLike(st, 'card:').length > 0, 60000);
    const poses = targetsLike(s, 'spot:monster ');
    if (!poses.length) return 'not the human\'s decision (the monster is already placed)';
    me = s.decider;
    const t = poses[Math.floor(poses.length / 2)];
    const after = await clickApplied(page, t, s);
    return `clicked ${t.name} (one of ${poses.length} places); actions ${s.actions} -> ${after.actions}`;
  }));
  ok = ok && (await step('Monster Insurance: pick a card', async () => {
    const s = await waitFor(page, 'my hand of cards', (st) => targetsLike(st, 'card:').length > 0, 120000);
    me = s.decider;
    const cards = targetsLike(s, 'card:');
    hand = cards.length;
    // Stomp (3 tokens) when it is there: more placing to click through.
    const t = findTarget(s, 'card:2') || cards[0];
    picked = t.name;
    const after = await clickApplied(page, t, s);
    if (targetsLike(after, 'card:').length) throw new Error(`the hand is still offered after ${t.name}`);
    await shot(page, 'browser-insurance-picked.png');
    return `clicked ${t.name} (hand of ${hand}); actions ${s.actions} -> ${after.actions}; now offered: ${after.targets.map((x) => x.name).filter((n) => !n.startsWith('spot:')).join(', ')}`;
  }));
  ok = ok && (await step('Monster Insurance: place the tokens on lit squares', async () => {
    let s = await status(page);
    const placed = [];
    const types = new Set();
    for (let i = 0; i < 8; i++) {
      s = await waitFor(page, 'token types, lit squares, or the turn to pass on',
        (st) => st.decider !== me || targetsLike(st, 'token:').length > 0 || targetsLike(st, 'spot:').length > 0, 20000);
      if (s.decider !== me) break;
      // Choose a token type as a person would, a different one each time
      // when there is a choice, and wait for its squares to light up. A
      // type already chosen (its squares lit) is not clicked again: the
      // chosen type's button steps back to no type, like any toggle. (On
      // a touch screen the buttons stay in view under the zoom, in a row
      // at the view's foot.) With no type buttons offered, the type whose
      // squares are lit is placed.
      const kinds = targetsLike(s, 'token:');
      let type;
      if (kinds.length) {
        const kind = kinds[i % kinds.length];
        type = kind.name.slice('token:'.length);
        if (!targetsLike(s, `spot:${type} `).length) await click(page, kind);
      } else {
        type = targetsLike(s, 'spot:')[0].name.slice('spot:'.length).split(' ')[0];
      }
      s = await waitFor(page, `lit squares for ${type}`, (st) => targetsLike(st, `spot:${type} `).length > 0, 10000);
      const spots = targetsLike(s, `spot:${type} `);
      const spot = spots[Math.floor(spots.length / 2)];
      s = await clickApplied(page, spot, s);
      placed.push(spot.name.slice('spot:'.length));
      types.add(type);
    }
    if (!placed.length) throw new Error('no token placed');
    if (s.decider === me) throw new Error(`still my turn after ${placed.length} tokens: ${brief(s)}`);
    await shot(page, 'browser-insurance-placed.png');
    return `placed ${placed.join(', ')} (${types.size} token types chosen); seat ${s.decider} decides next`;
  }));
  ok = ok && (await step('Monster Insurance: computer seats play, the cards are revealed, round 2 starts', async () => {
    const t0 = await pageNow(page);
    const start = await status(page);
    let reveal = 'by a computer seat';
    let skips = 0;
    let s = start;
    const deadline = Date.now() + 180000;
    // The app's frames from here while a computer seat is to decide
    // (thinking, or waiting for the table's animations), kept also when
    // round 2 does not come.
    const computers = async () => {
      const p = await perfWindow(page, t0, await pageNow(page), (d, table) => table && d >= 0 && d !== me);
      figures.insuranceComputers = p;
      return p;
    };
    for (;;) {
      if (Date.now() > deadline) throw new Error(`round 2 did not start in 180 s: ${brief(s)}; while computer seats decided: ${perfText(await computers())}`);
      s = await status(page);
      const cards = targetsLike(s, 'card:');
      if (cards.length) {
        if (cards.length !== hand - 1 || findTarget(s, picked)) {
          throw new Error(`hand offered again with ${cards.map((c) => c.name).join(' ')}, want ${hand - 1} cards without ${picked}`);
        }
        break;
      }
      if (s.scene === 'curtain') await clickTarget(page, 'button:I am ready');
      else if (findTarget(s, 'button:Reveal')) {
        reveal = 'by the human';
        await clickApplied(page, findTarget(s, 'button:Reveal'), s, 20000);
      } else if (targetsLike(s, 'spot:monster ').length || targetsLike(s, 'token:').length) {
        throw new Error(`unexpected decision for the human before round 2: ${brief(s)}`);
      } else {
        // As in the other scenarios, an impatient person skips the
        // running animation (S); the computer seats still think.
        await skip(page);
        skips++;
      }
    }
    const t1 = await pageNow(page);
    await shot(page, 'browser-insurance-round2.png');
    const p = await computers();
    figures.insuranceRoundMs = Math.round(t1 - t0);
    return `cards revealed ${reveal}; round 2 offers ${targetsLike(s, 'card:').length} cards without ${picked}; ` +
      `actions ${start.actions} -> ${s.actions} in ${(t1 - t0) / 1000 | 0} s, pressing S ${skips} times; while computer seats decided: ${perfText(p)}`;
  }));
  return ok;
}

// frameButtons are the table frame's own buttons (the touch layout's
// Players, Skip while a move is shown and Fit while zoomed among them),
// which the scenarios' play loops leave alone.
const frameButtons = ['button:Menu', 'button:Hint', 'button:Undo', 'button:Players', 'button:Skip', 'button:Fit'];

// ownTargets is one step of a scenario's play loop: it clicks the
// pass-and-play curtain away, or, while seat me does not decide or has no
// targets of its own (those not in frame), presses S to skip the running
// animation, as an impatient person would (a loaded machine draws few
// frames a second), counting it in tally.skips; then it returns null and
// the loop reads the status again. Otherwise it returns those targets.
async function ownTargets(page, s, me, frame, tally) {
  if (s.scene === 'curtain') {
    await clickTarget(page, 'button:I am ready');
    return null;
  }
  const ts = (s.targets || []).filter((t) => !frame.includes(t.name));
  if (s.decider !== me || !ts.length) {
    await skip(page);
    tally.skips++;
    return null;
  }
  return ts;
}

// Monsters on Board, one round by clicking: the human takes dice from the
// Fearnobile in front ("car:OWNER,SLOT"), activates Driveway dice
// ("drive:N"), does or skips the actions the Grunts land on (lit pieces,
// "button:Done" / "button:Skip this action"), places dice in rows (a die,
// then "row:N"), and passes in the Spook phase ("button:Pass"). Round 2 is
// seen when dice are offered again. Two scenarios: seat 1 Human and seat 2
// Computer Easy, and one seat alone versus Spider Jack (the New game
// screen's solo mode for one seat), who drafts from the other Fearnobile,
// scores his dice and buys a Ghost on his own.
async function playMonstersOnBoard(page) {
  return playMobRound(page, { players: 2, easySeats: [2], who: '2 players (seat 1 Human, seat 2 Computer Easy)', prefix: 'browser-mob' });
}

async function playMonstersOnBoardSolo(page) {
  return playMobRound(page, { players: 1, easySeats: [], who: 'alone versus Spider Jack (+0)', prefix: 'browser-mobsolo' });
}

async function playMobRound(page, { players, easySeats, who, prefix }) {
  const frame = frameButtons;
  const prefer = ['car:', 'drive:', 'row:', 'grunt:', 'chip:', 'jack:', 'track:', 'order:', 'button:Done', 'button:Skip this action', 'button:Pass'];
  let ok = await step(`Monsters on Board: new game, ${who}, seed 7`, async () => {
    const s = await startGame(page, 'monsters-on-board', { players, easySeats, seed: 7, shot: `${prefix}-newgame.png` });
    return `table of ${s.game}, seat ${s.decider} decides, ${s.actions} actions so far (Prophecy cards, markets, dice)`;
  });
  const what = page.form.touch ? 'a turn by taps (draft a die, drive)' : 'a round by clicking (draft, Grunt Movement, Swamp-Jack, Spook) until round 2 offers dice';
  ok = ok && (await step(`Monsters on Board, ${who}: ${what}`, async () => {
    const me = 0;
    const clicks = {};
    let passed = false;
    const tally = { skips: 0 };
    let s = await status(page);
    const start = s;
    const deadline = Date.now() + 300000;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`round 2 did not come in 300 s; clicks ${JSON.stringify(clicks)}: ${brief(s)}`);
      s = await status(page);
      const ts = await ownTargets(page, s, me, frame, tally);
      if (!ts) continue;
      if (passed && ts.some((t) => t.name.startsWith('car:'))) break;
      // On a touch page a turn proves the taps: a die drafted, a die
      // driven and a die placed in a row (the desktop plays the round).
      if (page.form.touch && clicks.car && clicks.drive) break;
      let t = null;
      for (const p of prefer) {
        t = ts.find((x) => x.name.startsWith(p));
        if (t) break;
      }
      t = t || ts[0];
      const kind = t.name.startsWith('button:') ? t.name : t.name.split(':')[0];
      clicks[kind] = (clicks[kind] || 0) + 1;
      if (t.name === 'button:Pass') passed = true;
      if (clicks[kind] === 1) await shot(page, `${prefix}-${kind.replace(/[: ]/g, '-')}.png`);
      await click(page, t);
      // a first click (a die to place) lights the next step without an action
      await waitFor(page, `${t.name} to be taken`, (st) => st.actions > s.actions || st.frames >= s.frames + 4, 10000);
    }
    await shot(page, `${prefix}-round2.png`);
    if (page.form.touch) {
      if (!clicks.car || !clicks.drive) throw new Error(`a turn without drafting or driving: ${JSON.stringify(clicks)}`);
      return `drafted and drove by taps; actions ${start.actions} -> ${s.actions}; the human tapped ${JSON.stringify(clicks)} and Skip ${tally.skips} times`;
    }
    if (!clicks.car || !clicks.drive || !clicks.row) throw new Error(`a round without drafting, moving or placing: ${JSON.stringify(clicks)}`);
    return `round 2 offers ${targetsLike(s, 'car:').length} dice; actions ${start.actions} -> ${s.actions}; the human clicked ${JSON.stringify(clicks)} and pressed S ${tally.skips} times`;
  }));
  return ok;
}

// Chess Monsters: the person (White) clicks Random team, then plays by
// clicking what the table lights until one attack is played and rolled:
// a lit target ("target:c5"; a click that could be a single or a team
// attack asks with "choice:" buttons), else a reserve card ("res:") and
// a field, else a step towards the opponent ("field:", the highest rank),
// else End turn, Wait or Skip. A response window's prompt is passed.
async function playChessMonsters(page) {
  const frame = frameButtons;
  let ok = await step('Chess Monsters: new game, 2 players (seat 1 Human, seat 2 Computer Easy), seed 7', async () => {
    const s = await startGame(page, 'chess-monsters', { players: 2, easySeats: [2], seed: 7, shot: 'browser-cm-newgame.png' });
    return `table of ${s.game}, seat ${s.decider} decides`;
  });
  ok = ok && (await step('Chess Monsters: Random team picks the six cards', async () => {
    let s = await waitFor(page, 'the pick screen', (st) => st.decider === 0 && !!findTarget(st, 'button:Random team'), 30000);
    await shot(page, 'browser-cm-pick.png');
    const before = s.actions;
    await click(page, findTarget(s, 'button:Random team'));
    s = await waitFor(page, 'six picks', (st) => st.actions >= before + 6, 20000);
    return `${s.actions - before} picks`;
  }));
  ok = ok && (await step(page.form.touch ? 'Chess Monsters: summon a monster by taps' : 'Chess Monsters: summon and attack once against the computer seat', async () => {
    const me = 0;
    const clicks = {};
    const rank = (t) => +t.name.slice(-1);
    let attacked = false;
    const tally = { skips: 0 };
    let s = await status(page);
    const deadline = Date.now() + 360000;
    const single = /^choice:[a-f][1-6]x[a-f][1-6]$/;
    while (!attacked) {
      if (Date.now() > deadline) throw new Error(`no attack in 360 s; clicks ${JSON.stringify(clicks)}: ${brief(s)}`);
      s = await status(page);
      if (s.over) throw new Error(`the game ended before an attack; clicks ${JSON.stringify(clicks)}`);
      const ts = await ownTargets(page, s, me, frame, tally);
      if (!ts) continue;
      const fields = ts.filter((t) => t.name.startsWith('field:')).sort((a, b) => rank(b) - rank(a));
      let t = ts.find((x) => single.test(x.name)) || ts.find((x) => x.name.startsWith('choice:')) ||
        ts.find((x) => x.name.startsWith('target:')) ||
        ts.find((x) => x.name === 'button:Pass') ||
        ts.find((x) => x.name.startsWith('res:')) || fields[0] ||
        ts.find((x) => ['button:End turn', 'button:Wait', 'button:Skip the turn', 'button:Start the attack'].includes(x.name)) || ts[0];
      const kind = t.name.startsWith('button:') ? t.name : t.name.split(':')[0];
      clicks[kind] = (clicks[kind] || 0) + 1;
      if (clicks[kind] === 1) await shot(page, `browser-cm-${kind.replace(/[: ]/g, '-')}.png`);
      await click(page, t);
      const after = await waitFor(page, `${t.name} to be taken`, (st) => st.actions > s.actions || st.frames >= s.frames + 4, 10000);
      // An attack is played by a target click alone, or by the choice it asks for.
      if ((kind === 'target' || single.test(t.name)) && after.actions > s.actions) {
        attacked = true;
        clicks.after = after.actions;
      }
      // On a touch page a summon by taps (a reserve card, then a field) is the turn.
      if (page.form.touch && kind === 'field' && clicks.res && after.actions > s.actions) break;
    }
    if (!attacked) {
      await shot(page, 'browser-cm-summoned.png');
      return `summoned by taps: ${JSON.stringify(clicks)}, Skip ${tally.skips} times; ${s.actions} actions`;
    }
    s = await waitFor(page, 'the roll', (st) => st.actions > clicks.after, 20000);
    await shot(page, 'browser-cm-attack.png');
    if (!clicks.res) throw new Error(`no summon clicked: ${JSON.stringify(clicks)}`);
    return `the human clicked ${JSON.stringify(clicks)} and pressed S ${tally.skips} times; ${s.actions} actions`;
  }));
  return ok;
}

// Monster Fandango: the person (seat 1) chooses their villager
// ("unit:N"), moves it to the lit hex ("move:c4") farthest on screen from
// where it started, passes ("button:Pass"), and so on until Search is
// offered ("button:Search"), which is clicked once; the roll is then seen
// applied. A response window's prompt is passed.
async function playFandango(page) {
  const frame = frameButtons;
  let ok = await step('Monster Fandango: new game, 2 players (seat 1 Human, seat 2 Computer Easy), seed 7', async () => {
    const s = await startGame(page, 'monster-fandango', { players: 2, easySeats: [2], seed: 7, shot: 'browser-fd-newgame.png' });
    return `table of ${s.game}, ${s.actions} actions so far (the quest rolls)`;
  });
  ok = ok && (await step('Monster Fandango: move the villager away from its start, then search once', async () => {
    const me = 0;
    const clicks = {};
    let start = null;
    let searched = 0;
    const tally = { skips: 0 };
    let s = await status(page);
    const deadline = Date.now() + 240000;
    const centre = (t) => [t.x + t.w / 2, t.y + t.h / 2];
    while (!searched) {
      if (Date.now() > deadline) throw new Error(`no search in 240 s; clicks ${JSON.stringify(clicks)}: ${brief(s)}`);
      s = await status(page);
      if (s.over) throw new Error(`the game ended before a search; clicks ${JSON.stringify(clicks)}`);
      const ts = await ownTargets(page, s, me, frame, tally);
      if (!ts) continue;
      const unit = ts.find((t) => t.name.startsWith('unit:'));
      if (unit && !start && page.form.touch) {
        // Two fingers on the map zoom it and play nothing. The map may
        // open zoomed in as far as it goes (for small hexes): closing the
        // fingers about the villager first zooms out (its hex shrinks),
        // spreading them zooms in (it grows).
        const [cx, cy] = centre(unit);
        await pinch(page, cx, cy, 300, 0.4);
        const out = await waitFor(page, 'the map to zoom out', (st) => {
          const u = findTarget(st, unit.name);
          return u && u.w < unit.w * 0.85;
        }, 15000);
        const small = findTarget(out, unit.name);
        await pinch(page, small.x + small.w / 2, small.y + small.h / 2, 80, 2.5);
        const grown = await waitFor(page, 'the map to zoom in', (st) => {
          const u = findTarget(st, unit.name);
          return !u || u.w > small.w * 1.3;
        }, 15000);
        if (grown.actions !== s.actions) throw new Error(`a pinch played ${grown.actions - s.actions} actions`);
        const u = findTarget(grown, unit.name);
        clicks.pinch = `${unit.w.toFixed(0)} -> ${small.w.toFixed(0)} -> ${u ? u.w.toFixed(0) + ' px' : 'zoomed past the villager'}`;
        await shot(page, 'browser-fd-pinched.png');
        start = centre(u || unit);
        continue;
      }
      if (unit && !start) start = centre(unit);
      const moves = ts.filter((t) => t.name.startsWith('move:'));
      const far = (t) => (start ? Math.hypot(centre(t)[0] - start[0], centre(t)[1] - start[1]) : 0);
      moves.sort((a, b) => far(b) - far(a));
      const t = ts.find((x) => x.name === 'button:Search') || moves[0] || ts.find((x) => x.name === 'button:Pass') || unit || ts[0];
      const kind = t.name.startsWith('button:') ? t.name.slice(7).toLowerCase() : t.name.split(':')[0];
      clicks[kind] = (clicks[kind] || 0) + 1;
      if (clicks[kind] === 1) await shot(page, `browser-fd-${kind.replace(/[: ]/g, '-')}.png`);
      await click(page, t);
      const after = await waitFor(page, `${t.name} to be taken`, (st) => st.actions > s.actions || st.frames >= s.frames + 4, 10000);
      if (kind === 'search' && after.actions > s.actions) searched = after.actions;
    }
    s = await waitFor(page, 'the search roll', (st) => st.actions > searched, 20000);
    await shot(page, 'browser-fd-search.png');
    if (!clicks.move) throw new Error(`no move clicked: ${JSON.stringify(clicks)}`);
    return `the human clicked ${JSON.stringify(clicks)} and pressed S ${tally.skips} times; ${s.actions} actions`;
  }));
  return ok;
}

// playReplay keeps a finished Monster Factory game in the page's storage,
// as the app does when a game ends, then opens it from Past games, steps
// through it with the arrow keys and the timeline, and asks what Hard
// would play at a decision.
async function playReplay(page) {
  // pressKey presses key as a person would (held 150 ms, so one tick sees
  // it) until the replay shows want actions played (a slow frame can
  // miss a press).
  const pressKey = async (key, want) => {
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press(key, { delay: 150 });
      try {
        return await waitFor(page, `${key} to show action ${want}`, (st) => st.actions === want, 4000);
      } catch (err) {
        if (i === 3) throw err;
      }
    }
  };
  const rec = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'engine', 'history', 'testdata', 'monster-factory.mixer'), 'utf8');
  const name = 'finished-20260101-120000.000-monster-factory.mixer';
  let ok = await step('replay: a kept game is listed in Past games', async () => {
    await page.evaluate(([k, v]) => localStorage.setItem('monstermixer/' + k, v), [name, rec]);
    await openTitle(page);
    await clickTarget(page, 'button:Past games');
    const s = await waitFor(page, 'the kept game', (st) => st.scene === 'pastgames' && !!findTarget(st, 'past:monster-factory:' + name));
    await shot(page, 'browser-pastgames.png');
    return `${targetsLike(s, 'past:').length} kept game(s) listed`;
  });
  ok = ok && await step('replay: steps forward and back, jumps on the timeline', async () => {
    await clickTarget(page, 'past:monster-factory:' + name);
    let s = await waitFor(page, 'the replay', (st) => st.scene === 'replay' && st.targets.length > 0, 20000);
    if (s.actions !== 0 || s.game !== 'monster-factory') throw new Error(`the replay opens at ${s.actions} of ${s.game}`);
    for (let i = 0; i < 3; i++) s = await pressKey('ArrowRight', i + 1);
    s = await pressKey('ArrowLeft', 2);
    const tl = findTarget(s, 'timeline');
    await page.mouse.click(tl.x + tl.w * 0.5, tl.y + tl.h / 2, { delay: 100 });
    s = await waitFor(page, 'the middle of the game', (st) => st.actions > 40, 15000);
    await shot(page, 'browser-replay.png');
    return `arrows: 0 -> 3 -> 2; timeline middle: action ${s.actions}`;
  });
  ok = ok && await step('replay: What would Hard play?', async () => {
    let s = await status(page);
    for (let i = 0; i < 12 && !findTarget(s, 'button:What would Hard play?'); i++) {
      s = await pressKey('ArrowRight', s.actions + 1);
    }
    if (!findTarget(s, 'button:What would Hard play?')) throw new Error(`no decision to ask about near action ${s.actions}`);
    const at = s.actions;
    await clickTarget(page, 'button:What would Hard play?');
    // The button is offered again only at another position: wait for the
    // search to end (the button stays off while its answer is shown).
    await page.waitForTimeout(3000);
    await shot(page, 'browser-replay-hard.png');
    await page.keyboard.press('Escape', { delay: 150 });
    s = await waitForScene(page, 'pastgames', 20000);
    return `asked after action ${at}; Esc back to ${s.scene}`;
  });
  return ok;
}

// playRulesDrag opens the rules from the title and scrolls them with one
// finger: the page must move and stay the rules screen (a drag is no
// tap).
async function playRulesDrag(page) {
  return step('rules: a finger drag scrolls the rulebook', async () => {
    await clickTarget(page, 'button:Rules');
    let s = await waitForScene(page, 'rules', 20000);
    await page.waitForTimeout(1000);
    const before = (await status(page)).scrolled;
    const { width, height } = page.viewportSize();
    const dy = height * 0.45;
    await touchDrag(page, width * 0.45, height * 0.75, width * 0.45, height * 0.75 - dy);
    s = await waitFor(page, 'the rules to scroll', (st) => st.scrolled !== before, 10000);
    if (s.scene !== 'rules') throw new Error(`the drag left the rules for ${s.scene}`);
    const moved = s.scrolled - before;
    if (moved < dy * 0.5) throw new Error(`a drag of ${dy.toFixed(0)} px scrolled the rules ${moved.toFixed(0)} px`);
    await shot(page, 'browser-rules-dragged.png');
    return `a drag of ${dy.toFixed(0)} px up scrolled the rules ${moved.toFixed(0)} px down; still on the rules`;
  });
}

// The runs: each names a form and a scenario, and starts from a freshly
// loaded title on that form's page (one page per form, opened when its
// first run comes). SCENARIOS=tablet:fandango,insurance runs those (a
// name alone is the desktop's); TITLE_ONLY=1 stops after the first title
// (to measure the launch again and again). The desktop plays with a
// mouse and keys; the tablet (1024x768) and the phone (844x390), touch
// screens at device pixel ratio 2, only with taps and touch drags, and
// each ends with a check of every target and text size it met.
// playLesson opens a game's lesson from the title (Learn to play under
// its card: Monster Factory's unless gameId names another) and plays it
// as a person would: a tap on what is lit at each step, Next at each
// note; at its end Play on (a normal game from there), or Final scores
// when the lesson played its game to the end (Monster Factory's).
async function playLesson(page, gameId = 'monster-factory') {
  await step(`${gameId}: a lesson from the title: Learn to play, the lit target at each step, Play on or Final scores`, async () => {
    await clickTarget(page, `learn:${gameId}`);
    let s = await waitFor(page, 'the lesson at the table', (st) => st.scene === 'table' && !!st.lesson);
    let taps = 0;
    let shotTaken = false;
    let end = null;
    for (let i = 0; i < 600; i++) {
      s = await status(page);
      if (!s.lesson) throw new Error(`the lesson ended early: ${brief(s)}`);
      end = s.lesson.done ? findTarget(s, 'button:Final scores') || findTarget(s, 'button:Play on') : null;
      if (end) break;
      const lit = s.lesson.lit.length ? findTarget(s, s.lesson.lit[0]) : null;
      const t = lit || findTarget(s, 'button:Next');
      if (!t) {
        await page.waitForTimeout(100);
        continue;
      }
      if (lit && !shotTaken) {
        shotTaken = true;
        await shot(page, gameId === 'monster-factory' ? 'browser-lesson.png' : `browser-lesson-${gameId}.png`);
      }
      await click(page, t);
      taps++;
      await waitFor(page, 'the tap to be taken', (st) => st.frames >= s.frames + 3, 10000);
    }
    if (!end) throw new Error(`the lesson did not end: ${brief(s)}`);
    const actions = s.actions;
    await click(page, end);
    if (end.name === 'button:Final scores') {
      await waitForScene(page, 'gameover');
      return `${gameId}'s lesson: ${actions} actions, ${taps} taps, then its final scores`;
    }
    s = await waitFor(page, 'a normal game after Play on', (st) => st.scene === 'table' && !st.lesson);
    return `${gameId}'s lesson: ${actions} actions, ${taps} taps, then a normal game`;
  });
}

const allScenarios = { learn: playLesson, factory: playFactory, insurance: playInsurance, monstersonboard: playMonstersOnBoard, mobsolo: playMonstersOnBoardSolo, chessmonsters: playChessMonsters, fandango: playFandango, replay: playReplay, rules: playRulesDrag };
// Each form's runs come together: once a form's last run is over its page
// rests on about:blank, so that no page left at a table keeps drawing
// (SwiftShader's one GPU process draws every open page's frames).
// One lesson by touch (the phone's, Monster Insurance's); every lesson is
// played to its end natively on the desktop, the tablet and the phone
// (scenes/learn, scenes/apptest), and SCENARIOS=tablet:learn-<game id>
// plays another in the browser.
const defaultRuns = ['desktop:mobsolo', 'desktop:replay', 'tablet:factory', 'tablet:rules', 'tablet:insurance',
  'tablet:monstersonboard', 'tablet:chessmonsters', 'tablet:fandango', 'phone:factory', 'phone:learn-monster-insurance'];
const runs = (process.env.SCENARIOS ? process.env.SCENARIOS.split(',') : defaultRuns).map((spec) => {
  const [form, name] = spec.includes(':') ? spec.split(':') : ['desktop', spec];
  // learn-<game id> plays that game's lesson (learn alone: Monster Factory's).
  if (forms[form] && name.startsWith('learn-')) return { form, play: (page) => playLesson(page, name.slice(6)) };
  if (!forms[form] || !allScenarios[name]) {
    console.error(`SCENARIOS: unknown ${spec}; forms: ${Object.keys(forms).join(', ')}; scenarios: ${Object.keys(allScenarios).join(', ')}`);
    process.exit(2);
  }
  return { form, play: allScenarios[name] };
});

// formDone ends a form's runs: the desktop's page then runs the
// searcher's Web Worker steps (worker.mjs), the last screen is kept as
// browser-<form>-last.png, and the page rests on about:blank.
async function formDone(page) {
  if (page.form.name === 'desktop' && !process.env.TITLE_ONLY) {
    await runWorker({ page, step, figures, perfWindow, perfText, openTitle, clickTarget, waitFor, findTarget });
  }
  await shot(page, 'browser-last.png', { always: true });
  await page.goto('about:blank');
}

// ---------------------------------------------------------------------------
// Run

// The runs, one after the other: two lanes side by side in two browsers
// took longer on these 2-core machines (SwiftShader's GPU process and the
// page already keep both cores busy), then the launch and the offline app.
const lastStatus = {};
async function runLane(laneRuns, inBrowser) {
  const pages = {};
  for (const [i, run] of laneRuns.entries()) {
    await formOf.run(run.form, async () => {
      const page = pages[run.form] || (pages[run.form] = await openPage(run.form, inBrowser));
      const first = run === runs[0];
      const ok = await step(first ? 'title screen is interactive' : 'title screen after reload', async () => {
        await openTitle(page);
        if (!first) return 'reloaded';
        await page.waitForFunction(() => window.__mm.firstInteractive, null, { timeout: 10000 });
        figures.firstInteractiveMs = Math.round(await page.evaluate(() => window.__mm.firstInteractive));
        figures.firstInteractiveLoad1 = +loadavg()[0].toFixed(2);
        // Where the launch went (page times, ms after navigation): the module
        // downloaded and compiled (build/web.html streams both), Go's main
        // package begun (every other package's init done), the first frame drawn.
        figures.startup = await page.evaluate(() => {
          const r = (v) => (typeof v === 'number' ? Math.round(v) : null);
          const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'));
          const inst = performance.getEntriesByName('monstermixer:instantiated')[0];
          const s = (window.monsterMixer && window.monsterMixer.startup) || {};
          return { wasmFetchedMs: r(wasm && wasm.responseEnd), instantiatedMs: r(inst && inst.startTime), goMainMs: r(s.goMainMs), firstDrawnMs: r(s.firstDrawnMs) };
        });
        await shot(page, 'browser-title.png', { always: !page.form.touch });
        const t0 = await pageNow(page);
        await page.waitForTimeout(3000);
        figures.title = await perfWindow(page, t0, await pageNow(page));
        const st = figures.startup;
        return `${figures.firstInteractiveMs} ms from navigation to the first interactive frame (load ${figures.firstInteractiveLoad1}; ` +
          `wasm fetched ${st.wasmFetchedMs} ms, instantiated ${st.instantiatedMs} ms, Go main ${st.goMainMs} ms, first frame drawn ${st.firstDrawnMs} ms); title: ${perfText(figures.title)}`;
      });
      if (ok && page.form.touch && !page.form.titleShot) {
        page.form.titleShot = true;
        await shot(page, 'browser-title.png');
      }
      if (ok && !process.env.TITLE_ONLY) await run.play(page);
      if (laneRuns.slice(i + 1).some((r) => r.form === run.form)) return;
      if (page.form.touch) await sizesStep(page);
      lastStatus[run.form] = await status(page);
      const noLong = await page.evaluate(() => window.__mm.noLongTasks || '');
      if (noLong) consoleLines.push(`note: no long-task observer: ${noLong}`);
      await formDone(page);
    });
  }
}
await runLane(runs, browser);
const last = lastStatus[runs[runs.length - 1].form];
// --- webapp.mjs: the launch against a bare Ebitengine program, and the page as an offline app (fresh contexts) ---
await step('launch: the app\'s first interactive frame against a bare Ebitengine program\'s first frame', async () => {
  const l = (figures.launch = await measureLaunch(browser, url));
  return `medians of ${l.runs} alternating loads: app ${l.appMedianMs} ms, bare ${l.bareMedianMs} ms, ratio ${l.ratio} (aim ${l.aim}; load ${l.load1}); ` +
    `bare on the app's patched Ebitengine ${l.bareEngineMedianMs} ms, ratio ${l.ratioSameEngine}; app ${l.appMs.join(' ')}, bare ${l.bareMs.join(' ')}, bare-engine ${l.bareEngineMs.join(' ')}`;
});
await step('offline: manifest, loading text behind gzip, service worker, a game with no network, an update', async () => {
  figures.offline = await runOffline(browser, url);
  return JSON.stringify(figures.offline);
});
// --- end webapp.mjs ---
writeFileSync(join(outDir, 'browser.json'), JSON.stringify({ figures, results, last: brief(last), console: consoleLines }, null, 2));
await browser.close();

const errors = consoleLines.filter((l) => l.startsWith('pageerror') || l.startsWith('error'));
if (errors.length) {
  console.log('browser console errors:\n  ' + errors.join('\n  '));
  fail('no errors in the browser console', `${errors.length} errors`);
} else {
  pass('no errors in the browser console');
}
const failed = results.filter((r) => !r.ok).length;
console.log(`browser: ${JSON.stringify(figures)}`);
console.log(`browser: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
