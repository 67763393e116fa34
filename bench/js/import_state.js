// What an import left; run with wait_for_function, so that a page still busy times out.
() => Object.assign({}, window.__import, {
  tasks: window.__longtasks, now: performance.now(),
  status: window.__import.status || document.getElementById('import-status').textContent.trim(),
  banner: Array.from(document.querySelectorAll('.py-error')).map(e => e.textContent).join(' ')})
