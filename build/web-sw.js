// sw.js: Monster Mixer's service worker. After one visit the game starts
// and plays with no network: every file of the web build is kept in a
// cache named after the build (build/web writes the version, a prefix of
// the .wasm's sha256, below), and answered from there.
//
// An update: the browser fetches this file on each start; a new build's
// differs (its version), so the new worker installs in the background,
// filling its own cache, activates at once and removes the older caches.
// The page that started it keeps the game it has already loaded; the next
// start runs the new build.
const VERSION = '__BUILD_VERSION__';
const CACHE = 'monstermixer-' + VERSION;
const FILES = ['./', 'index.html', 'wasm_exec.js', 'monstermixer.wasm', 'manifest.webmanifest',
  'icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'ai-worker.js', 'ai.wasm'];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'no-cache': revalidate with the server, so that a file the browser
    // already holds is not fetched again, and a stale one is not kept.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('monstermixer-') && name !== CACHE) await caches.delete(name);
    }
    // Control the page that registered this worker too, so that it works
    // offline after the first visit.
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  // A start of the app (with any query) is answered with the page; other
  // pages under the same path (none in the build) go to the network.
  const root = new URL('./', self.registration.scope).pathname;
  const start = url.pathname === root || url.pathname === root + 'index.html';
  if (req.mode === 'navigate' && !start) return;
  event.respondWith((async () => {
    // caches.match with a cache name never makes the cache (caches.open
    // would): an old worker answering a last request after the new one
    // removed its cache must not bring that cache back.
    const hit = await caches.match(start ? './' : req, { cacheName: CACHE, ignoreSearch: true });
    return hit || fetch(req);
  })());
});
