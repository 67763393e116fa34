// The page's document as it stands, for the floor (bench/keys.py, floor_page): form
// fields' values, checks and choices written into attributes, scripts and preloads made
// inert (type and rel changed, not removed, so that child indices stay), every href and
// src absolute.
() => {
  const live = document.documentElement;
  const copy = live.cloneNode(true);
  const from = live.querySelectorAll('*');
  const to = copy.querySelectorAll('*');
  for (let i = 0; i < from.length; i++) {
    const a = from[i], b = to[i];
    if (a.tagName === 'INPUT' && (a.type === 'checkbox' || a.type === 'radio')) {
      a.checked ? b.setAttribute('checked', '') : b.removeAttribute('checked');
    } else if (a.tagName === 'INPUT' && a.type !== 'file') {
      b.setAttribute('value', a.value);
    } else if (a.tagName === 'OPTION') {
      a.selected ? b.setAttribute('selected', '') : b.removeAttribute('selected');
    } else if (a.tagName === 'SCRIPT') {
      b.setAttribute('type', 'text/plain');
    } else if (a.tagName === 'LINK' && /preload/.test(a.rel)) {
      b.setAttribute('rel', 'inert-' + a.rel);
    }
    for (const name of ['href', 'src']) {
      const value = b.getAttribute(name);
      if (value && !/^(data:|#|[a-z]+:)/.test(value)) {
        b.setAttribute(name, new URL(value, document.baseURI).href);
      }
    }
  }
  return '<!doctype html>\n' + copy.outerHTML;
}
