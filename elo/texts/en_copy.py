"""The English words of the text to copy: in the image of their part of the page
(elo.web.shell.registry)."""

TEXT = {
    "copy-text-copied": "Copied.",
    "copy-text-select": "The text is selected: copy it with Ctrl+C (Cmd+C).",
    "copy-text-none": "No result to copy yet: correct the marked fields first.",
    "copy-games": "{count} games:",
    "copy-games-one": "{count} game:",
    "copy-games-sum": "{games} against an average of {average}, {points}",
    "count-points": "{count} points",
    "count-points-one": "{count} point",
}
