// The floor for keystrokes in `make bench`: the page's own DOM (a snapshot taken by
// bench/keys.py, scripts made inert) with this plain JavaScript instead of Python. On the
// n-th input event it makes the DOM writes the page made on its n-th keystroke, recorded
// there (window.__frames, in bench-results/floor/*/frames.js): what is left of a keystroke
// when computing and formatting cost nothing.
// A frame is a list of [path, kind, a, b]: path = [id of the nearest ancestor with one
// ("" for body), child index, ...]; kind "html" or "text" sets a's markup or text, "attr"
// sets attribute a to b (null removes it).
(function () {
  var frames = window.__frames || [];
  var next = 0;

  function find(path) {
    var node = path[0] ? document.getElementById(path[0]) : document.body;
    for (var i = 1; node && i < path.length; i++) node = node.children[path[i]];
    return node;
  }

  document.addEventListener("input", function () {
    var frame = frames[next++] || [];
    for (var i = 0; i < frame.length; i++) {
      var write = frame[i];
      var node = find(write[0]);
      if (!node) continue;
      if (write[1] === "html") node.innerHTML = write[2];
      else if (write[1] === "text") node.textContent = write[2];
      else if (write[3] === null) node.removeAttribute(write[2]);
      else node.setAttribute(write[2], write[3]);
    }
  });
  window.__live = performance.now();
})();
