// The page's offline second visit. tools/build_page.py writes sw.js at the site's root:
// VERSION and FILES (every file a visit loads, with its SHA-256, and the manifest and icons)
// of this build, then this file.
//
// One build, whole or not at all: installing fetches every file and checks its digest (a
// file of another build, from the HTTP cache or a half-finished upload, fails the
// install, and the version already installed stays in charge), into a cache named by the
// version; activating deletes the other versions' caches and takes over the open pages.
// Requests for these files are then answered from that cache only (cache-first); every
// other request goes to the network as if there were no worker.

const PREFIX = "elo-calculator-";
const CACHE = PREFIX + VERSION;
const SCOPE = new URL("./", self.location).pathname;
const INDEX = "index.html";

// A first visit has just loaded each file: the HTTP cache has it unless it is stale, and
// then the digest says so.
async function fetchChecked(path) {
  const source = path === INDEX ? "./" : path;  // the page is visited as its folder
  try {
    return await fetch(source, {integrity: FILES[path], cache: "force-cache"});
  } catch (stale) {
    return fetch(source, {integrity: FILES[path], cache: "reload"});
  }
}

async function install() {
  await caches.delete(CACHE);  // what an interrupted install of this version left
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(Object.keys(FILES).map(
      async path => cache.put(path, await fetchChecked(path))));
  } catch (error) {
    await caches.delete(CACHE);  // never part of a version
    throw error;
  }
}

self.addEventListener("install", event => {
  event.waitUntil(install().then(() => self.skipWaiting()));
});

self.addEventListener("activate", event => {
  event.waitUntil(caches.keys()
    .then(names => Promise.all(names
      .filter(name => name.startsWith(PREFIX) && name !== CACHE)
      .map(name => caches.delete(name))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", event => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin ||
      !url.pathname.startsWith(SCOPE)) {
    return;
  }
  const path = url.pathname.slice(SCOPE.length) || INDEX;  // "/" and "/index.html?..."
  if (!Object.hasOwn(FILES, path)) {
    return;
  }
  event.respondWith(caches.open(CACHE)
    .then(cache => cache.match(path))
    .then(kept => kept || fetch(event.request)));
});
