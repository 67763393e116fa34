// Init script: when the page went live (PyScript's py:all-done).
addEventListener('py:all-done', () => { window.__live = performance.now(); });
