// webapp.mjs: the web page as an app, tested in an already launched
// headless chromium (browser.mjs calls these with its browser and the
// served dist/web URL).
//
//   measureLaunch(browser, url): the time from navigation to the app's
//     first interactive frame (the title with its targets) against a bare
//     Ebitengine program's first frame (dist/web/bare/, built by
//     browser.sh with the same Go, flags and page on Ebitengine as
//     released; and dist/web/bare-engine/, the same on the app's patched
//     copy of Ebitengine), alternating fresh loads of each; medians and
//     their ratios (the aim: at most 1.15 against the first).
//   runOffline(browser, url): through a local proxy that gzips the .wasm
//     as a compressing host would, loads the app once, checks the manifest
//     and its icons and the loading text, waits for the service worker to
//     control the page with its cache filled, then with no network at all
//     reloads, starts a game from the title and sees its table; last, a
//     new build's worker (a changed sw.js) installs beside the running
//     game and removes the old cache.
//
// Each function throws on a failure and returns its figures.
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';

const viewport = { width: 1280, height: 720 };

// The in-page probe: after every animation-frame callback, note the first
// time the page showed what counts as its first frame: for the app the
// title with its targets, for the bare program its first drawn frame
// (window.bareFrames).
function launchProbe() {
  const probe = { first: 0 };
  window.__launch = probe;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((ts) => {
    try {
      cb(ts);
    } finally {
      if (!probe.first) {
        const s = window.monsterMixer;
        const app = s && s.frames > 0 && s.scene === 'title' && s.targets && s.targets.length > 0;
        if (app || window.bareFrames > 0) probe.first = performance.now();
      }
    }
  });
}

// loadOnce opens target in a fresh context (its own empty cache, no
// service worker) and returns the ms from navigation to its first frame.
async function loadOnce(browser, target) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  try {
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(launchProbe);
    await page.goto(target, { waitUntil: 'commit' });
    try {
      await page.waitForFunction(() => window.__launch && window.__launch.first > 0, null, { timeout: 60000 });
    } catch (err) {
      throw new Error(`${target} showed no first frame (page errors: ${errors.join('; ') || 'none'}): ${err.message}`);
    }
    return await page.evaluate(() => window.__launch.first);
  } finally {
    await ctx.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// measureLaunch loads the bare program on Ebitengine as released
// (dist/web/bare/), the bare program on the app's patched copy of
// Ebitengine (dist/web/bare-engine/) and the app in turn, runs times each
// after one load of each that is not counted, and returns the times, their
// medians, the ratio app / bare (the budget's) and the ratio app /
// bare-engine (what the app's own code adds). It throws if a page never
// shows its first frame, and, when LAUNCH_RATIO_MAX is set, if the ratio
// is above it.
export async function measureLaunch(browser, url, { runs = Number(process.env.LAUNCH_RUNS) || 3 } = {}) {
  const app = new URL('./', url).href;
  const bare = new URL('bare/', app).href;
  const bareEngine = new URL('bare-engine/', app).href;
  const pages = [bare, bareEngine, app];
  for (const p of pages) await loadOnce(browser, p);
  const ms = pages.map(() => []);
  const load = [];
  for (let i = 0; i < runs; i++) {
    load.push(loadavg()[0]);
    for (let j = 0; j < pages.length; j++) ms[j].push(Math.round(await loadOnce(browser, pages[j])));
  }
  const [bareMs, bareEngineMs, appMs] = ms;
  const fig = {
    runs,
    bareMs,
    bareEngineMs,
    appMs,
    bareMedianMs: median(bareMs),
    bareEngineMedianMs: median(bareEngineMs),
    appMedianMs: median(appMs),
    ratio: +(median(appMs) / median(bareMs)).toFixed(3),
    ratioSameEngine: +(median(appMs) / median(bareEngineMs)).toFixed(3),
    aim: 1.15,
    load1: +median(load).toFixed(2),
  };
  const max = Number(process.env.LAUNCH_RATIO_MAX);
  if (max && fig.ratio > max) {
    throw new Error(`launch ratio ${fig.ratio} is above LAUNCH_RATIO_MAX=${max}: app ${fig.appMedianMs} ms, bare ${fig.bareMedianMs} ms`);
  }
  return fig;
}

// gzipProxy serves upstream's files on a loopback port of its own, the
// .wasm gzipped (Content-Encoding: gzip, Content-Length the compressed
// size) as a compressing host sends it. down() makes it answer nothing
// (every connection is reset); swSuffix, when set, is appended to the
// version in sw.js, as a new build would change it.
async function gzipProxy(upstream) {
  const gz = new Map();
  const state = { down: false, swSuffix: '', requests: 0 };
  const server = createServer(async (req, res) => {
    if (state.down) {
      req.socket.destroy();
      return;
    }
    state.requests++;
    try {
      const up = await fetch(new URL('.' + req.url, upstream));
      let body = Buffer.from(await up.arrayBuffer());
      const headers = { 'Content-Type': up.headers.get('content-type') || 'application/octet-stream', 'Cache-Control': 'no-cache' };
      const path = new URL('.' + req.url, upstream).pathname;
      if (path.endsWith('.wasm') && up.ok) {
        if (!gz.has(path)) gz.set(path, gzipSync(body, { level: 6 }));
        body = gz.get(path);
        headers['Content-Encoding'] = 'gzip';
      }
      if (path.endsWith('/sw.js') && state.swSuffix) {
        body = Buffer.from(body.toString().replace(/const VERSION = '([^']*)'/, `const VERSION = '$1${state.swSuffix}'`));
      }
      headers['Content-Length'] = body.length;
      res.writeHead(up.status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      res.writeHead(502);
      res.end(String(err));
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  // The app's page must be a secure context for a service worker:
  // http://127.0.0.1 is one, as localhost is.
  const url = `http://127.0.0.1:${server.address().port}/`;
  return { url, state, close: () => new Promise((ok) => { server.closeAllConnections(); server.close(ok); }) };
}

// progressProbe records every text the loading bar shows (#progress), as
// the page sets it.
function progressProbe() {
  const texts = [];
  window.__progress = texts;
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.target.id === 'progress') {
        for (const n of r.addedNodes) texts.push(n.textContent);
      }
    }
  }).observe(document, { subtree: true, childList: true });
  // When the worker is registered, against the first interactive frame.
  if (navigator.serviceWorker) {
    const reg = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      window.__registeredAt = performance.now();
      return reg(...args);
    };
  }
}

// checkProgress checks the loading texts: percentages that only grow,
// never above 100, 100% shown once (the last bytes) and several steps
// before it.
function checkProgress(texts) {
  const pcts = texts.map((t) => /(\d+)%/.exec(t)).filter(Boolean).map((m) => Number(m[1]));
  if (!pcts.length) throw new Error(`the loading text showed no percentage: ${JSON.stringify(texts.slice(0, 5))}`);
  if (Math.max(...pcts) > 100) throw new Error(`the loading text showed ${Math.max(...pcts)}%`);
  for (let i = 1; i < pcts.length; i++) {
    if (pcts[i] < pcts[i - 1]) throw new Error(`the loading text went back from ${pcts[i - 1]}% to ${pcts[i]}%`);
  }
  const full = pcts.filter((p) => p === 100).length;
  if (full > 1) throw new Error(`the loading text showed 100% ${full} times while bytes kept coming (of ${pcts.length} updates; first 100% after ${pcts.indexOf(100)})`);
  const steps = new Set(pcts.filter((p) => p < 100)).size;
  if (steps < 3) throw new Error(`the loading text showed only ${steps} percentages below 100: ${pcts.join(' ')}`);
  return { updates: pcts.length, below100: steps, last: texts[texts.length - 1] };
}

// checkManifest checks that the page links a manifest that parses, names
// the app, and lists icons of 192 and 512 px and a maskable one that load
// as images of those sizes.
async function checkManifest(page) {
  return page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    if (!link) throw new Error('the page links no manifest');
    const m = await (await fetch(link.href)).json();
    const want = { name: 'Monster Mixer', orientation: 'landscape', background_color: '#1d1a2b', theme_color: '#1d1a2b' };
    for (const [k, v] of Object.entries(want)) {
      if (m[k] !== v) throw new Error(`manifest ${k} is ${JSON.stringify(m[k])}, want ${JSON.stringify(v)}`);
    }
    if (!m.short_name) throw new Error('manifest has no short_name');
    if (!['fullscreen', 'standalone'].includes(m.display)) throw new Error(`manifest display is ${m.display}`);
    const sizes = [];
    for (const icon of m.icons || []) {
      const resp = await fetch(new URL(icon.src, link.href));
      if (!resp.ok || resp.headers.get('content-type') !== 'image/png') throw new Error(`icon ${icon.src}: HTTP ${resp.status} ${resp.headers.get('content-type')}`);
      const bmp = await createImageBitmap(await resp.blob());
      if (`${bmp.width}x${bmp.height}` !== icon.sizes) throw new Error(`icon ${icon.src} is ${bmp.width}x${bmp.height}, the manifest says ${icon.sizes}`);
      sizes.push(`${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`);
    }
    for (const s of ['192x192', '512x512', '512x512 maskable']) {
      if (!sizes.includes(s)) throw new Error(`manifest icons ${sizes.join(', ')} lack ${s}`);
    }
    return { short_name: m.short_name, display: m.display, icons: sizes };
  });
}

// The files the worker must keep (build/web-sw.js's FILES).
const offlineFiles = ['index.html', 'wasm_exec.js', 'monstermixer.wasm', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png',
  'ai-worker.js', 'ai.wasm'];

// cacheState returns the page's build, whether a worker controls it, and
// the app's caches with the paths each holds.
async function cacheState(page) {
  return page.evaluate(async () => {
    const out = { build: window.monsterMixerBuild, controlled: !!navigator.serviceWorker.controller, caches: {} };
    for (const name of await caches.keys()) {
      const c = await caches.open(name);
      out.caches[name] = (await c.keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

const title = (s) => s && s.scene === 'title' && s.targets && s.targets.length > 0;

// status, target and tap: as browser.mjs reads the app's published state
// and clicks a target like a person (press and release 100 ms apart).
const status = (page) => page.evaluate(() => (window.monsterMixer ? JSON.parse(JSON.stringify(window.monsterMixer)) : null));
async function waitStatus(page, what, pred, timeout = 30000) {
  const t0 = Date.now();
  let s = null;
  while (Date.now() - t0 < timeout) {
    s = await status(page);
    if (s && pred(s)) return s;
    await page.waitForTimeout(50);
  }
  throw new Error(`timed out after ${timeout} ms waiting for ${what}; scene ${s && s.scene}, targets ${s && (s.targets || []).map((t) => t.name).join(' ')}`);
}
const target = (s, name) => (s.targets || []).find((t) => t.name === name);
async function tap(page, name, timeout) {
  const s = await waitStatus(page, `target ${name}`, (st) => !!target(st, name), timeout);
  const t = target(s, name);
  await page.mouse.click(t.x + t.w / 2, t.y + t.h / 2, { delay: 100 });
}

// runOffline: see the top of the file. It returns what it measured.
export async function runOffline(browser, url) {
  const proxy = await gzipProxy(new URL('./', url).href);
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const fig = {};
  try {
    const page = await ctx.newPage();
    await page.addInitScript(launchProbe);
    await page.addInitScript(progressProbe);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // The first visit, through a compressing host.
    await page.goto(proxy.url);
    await waitStatus(page, 'the title with its targets', title, 60000);
    fig.progress = checkProgress(await page.evaluate(() => window.__progress));
    fig.manifest = await checkManifest(page);

    // The worker: registered after the first interactive frame, then in
    // control of the page with every file cached under this build.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
    const t = await page.evaluate(() => ({ reg: window.__registeredAt || 0, first: window.__launch.first }));
    if (!t.reg || t.reg < t.first) throw new Error(`the service worker was registered at ${Math.round(t.reg)} ms, before the first interactive frame at ${Math.round(t.first)} ms`);
    fig.registeredAfterFirstFrameMs = Math.round(t.reg - t.first);
    let cs = await cacheState(page);
    const name = `monstermixer-${cs.build}`;
    const missing = offlineFiles.filter((f) => !(cs.caches[name] || []).some((p) => p.endsWith('/' + f)));
    if (missing.length) throw new Error(`cache ${name} lacks ${missing.join(', ')}; caches: ${JSON.stringify(cs.caches)}`);
    fig.cache = name;

    // No network at all: the browser is offline and the host answers
    // nothing. The game starts from the cache and a game can begin.
    await ctx.setOffline(true);
    proxy.state.down = true;
    const before = proxy.state.requests;
    await page.reload();
    let s = await waitStatus(page, 'the title with its targets, offline', title, 60000);
    fig.offlineFirstInteractiveMs = Math.round(await page.evaluate(() => window.__launch.first));
    const game = (s.targets.find((x) => x.name === 'game:monster-factory') || s.targets.find((x) => x.name.startsWith('game:'))).name;
    await tap(page, game);
    s = await waitStatus(page, 'the new-game screen or the offer to continue', (st) => st.scene === 'newgame' || !!target(st, 'button:New game'));
    if (s.scene !== 'newgame') {
      await tap(page, 'button:New game');
      await waitStatus(page, 'the new-game screen', (st) => st.scene === 'newgame');
    }
    await tap(page, 'button:Start');
    s = await waitStatus(page, 'a table (or its hand-off curtain)', (st) => st.scene === 'table' || st.scene === 'curtain');
    fig.offlineGame = `${game.slice(5)}: ${s.scene}`;
    if (proxy.state.requests !== before) throw new Error(`the host was asked ${proxy.state.requests - before} times while offline`);

    // An update: back online, a new build's sw.js (its version changed).
    // On the next start the old worker still serves the page; the new one
    // installs beside it, activates and removes the old cache, while the
    // running game goes on.
    await ctx.setOffline(false);
    proxy.state.down = false;
    proxy.state.swSuffix = '-next';
    await page.reload();
    await waitStatus(page, 'the title after the update started', title, 60000);
    const next = `${name}-next`;
    const t0 = Date.now();
    for (;;) {
      cs = await cacheState(page);
      const names = Object.keys(cs.caches);
      if (names.length === 1 && names[0] === next && offlineFiles.every((f) => cs.caches[next].some((p) => p.endsWith('/' + f)))) break;
      // The new worker fills its cache through the compressing proxy
      // (the two modules, 20 MB, gzipped on the way) before it removes
      // the old one: a minute or more on a loaded 2-core machine.
      if (Date.now() - t0 > 150000) {
        const held = names.map((n) => `${n} (${(cs.caches[n] || []).length} files)`);
        throw new Error(`after an update the caches are ${held.join(', ')}, want only ${next} with every file`);
      }
      await page.waitForTimeout(200);
    }
    const f0 = (await status(page)).frames;
    s = await waitStatus(page, 'the running game to go on drawing', (st) => st.frames > f0 + 3 && title(st), 20000);
    fig.update = `${name} replaced by ${next}; the running page kept its game (scene ${s.scene})`;
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return fig;
  } finally {
    await ctx.close();
    await proxy.close();
  }
}
