// Init script for the tournament view (bench/tournament.py): long tasks, and when a file was
// chosen in #event-file, when its table was complete in the page (every row there, the
// status no longer counting: "…"), and the end of the next frame after that.
window.__longtasks = window.__longtasks || [];
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) window.__longtasks.push([entry.startTime, entry.duration]);
}).observe({type: 'longtask', buffered: true});
window.__event = {start: 0, shown: 0, paint: 0, rows: 0, status: '', error: ''};
addEventListener('change', event => {
  if (event.target.id === 'event-file') window.__event.start = performance.now();
}, true);
addEventListener('DOMContentLoaded', () => {
  const state = window.__event;
  const text = id => document.getElementById(id).textContent.trim();
  new MutationObserver(() => {
    if (state.shown || !state.start) return;
    const rows = document.querySelectorAll('#event-rows tr').length;
    if (text('event-error')) {
      state.error = text('event-error');
    } else if (!rows || text('event-status').includes('\u2026')) {
      return;
    }
    state.shown = performance.now();
    state.rows = rows;
    state.status = text('event-status');
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { state.paint = performance.now(); };
    requestAnimationFrame(() => channel.port2.postMessage(0));
  }).observe(document.getElementById('event'), {subtree: true, childList: true, characterData: true});
});
