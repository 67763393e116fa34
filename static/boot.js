// Runs before Python starts. The numbers written into index.html are those of the
// default inputs (tools/build_page.py); a link, or the inputs this device kept
// (elo/web/app.py, STORE_KEY), must not show them, so they stay hidden until
// elo/web/main.py has computed their numbers.
var kept = null;
try {
  kept = localStorage.getItem("elo-calculator:inputs");
} catch (refused) {
  kept = null;  // storage refused (a private mode): the link alone counts
}
if (location.hash.length > 1 || kept) {
  document.documentElement.classList.add("pending");
}
