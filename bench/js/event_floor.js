// The floor of the tournament table (bench/tournament.py): the page's own rows, as its Python
// wrote them, written again by plain JavaScript with nothing computed: the whole table
// (ms to the end of the next frame), and one row replaced.
async ([rank]) => {
  const frame = () => new Promise(resolve => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    requestAnimationFrame(() => channel.port2.postMessage(0));
  });
  const rows = document.getElementById('event-rows');
  const html = rows.innerHTML;
  rows.innerHTML = '';
  await frame();
  let start = performance.now();
  rows.innerHTML = html;
  const table = await frame() - start;
  const row = rows.querySelector(`tr[data-rank="${rank}"]`);
  const rowHtml = row.outerHTML;
  start = performance.now();
  row.outerHTML = rowHtml;
  const one = await frame() - start;
  return {table_ms: table, row_ms: one, bytes: html.length};
}
