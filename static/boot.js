// Runs before Python starts. The numbers written into index.html are those of the
// default inputs (tools/build_page.py); a link, or the inputs this device kept
// (elo/web/calculator/view.py, STORE_KEY), must not show them, so they stay hidden until
// elo/web/main.py has computed their numbers.
var kept = null;
try {
  kept = localStorage.getItem("elo-calculator:inputs");
} catch (refused) {
  kept = null;  // storage refused (a private mode): the link alone counts
}
if (location.hash.length > 1 || kept) {
  document.documentElement.classList.add("pending");
}

// Images of modules that come after the first (elo/web/shell/images.py). An English visit needs
// the English words, an image of their own that
// elo/web/shell/languages.py fetches once Python has started: asked for now, beside the runtime,
// so it is there by then. A guess after elo/web/calculator/view.py (read_kept): the link's language,
// else the kept one, else the browser's first that the page speaks. A wrong guess costs
// only the bytes; Python decides.
(function () {
  var said = (location.hash.match(/[#&]lang=(\w+)/) || (kept || "").match(/&lang=(\w+)/) ||
              [])[1];
  var spoken = (navigator.languages || [navigator.language || ""]).map(function (tag) {
    return String(tag).slice(0, 2).toLowerCase();
  }).filter(function (code) { return code === "de" || code === "en"; });
  if ((said || spoken[0]) === "en") {
    preload("./static/build/elo-en.romfs");
  }
  // a view in a part of its own (elo/web/shell/registry.py, elo/web/shell/loader.py),
  // likewise when the address names it: its image, as tools/build_page.py writes them
  // into this script's data-parts
  var parts = JSON.parse(document.currentScript.dataset.parts || "{}");
  if (Object.hasOwn(parts, location.hash)) {
    parts[location.hash].forEach(preload);
  }
  // and a system whose rules come in a part of their own, named by the link or else by
  // the inputs kept (data-systems, likewise)
  var systems = JSON.parse(document.currentScript.dataset.systems || "{}");
  var system = (location.hash.match(/[#&]system=([\w-]+)/) ||
                (kept || "").match(/(?:^|[#&])system=([\w-]+)/) || [])[1];
  if (system && Object.hasOwn(systems, system)) {
    systems[system].forEach(preload);
  }
  function preload(href) {
    var link = document.createElement("link");
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "anonymous";  // as fetch() asks for it: the same request
    link.href = href;
    document.head.appendChild(link);
  }
})();

// The service worker (sw.js, written by tools/build_page.py) keeps this build's files for a
// visit without network. It is registered once the page has loaded and Python has started
// (PyScript's py:all-done), so that its install takes nothing from the start; where there
// is none (an old browser, plain http off localhost) nothing happens.
if ("serviceWorker" in navigator) {
  (function () {
    var waiting = ["load", "py:all-done"];
    waiting.forEach(function (name) {
      addEventListener(name, function () {
        waiting.splice(waiting.indexOf(name), 1);
        if (waiting.length) {
          return;
        }
        try {
          navigator.serviceWorker.register("./sw.js").catch(function () {});
        } catch (refused) {
          // a sandboxed frame: no worker, and the page works as before
        }
      }, {once: true});
    });
  })();
}
