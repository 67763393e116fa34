"""A computation in steps (a generator such as elo.present.evaluate.evaluate_steps): steps run
for STEP_MS in a task, the rest in tasks of their own with setTimeout between, so that
thousands of rows never make one long task and the page answers keys meanwhile. DOM glue
like app.py (its timers); a newer computation drops an older one."""

import time

from js import setTimeout

from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Generator

    from elo.web.shapes import Handler, JsObject

__all__ = ["Stepper", "STEP_MS"]

#: How long steps run in one task before the page gets its turn (a step of 1,000 games
#: takes 5-20 ms here, the longest, a period's sums over 10,000 games, about 60).
STEP_MS = 50


class _Running:
    __slots__ = ("steps", "value", "done", "ms", "context")

    def __init__(self, steps: "Generator[None, None, object]", context: tuple[object, ...]) -> None:
        self.steps = steps
        self.value: object = None
        self.done = False
        self.ms = 0  # the steps' time so far, in all tasks
        self.context = context


# MicroPython's own clock (the page runs nowhere else), which CPython's typeshed lacks:
# its ticks are ints
def _ms() -> int:
    ms: int = time.ticks_ms()  # type: ignore[attr-defined]
    return ms


def _since(started: int) -> int:
    ms: int = time.ticks_diff(_ms(), started)  # type: ignore[attr-defined]
    return ms


class Stepper:
    """Runs one computation in steps at a time; `done(value, ms, *context)` is called
    with what the generator returned, the time its steps took and what `start` was
    given, in a task of its own unless the steps all ran in STEP_MS."""

    def __init__(self, keep: "Callable[[Handler], JsObject]",
                 done: "Callable[..., object]") -> None:
        self.done = done
        self.running: _Running | None = None
        self._proxy = keep(self.step)

    def start(self, steps: "Generator[None, None, object]", *context: object) -> bool:
        """Steps now for up to STEP_MS, the rest later; True if they are still running."""
        self.running = _Running(steps, context)
        self.step()
        return self.running is not None

    def stop(self) -> None:
        """The computation running is dropped: what it would show is no longer asked."""
        self.running = None

    def step(self, *args: object) -> None:
        running = self.running
        if running is None:
            return  # dropped meanwhile
        started = _ms()
        if not running.done:
            try:
                while _since(started) < STEP_MS:
                    next(running.steps)
            except StopIteration as done:
                running.value, running.done = done.value, True
        elapsed = _since(started)
        running.ms += elapsed
        if running.done and elapsed < STEP_MS:  # its result shown in this task
            self.running = None
            self.done(running.value, running.ms, *running.context)
        else:  # more steps, or the result shown in a task of its own
            setTimeout(self._proxy, 0)
