"""The page's one pacing mechanism (DOM glue): every timer, every computation run a
slice at a time, and the results' aria-busy go through one Pacer, which the shell holds.

- `later(name, ms, action)`: action() in `ms` milliseconds; a newer `later` of the same
  name replaces the one pending (the link written once typing pauses, the sentence for
  screen readers, a store in a task of its own).
- `after_paint(name, action)`: action() in a task after the next frame is painted (the
  HTML below the figures, so the figures show as the key is typed).
- `run(name, steps, done)`: a generator's steps for STEP_MS in a task, the rest in tasks
  of their own, so that thousands of rows or 300 players never make one long task and the
  page answers keys meanwhile; done(value, ms) with what it returned and the time its
  steps took, in the same task where they all ran in one slice. A newer run of the same
  name drops the older: what it would show is no longer asked.
- `busy(element_id, why, on)`: an element is aria-busy while any reason holds (a
  computation in steps, HTML after the paint, a pause in typing, words on their way).

Each name gets one proxy for JavaScript to call back, made the first time: a proxy per
timer would outlive its call (Shell.proxy keeps them as long as the page)."""

import time

from js import clearTimeout, requestAnimationFrame, setTimeout

from elo.web.shell.dom import element
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Generator

    from elo.web.shapes import Handler, JsObject

__all__ = ["Pacer", "STEP_MS"]

#: How long steps run in one task before the page gets its turn (a step of 1,000 games
#: takes 5-20 ms here, the longest, a period's sums over 10,000 games, about 60).
STEP_MS = 50


def _ms() -> int:
    ms: int = time.ticks_ms()  # type: ignore[attr-defined]  # MicroPython's, not in CPython's stubs
    return ms


def _since(started: int) -> int:
    ms: int = time.ticks_diff(_ms(), started)  # type: ignore[attr-defined]  # as _ms
    return ms


class _Run:
    __slots__ = ("steps", "done", "value", "finished", "ms", "waiting")

    def __init__(self, steps: "Generator[None, None, object]",
                 done: "Callable[[object, int], object]") -> None:
        self.steps = steps
        self.done = done
        self.value: object = None
        self.finished = False
        self.ms = 0  # the steps' time so far, in all tasks
        self.waiting = False  # a task to go on in is on its way


class Pacer:
    """Timers, runs in steps and aria-busy, by name (see the module)."""

    def __init__(self, keep: "Callable[[Handler], JsObject]") -> None:
        self._keep = keep
        self._proxies: "dict[str, JsObject]" = {}
        self._timers: "dict[str, JsObject]" = {}  # name -> the pending timer's id
        self._actions: "dict[str, Callable[[], object]]" = {}
        self._runs: dict[str, _Run] = {}
        self._busy: dict[str, list[str]] = {}  # element id -> the reasons it is busy

    def _proxy(self, key: str, handler: "Handler") -> "JsObject":
        if key not in self._proxies:
            self._proxies[key] = self._keep(handler)
        return self._proxies[key]

    # timers

    def later(self, name: str, ms: int, action: "Callable[[], object]") -> None:
        self.cancel(name)
        self._actions[name] = action
        self._timers[name] = setTimeout(self._proxy("later " + name,
                                                    lambda *args: self._fire(name)), ms)

    def _fire(self, name: str) -> None:
        self._timers.pop(name, None)
        action = self._actions.pop(name, None)
        if action is not None:
            action()

    def pending(self, name: str) -> bool:
        return name in self._timers

    def cancel(self, name: str) -> None:
        if name in self._timers:
            clearTimeout(self._timers.pop(name))
        self._actions.pop(name, None)

    def after_paint(self, name: str, action: "Callable[[], object]") -> None:
        self._actions[name] = action
        requestAnimationFrame(self._proxy("paint " + name, lambda *args: self.later(
            name, 0, self._actions.get(name) or (lambda: None))))

    # runs in steps

    def run(self, name: str, steps: "Generator[None, None, object]",
            done: "Callable[[object, int], object]", deferred: bool = False) -> bool:
        """Steps now for up to STEP_MS (`deferred`: from a task of their own, the first
        ones too), the rest later; True if they are still running."""
        current = self._runs[name] = _Run(steps, done)
        if deferred:
            self._step_later(name, current)
        else:
            self._step(name)
        return name in self._runs

    def running(self, name: str) -> bool:
        return name in self._runs

    def stop(self, name: str) -> None:
        """The run of `name` is dropped: what it would show is no longer asked."""
        self._runs.pop(name, None)

    def _step(self, name: str) -> None:
        current = self._runs.get(name)
        if current is None:
            return  # dropped meanwhile
        started = _ms()
        if not current.finished:
            try:
                while _since(started) < STEP_MS:
                    next(current.steps)
            except StopIteration as finished:
                current.value, current.finished = finished.value, True
        elapsed = _since(started)
        current.ms += elapsed
        if current.finished and elapsed < STEP_MS:  # its result shown in this task
            del self._runs[name]
            current.done(current.value, current.ms)
        else:  # more steps, or the result shown in a task of its own
            self._step_later(name, current)

    def _step_later(self, name: str, current: _Run) -> None:
        """The next steps of `current` (the run of `name`) in a task of their own."""
        current.waiting = True
        setTimeout(self._proxy("step " + name, lambda *args: self._resume(name)), 0)

    def _resume(self, name: str) -> None:
        current = self._runs.get(name)
        if current is None or not current.waiting:
            return  # dropped; or an older run's task, when a newer run steps itself
        current.waiting = False
        self._step(name)

    # aria-busy

    def busy(self, element_id: str, why: str, on: bool = True) -> None:
        """`element_id` busy (aria-busy) while any reason holds; written only when that
        changes (every attribute written is a trip into JavaScript)."""
        reasons = self._busy.setdefault(element_id, [])
        was = bool(reasons)
        if on and why not in reasons:
            reasons.append(why)
        elif not on and why in reasons:
            reasons.remove(why)
        if bool(reasons) != was:
            element(element_id).setAttribute("aria-busy", "true" if reasons else "false")

    def clear(self, element_id: str) -> None:
        """No reason holds any more (a fault, a view started over)."""
        self._busy[element_id] = []
        element(element_id).setAttribute("aria-busy", "false")
