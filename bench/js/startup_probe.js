// Init script for cold loads (bench/startup.py): when the new rating is on screen (live.js
// says when the page is live). On screen means painted: the first contentful paint, when the
// rating's digits were already in the page (and not hidden) at the start of a frame before
// it, which is the case for both pages (the page has them in its HTML, the plain page
// writes them before its first paint). A later frame would show them later than its start,
// so `__first` falls back to that start (a lower bound) and `__firstIsPaint` says so.
window.__first = 0;
window.__digits = 0; window.__fcp = 0;
// Live (`__live`): live.js, loaded before this script.
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) {
    if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
  }
}).observe({type: 'paint', buffered: true});
(function watch() {
  const out = document.getElementById('new-rating');
  const root = document.documentElement;
  const hidden = !root || root.classList.contains('pending');
  if (out && /[0-9]/.test(out.textContent) && !hidden) { window.__digits = performance.now(); return; }
  requestAnimationFrame(watch);
})();
(function settle() {
  if (window.__digits && window.__fcp) {
    window.__firstIsPaint = window.__digits <= window.__fcp;
    window.__first = window.__firstIsPaint ? window.__fcp : window.__digits;
    return;
  }
  setTimeout(settle, 5);
})();
