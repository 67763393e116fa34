"""The command-line examples of README.md and docs/command-line.md run as written and print
what they show.

Every line `$ python -m elo ...` of a fenced block in README.md is a command (a `\\` at a
line's end continues it on the next line); the lines after it, up to the next `$` line or
the block's end, are its output. The command runs from the repository's root as
`sys.executable -m elo ...`; the one pipe the README uses, `| head -N`, is done here: the
output shown is then the first N lines of what the command prints.
"""

import os
import re
import shlex
import subprocess
import sys

import pytest

from helpers import ROOT

PROMPT = "$ "
COMMAND = "python -m elo"
HEAD = re.compile(r"^head -(\d+)$")


def _blocks(text: str) -> list[list[str]]:
    """The lines of each fenced block of a Markdown text."""
    blocks: list[list[str]] = []
    block: list[str] | None = None
    for line in text.split("\n"):
        if line.startswith("```"):
            if block is None:
                block = []
            else:
                blocks.append(block)
                block = None
        elif block is not None:
            block.append(line)
    assert block is None, "a fenced block of README.md is not closed"
    return blocks


def _examples(text: str) -> list[tuple[str, list[str]]]:
    """(command, output lines) for each `$ ` line of the README's blocks."""
    examples: list[tuple[str, list[str]]] = []
    for block in _blocks(text):
        at = 0
        while at < len(block):
            if not block[at].startswith(PROMPT):
                at += 1
                continue
            command = block[at][len(PROMPT):]
            while command.endswith("\\"):
                at += 1
                command = command[:-1].rstrip() + " " + block[at].strip()
            at += 1
            output = []
            while at < len(block) and not block[at].startswith(PROMPT):
                output.append(block[at])
                at += 1
            while output and not output[-1].strip():
                output.pop()  # the blank line before the next example
            examples.append((command, output))
    return examples


EXAMPLES = [example for name in ("README.md", "docs/command-line.md")
            for example in _examples((ROOT / name).read_text(encoding="utf-8"))]


def _run(command: str) -> list[str]:
    """The lines a README command prints, its pipe done here."""
    command, _, pipe = command.partition("|")
    words = shlex.split(command)
    assert " ".join(words[:3]) == COMMAND, "not an elo command: %s" % command
    keep = None
    if pipe:
        head = HEAD.match(pipe.strip())
        assert head, "a pipe the test cannot do: %s" % pipe
        keep = int(head.group(1))
    done = subprocess.run([sys.executable, "-m", "elo", *words[3:]], cwd=ROOT,
                          capture_output=True, text=True, encoding="utf-8", timeout=60,
                          env=dict(os.environ, PYTHONIOENCODING="utf-8"))
    assert done.returncode == 0 and done.stderr == "", done.stderr
    lines = done.stdout.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the final newline
    return lines if keep is None else lines[:keep]


def test_the_readme_has_its_examples() -> None:
    # found, or the test below would pass on a README without any
    commands = [command.split()[3] for command, _ in EXAMPLES]
    assert {"systems", "fide", "dwz", "tournament", "season", "series"} <= set(commands)
    assert all(output for _, output in EXAMPLES)


@pytest.mark.parametrize("command,output", EXAMPLES, ids=[command.split()[3] for command, _
                                                          in EXAMPLES])
def test_a_readme_example_prints_what_the_readme_shows(command: str, output: list[str]) -> None:
    assert _run(command) == output
