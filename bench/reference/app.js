// The plain JavaScript yardstick: E = 1 / (1 + 10^((Rb - Ra) / 400)), K * (1 - E).
function number(id) {
  return Number(document.getElementById(id).value.replace(",", "."));
}

function recompute() {
  const rating = number("rating");
  const expected = 1 / (1 + Math.pow(10, (number("opponent") - rating) / 400));
  const exact = number("k") * (1 - expected);
  const change = Math.sign(exact) * Math.floor(Math.abs(exact) + 0.5);
  document.getElementById("new-rating").textContent = String(rating + change);
  document.getElementById("change").textContent = (change > 0 ? "+" : "") + change;
  document.getElementById("expected").textContent =
    (expected * 100).toFixed(1).replace(".", ",") + " %";
}

document.addEventListener("input", recompute);
recompute();
window.__live = performance.now();
