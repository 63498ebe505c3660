// browser.mjs: drives Monster Mixer's WebAssembly build in Debian's
// headless chromium like a person with a mouse: title, new game, start,
// place a tile on a lit spot. It reads the app's published status
// (window.monsterMixer: frames, scene, game, decider, actions, over,
// targets in CSS pixels) instead of sleeping, measures the time to the
// first interactive frame and the frame rate while a computer seat thinks,
// and saves screenshots in build/e2e/out/.
//
// Structure: helpers (status, waitFor, waitForScene, clickTarget,
// startGame, measureFps) and one function per game (playFactory) listed in
// `scenarios`; each scenario starts from a freshly loaded title. To cover
// another game, write playXxx(page) with step(...) calls and add it there.
//
//   node build/e2e/browser.mjs http://127.0.0.1:PORT/
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const url = process.argv[2];
if (!url) {
  console.error('usage: node browser.mjs URL');
  process.exit(2);
}
const outDir = join(dirname(fileURLToPath(import.meta.url)), 'out');
mkdirSync(outDir, { recursive: true });

// Launch flags that work as root in a container (shared platform notes).
const launchArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];

const results = [];
const figures = {};

function pass(name, detail = '') {
  results.push({ name, ok: true });
  console.log(`PASS ${name}${detail ? ': ' + detail : ''}`);
}
function fail(name, err) {
  results.push({ name, ok: false });
  console.log(`FAIL ${name}: ${err && err.message ? err.message : err}`);
}

// status returns a copy of window.monsterMixer, or null before the app runs.
async function status(page) {
  return page.evaluate(() => (window.monsterMixer ? JSON.parse(JSON.stringify(window.monsterMixer)) : null));
}

// waitFor waits until pred(status) holds and returns that status.
async function waitFor(page, what, pred, timeout = 20000) {
  const t0 = Date.now();
  let last = null;
  while (Date.now() - t0 < timeout) {
    last = await status(page);
    if (last && pred(last)) return last;
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
  const ts = s.targets || [];
  if (name.endsWith('*')) return ts.find((t) => t.name.startsWith(name.slice(0, -1)));
  return ts.find((t) => t.name === name);
}

// clickTarget waits for the named target and clicks its centre as a person
// would (press and release 100 ms apart, so one tick sees both).
async function clickTarget(page, name, timeout = 20000) {
  const s = await waitFor(page, `target ${name}`, (st) => !!findTarget(st, name), timeout);
  const t = findTarget(s, name);
  await page.mouse.click(t.x + t.w / 2, t.y + t.h / 2, { delay: 100 });
  return t;
}

// measureFps counts the game's drawn frames and the browser's animation
// frames over ms milliseconds.
async function measureFps(page, ms) {
  const probe = () => ({ t: performance.now(), f: window.monsterMixer.frames, r: window.__rafFrames, d: window.monsterMixer.decider });
  const a = await page.evaluate(probe);
  await page.waitForTimeout(ms);
  const b = await page.evaluate(probe);
  const secs = (b.t - a.t) / 1000;
  return { game: +((b.f - a.f) / secs).toFixed(1), browser: +((b.r - a.r) / secs).toFixed(1), secs, from: a.d, to: b.d };
}

// step runs one named part of the test; later parts still run when the
// page is usable.
async function step(name, fn) {
  try {
    const detail = await fn();
    pass(name, detail);
    return true;
  } catch (err) {
    fail(name, err);
    return false;
  }
}

// Debian's chromium; CHROMIUM names another binary (e.g. on Ubuntu, where
// the package is a snap).
const executablePath = process.env.CHROMIUM || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
if (!executablePath) {
  console.error('no chromium found: install Debian\'s chromium package or set CHROMIUM');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath, args: launchArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
const consoleLines = [];
page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => consoleLines.push(`pageerror: ${e.message}`));
// Record, in the page, when the first interactive frame is seen (the title
// with its targets) and count animation frames for a frame-rate figure.
await page.addInitScript(() => {
  window.__rafFrames = 0;
  const tick = () => {
    window.__rafFrames++;
    const s = window.monsterMixer;
    if (!window.__firstInteractive && s && s.frames > 0 && s.scene === 'title' && s.targets && s.targets.length > 0) {
      window.__firstInteractive = performance.now();
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});

// openTitle loads the page afresh and waits for the title's targets.
async function openTitle(page) {
  await page.goto(url, { waitUntil: 'load' });
  return waitFor(page, 'the title with its targets', (st) => st.scene === 'title' && st.targets.length > 0, 60000);
}

// startGame goes from the title to the table of gameId with the new-game
// screen's default seats (which must number wantSeats) and a typed seed,
// passing the hand-off curtain if one is shown. It returns the status.
async function startGame(page, gameId, { wantSeats, seed, shot }) {
  await clickTarget(page, 'game:' + gameId);
  await waitForScene(page, 'newgame');
  const seats = (st) => (st.targets || []).filter((t) => t.name.startsWith('name:seat')).length;
  let s = await waitFor(page, 'the seats of the new game', (st) => st.scene === 'newgame' && seats(st) > 0);
  if (seats(s) !== wantSeats) throw new Error(`the new-game screen offers ${seats(s)} seats by default, want ${wantSeats}`);
  // A fixed seed, typed as a person would, makes the draws repeatable.
  await clickTarget(page, 'input:seed');
  await page.keyboard.type(String(seed), { delay: 100 });
  if (shot) await page.screenshot({ path: join(outDir, shot) });
  await clickTarget(page, 'button:Start');
  s = await waitForScene(page, ['table', 'curtain']);
  if (s.scene === 'curtain') {
    await clickTarget(page, 'button:I am ready');
    s = await waitForScene(page, 'table');
  }
  if (s.game !== gameId) throw new Error(`table shows ${s.game}, want ${gameId}`);
  return s;
}

// measureThinking reports the frame rate while a computer seat (not me)
// decides.
async function measureThinking(page, me) {
  await waitFor(page, 'a computer seat to decide', (st) => st.decider !== null && st.decider >= 0 && st.decider !== me, 20000);
  const m = await measureFps(page, 3000);
  figures.gameFps = m.game;
  figures.browserFps = m.browser;
  // A figure to report, not a benchmark: fail only when the loop is stuck.
  if (m.game < 1) throw new Error(`only ${m.game} game frames per second: the loop is stuck`);
  return `${m.game} game frames/s, ${m.browser} browser frames/s over ${m.secs.toFixed(1)} s (seat ${m.from} then ${m.to} deciding)`;
}

// Monster Factory: each seat picks a starting tile from the supply
// ("pick:Txx"), then tiles are drawn and placed on lit spots ("spot:...",
// lit for the tile as turned now; clicking the tile in hand, "hand", turns
// it).
async function playFactory(page) {
  let me = null;
  let ok = await step('Monster Factory: new game for 2 players', async () => {
    const s = await startGame(page, 'monster-factory', { wantSeats: 2, seed: 7, shot: 'browser-newgame.png' });
    return `table of ${s.game}, seat ${s.decider} decides`;
  });
  ok = ok && (await step('Monster Factory: pick a starting tile', async () => {
    const s = await waitFor(page, 'a starting tile to pick', (st) => !!findTarget(st, 'pick:*') || !!findTarget(st, 'spot:*'), 30000);
    if (findTarget(s, 'spot:*')) return 'no pick offered (the game starts with a placement)';
    const t = await clickTarget(page, 'pick:*');
    const after = await waitFor(page, 'the pick to be applied', (st) => st.actions > s.actions, 10000);
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
    const spots = before.targets.filter((t) => t.name.startsWith('spot:'));
    if (!spots.length) throw new Error('no lit spot in any of the four turns');
    const spot = spots[Math.floor(spots.length / 2)];
    me = before.decider;
    await page.mouse.click(spot.x + spot.w / 2, spot.y + spot.h / 2, { delay: 100 });
    const after = await waitFor(page, 'the action to be applied', (st) => st.actions > before.actions, 10000);
    await page.screenshot({ path: join(outDir, 'browser-placed.png') });
    return `clicked ${spot.name} (one of ${spots.length} lit spots, after ${turns} turns of the tile); actions ${before.actions} -> ${after.actions}`;
  }));
  ok = ok && (await step('Monster Factory: frame rate while a computer seat thinks', () => measureThinking(page, me)));
  return ok;
}

// The games to play, each from a freshly loaded page.
const scenarios = [playFactory];

let first = true;
for (const play of scenarios) {
  const ok = await step(first ? 'title screen is interactive' : 'title screen after reload', async () => {
    await openTitle(page);
    if (!first) return 'reloaded';
    await page.waitForFunction(() => window.__firstInteractive, null, { timeout: 10000 });
    figures.firstInteractiveMs = Math.round(await page.evaluate(() => window.__firstInteractive));
    await page.screenshot({ path: join(outDir, 'browser-title.png') });
    figures.titleFps = (await measureFps(page, 3000)).game;
    return `${figures.firstInteractiveMs} ms from navigation to the first interactive frame; ${figures.titleFps} frames/s on the title`;
  });
  first = false;
  if (ok) await play(page);
}

await page.screenshot({ path: join(outDir, 'browser-last.png') });
const last = await status(page);
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
