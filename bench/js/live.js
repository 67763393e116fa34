// Init script: when the page went live: PyScript is done (py:all-done) and the results are
// written. The results may still wait then, aria-busy, for a part: an English visit's
// words (elo/web/shell/languages.py), a linked system's rules (elo-systems.romfs).
window.__live = window.__live || 0;
addEventListener('py:all-done', () => {
  const results = document.getElementById('results');
  const busy = () => results && results.getAttribute('aria-busy') === 'true';
  if (!busy()) { window.__live = performance.now(); return; }
  new MutationObserver((changes, observer) => {
    if (!busy()) { observer.disconnect(); window.__live = performance.now(); }
  }).observe(results, {attributes: true, attributeFilter: ['aria-busy']});
});
