// The old probe: one field's value toggled by `count` synthetic input events, each timed
// around its dispatch (it hits the page's render memo every time: issue 13).
([selector, count]) => {
  const field = document.querySelector(selector);
  const times = [];
  for (let i = 0; i < count; i++) {
    field.value = i % 2 ? '1' : '0';
    const start = performance.now();
    field.dispatchEvent(new Event('input', {bubbles: true}));
    times.push(performance.now() - start);
  }
  return times;
}
