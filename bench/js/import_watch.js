// When a file's result is in the page: a PGN's player list (#import-player has options), a
// CSV's new rating (#new-rating says something else than `before`); or an error said at
// #import-error instead. Then the end of the next frame, as for a key. Status updates while
// reading are counted (the page should say how far it is).
([kind, before]) => {
  const state = window.__import;
  const text = id => document.getElementById(id).textContent.trim();
  const ready = () => kind === 'pgn'
    ? document.querySelectorAll('#import-player option').length > 0
    : text('new-rating') !== before;
  const observer = new MutationObserver(records => {
    if (records.some(record => (record.target.id || record.target.parentElement.id) === 'import-status')) {
      state.updates += 1;
      // a piece read: what runs after the last one is the computation of the result
      if (text('import-status').includes('%')) state.progress = performance.now();
    }
    if (state.shown || !state.start) return;
    if (ready()) {
      state.shown = performance.now();
    } else if (text('import-error')) {
      state.shown = performance.now();
      state.error = text('import-error');
    } else {
      return;
    }
    state.status = text('import-status');
    state.options = document.querySelectorAll('#import-player option').length;
    // the rows taken over, as the status counts them: the table shows 100 at a time
    // (grouped as the page writes numbers: "10.000" in German)
    state.rows = parseInt(state.status.replace(/[.,\u00a0\u202f]/g, ''), 10) ||
      document.querySelectorAll('#rows tr.game-row').length;
    state.rating = text('new-rating');
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { state.paint = performance.now(); };
    requestAnimationFrame(() => channel.port2.postMessage(0));
  });
  for (const id of ['import-player', 'import-status', 'import-error', 'new-rating']) {
    observer.observe(document.getElementById(id), {subtree: true, childList: true, characterData: true});
  }
}
