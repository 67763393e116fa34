// What the page writes on each keystroke, for bench/replay/replay.js: the mutations made
// while the input event is dispatched (the observer's callback receives them at the
// microtask checkpoint after the page's listener, before window's bubbling listener), as
// the elements whose content changed (the outermost, with their new markup or text) and
// the attributes set elsewhere. What timers write between keys is left out.
() => {
  window.__frames = [];
  let pending = [];  // the callback runs (and takes the records) between listeners
  const observer = new MutationObserver(records => { pending = pending.concat(records); });
  observer.observe(document.documentElement,
                   {subtree: true, childList: true, attributes: true, characterData: true});
  const path = node => {
    const steps = [];
    while (!node.id && node !== document.body) {
      steps.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
      node = node.parentElement;
    }
    return [node === document.body && !node.id ? '' : node.id].concat(steps);
  };
  addEventListener('input', () => { observer.takeRecords(); pending = []; }, true);
  addEventListener('input', () => {
    const contents = [], attributes = [];
    const records = pending.concat(observer.takeRecords());
    pending = [];
    for (const record of records) {
      const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      if (!target || !target.isConnected) continue;
      if (record.type === 'attributes') {
        if (!attributes.some(([node, name]) => node === target && name === record.attributeName)) {
          attributes.push([target, record.attributeName]);
        }
      } else if (!contents.includes(target)) {
        contents.push(target);
      }
    }
    const outer = contents.filter(node => !contents.some(other => other !== node && other.contains(node)));
    const frame = outer.map(node => node.childElementCount
      ? [path(node), 'html', node.innerHTML] : [path(node), 'text', node.textContent]);
    for (const [node, name] of attributes) {
      if (!outer.some(other => other.contains(node))) {
        frame.push([path(node), 'attr', name, node.getAttribute(name)]);
      }
    }
    window.__frames.push(frame);
  });
}
