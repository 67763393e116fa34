"""The words of "What do I need?", in English: the sentence and the table (elo.present.need)."""

TEXT = {
    "need-keep": "With {points} out of {games} against an average of {average} you keep {target}: new {rating} ({change}).",
    "need-reach": "With {points} out of {games} against an average of {average} you reach {target}: new {rating} ({change}).",
    "need-none": "{target} cannot be reached: even {games} out of {games} against an average of {average} gives {rating} ({change}).",
    "need-average-so-far": "The average is that of your rated opponents so far; type the coming opponents' if you know it.",
    "need-col-points": "Points",
    "need-col-new-rating": "New rating",
    "need-of": "{points} out of {games}",
    "need-caption": "Every result in {games} more games against an average of {average}",
    # the messages about input that only this part reads (elo.messages)
    "error-need_average_missing": "Please type the coming opponents' average: no game so far has a rated opponent.",
    "error-need_average_columns": "Write the average as {columns}, a value per column of the games.",
    "error-need_first": "A first rating has no rating to keep: the page works out what you need for an existing rating.",
}
