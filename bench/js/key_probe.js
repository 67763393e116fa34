// Init script for keystrokes (bench/keys.py). One record per key that changed a field:
// `key` the keydown's timestamp, `start` and `end` around the input event's dispatch
// (window's capturing listener runs before every other, its bubbling one after the page's,
// which listens on #calculator), `paint` once the next frame has run (requestAnimationFrame,
// then a message: a key is waited for until then). An input event that no key caused (a
// file chosen) is not recorded. Event Timing entries (keydown and keypress,
// durationThreshold 16, in 8 ms steps) say when the next frame after the handler was on
// screen; keys quicker than 16 ms get none. The message after the frame is not that time:
// tasks the page queued (work it defers past the paint) run before it.
window.__keys = []; window.__presented = [];
(function () {
  let current = null;
  const channel = new MessageChannel();
  channel.port1.onmessage = event => {
    window.__keys[event.data].paint = performance.now();
    if (window.__keyWaiter) window.__keyWaiter();
  };
  addEventListener('keydown', event => {
    current = {key: event.timeStamp, start: 0, end: 0, paint: 0, value: null};
  }, true);
  addEventListener('input', () => { if (current) current.start = performance.now(); }, true);
  addEventListener('input', event => {
    if (!current || !current.start) return;
    const record = current;
    current = null;
    record.end = performance.now();
    record.value = event.target.value;
    const index = window.__keys.push(record) - 1;
    requestAnimationFrame(() => { record.raf = performance.now(); channel.port2.postMessage(index); });
  });
  window.__waitKeys = (count, timeout) => new Promise(resolve => {
    const timer = setTimeout(() => { window.__keyWaiter = null; resolve(null); }, timeout);
    const check = () => {
      const record = window.__keys[count - 1];
      if (record && record.paint) {
        clearTimeout(timer);
        window.__keyWaiter = null;
        resolve(record);
      } else {
        window.__keyWaiter = check;
      }
    };
    check();
  });
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'keydown' || entry.name === 'keypress') {
        window.__presented.push([entry.startTime, entry.duration]);
      }
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
})();
