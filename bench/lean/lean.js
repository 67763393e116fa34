// The lean floor's arithmetic: FIDE 8.3 as the calculator does it, in hundredths: per
// game D capped at 400 (8.3.1), PD from table 8.1.2 (read from docs/rules), K cut by the
// 700 rule (8.3.3), the change K x sum(S - PD) rounded once, 0.5 away from zero (8.3.4). The games and K come from the
// same link as the page's (#...&k=20&games=1600:1,...). Only the cells that change are
// written: a key changes every D, PD and S - PD.
const link = new URLSearchParams(location.hash.slice(1));
const games = (link.get('games') || '').split(',').filter(Boolean).map(game => {
  const [opponent, score] = game.split(':');
  return {opponent: Number(opponent), score: Math.round(Number(score) * 100)};
});
const given = Number(link.get('k') || 20);
const k = given * games.length > 700 ? Math.floor(700 / games.length) : given;
const high = [];  // D -> PD of the higher rated, in hundredths, for D 0..735
let cells = [];

function pd(difference) {
  const d = Math.min(Math.abs(difference), 735);
  return difference >= 0 ? high[d] : 100 - high[d];
}

function text(value) {
  return (value > 0 ? '+' : value < 0 ? '\u2212' : '') + Math.abs(value);
}

function decimals(hundredths) {
  const sign = hundredths > 0 ? '+' : hundredths < 0 ? '\u2212' : '';
  const whole = Math.abs(hundredths);
  return sign + Math.floor(whole / 100) + ',' + String(whole % 100).padStart(2, '0');
}

function build() {
  const rows = games.map((game, index) => '<tr><td>' + (index + 1) + '</td><td>' +
    game.opponent + '</td><td></td><td></td><td>' + (game.score / 100) +
    '</td><td></td></tr>');
  const body = document.getElementById('games');
  body.innerHTML = rows.join('');
  cells = Array.from(body.rows, row => [row.cells[2], row.cells[3], row.cells[5]]);
}

function recompute() {
  const rating = Number(document.getElementById('rating').value);
  if (!Number.isFinite(rating)) return;
  let expected = 0, delta = 0;
  games.forEach((game, index) => {
    const d = Math.max(-400, Math.min(400, rating - game.opponent));
    const p = pd(d);
    expected += p;
    delta += game.score - p;
    const [dCell, pdCell, deltaCell] = cells[index];
    const dText = text(d), pdText = '0,' + String(p).padStart(2, '0'),
      deltaText = decimals(game.score - p);
    if (dCell.textContent !== dText) dCell.textContent = dText;
    if (pdCell.textContent !== pdText) pdCell.textContent = pdText;
    if (deltaCell.textContent !== deltaText) deltaCell.textContent = deltaText;
  });
  const exact = k * delta;  // hundredths of a point
  const change = Math.sign(exact) * Math.floor((Math.abs(exact) + 50) / 100);
  document.getElementById('new-rating').textContent = String(rating + change);
  document.getElementById('change').textContent = text(change);
  document.getElementById('expected').textContent = decimals(expected).replace('+', '') +
    ' von ' + games.length;
}

fetch('/docs/rules/fide-8.1.2-expected-score.csv').then(answer => answer.text()).then(csv => {
  for (const line of csv.trim().split('\n').slice(1)) {
    const [low, top, pdHigh] = line.split(',');
    for (let d = Number(low); d <= Number(top || 735); d++) high[d] = Math.round(pdHigh * 100);
  }
  document.getElementById('rating').value = link.get('rating') || '1800';
  build();
  recompute();
  document.getElementById('rating').addEventListener('input', recompute);
  window.__live = performance.now();
});
