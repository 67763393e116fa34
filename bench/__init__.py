"""`make bench` (`python -m bench`): the page as people use it, each figure beside its
budget (issue 13) and a floor that shows what is left when the page's own work costs
nothing.

Keystrokes: the #rating field typed digit by digit (select it, type 1, 8, 2, 3 with the
keyboard: every key a new value), for the classic single game and for FIDE tournaments of
30 and 300 rows opened by a link, and the 30 rows again with DevTools' CPU throttle at 4x (a
mid-range phone). For each key:
  handler      performance.now() around the input event's dispatch: a capturing listener
               on window before the page's, a bubbling one on window after it
  next paint   the key's timestamp -> the next frame on screen after the page's handler:
               Event Timing's duration for the key (keydown, keypress), in 8 ms steps;
               the browser reports it from 16 ms on, so 16 means 16 or less
Medians and 95th percentiles over every key after the first value (the warm-up), pooled over
several page loads, each alternated with the floor: bench-results/floor/*/, a snapshot of
the page's own DOM in the same state with its scripts made inert, where bench/replay/replay.js
makes the DOM writes the page made on the same key, recorded there beforehand (the same
DOM writes in plain JavaScript, with nothing computed). For the FIDE tournaments a second
floor, the lean page (bench/lean/): the same figures (new rating, change, expected score,
each game's D, PD and S - PD) in a plain table written by hand, recomputed by plain
JavaScript: what any page showing these figures costs at least.
Files: a generated 10,000-game PGN (tags as chess databases write them, and moves) chosen in
#import-file -> the player list (#import-player has options) on screen; a 10,000-row CSV ->
#new-rating updated on screen; the longest task meanwhile (PerformanceObserver 'longtask'),
apart for the pieces read and for the tasks from the last piece on (the rows and the
engine over every game), and a rating typed afterwards (the next paint of each key).
Python alone (bench/python_alone.py): the page's own Python work for the same keys and
files, run in the page's MicroPython build under Node with its module image and no browser:
what the interpreter costs by itself, the floor of a page written in it (without the
garbage collections, which that port makes only when a call from JavaScript returns).
Start-up (cold loads in a new browser context each, alternated): first numbers painted
(first contentful paint, the digits already in the page) against the page's own HTML and CSS
with no runtime (bench-results/without-python/); calculator live (PyScript's py:all-done)
against bench/pyscript-only/ (the same runtime running a one-line script); the bytes of a
cold visit; the first keystroke after a load (its last digit replaced); beside them the plain
JavaScript page doing the same sum (bench/reference/) and an English browser (Python
translates at start-up). The browser speaks German, as the people the page was made for do.
Bytes as a host sends them (bench/hosted.py): cold loads of the site `make dist` ships,
served by `make run`'s server with its precompressed copies (brotli where the browser
accepts it, as Chromium does on 127.0.0.1), against the one-liner served the same way.
The old probe stays as one more row: one game's score toggled by a synthetic input event.
`--profile CASE` instead traces a few keys of one case (Chromium trace and CPU profile) and
prints where a key's time goes: script, HTML parsing, style, layout, paint, the timers
between keys, the functions with the most self time.
Timings belong here, not in the tests.

    python -m bench [--runs 15] [--key-runs 3] [--import-runs 3]
                    [--only startup,hosted,keys,imports,tournament,toggle]
                    [--json bench-results/latest.json]
    python -m bench --profile {classic,rows30,rows300,rows30_cpu4x}

Run from the project root. The modules: cli (the command line), table (the printed table
and the budgets), browser (the local server, Chromium, a page opened live), keys
(keystrokes, their DOM floor, the old toggling probe), imports (files chosen), startup
(cold loads), hosted (the bytes as a host sends them), python_floor (the Python-alone
floor), profiling (--profile), inputs (the links, ratings and generated files), stats,
shapes (the types they hand each other).
The JavaScript they run in the page is in bench/js/; bench/reference/,
bench/pyscript-only/ and bench/replay/ are pages and scripts the local server serves.
"""
