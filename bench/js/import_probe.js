// Init script for file imports (bench/imports.py): long tasks, and when a file was chosen
// (the file field's first input or change event).
window.__longtasks = [];
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) window.__longtasks.push([entry.startTime, entry.duration]);
}).observe({type: 'longtask', buffered: true});
window.__import = {start: 0, shown: 0, paint: 0, progress: 0, error: '', status: '', updates: 0};
for (const type of ['input', 'change']) {
  addEventListener(type, event => {
    if (event.target.id === 'import-file' && !window.__import.start) {
      window.__import.start = performance.now();
    }
  }, true);
}
