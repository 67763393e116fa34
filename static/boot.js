// Runs before Python starts. The numbers written into index.html are those of the
// default inputs (tools/build_page.py); a link that brings its own inputs must not show
// them, so they stay hidden until elo/web/main.py has computed the link's numbers.
if (location.hash.length > 1) {
  document.documentElement.classList.add("pending");
}
