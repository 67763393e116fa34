"""Dates as tournament files write them: YYYY/MM/DD, YYYY.MM.DD, YYYY-MM-DD, DD.MM.YYYY,
"28. 07. 2005", DD/MM/YYYY, YY/MM/DD (TRF's round dates), "Jun 26, 2020", or a year
alone. Read into YYYY-MM-DD (or "" where a text is no date); a birth date into its year.
"""

__all__ = ["iso_date", "birth_year", "round_dates", "day_number"]

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
           "dec")


def _numbers(text: str) -> tuple[list[str], str]:
    """The runs of digits in a text, and the letters (a month's name)."""
    numbers, letters, current, word = [], "", "", ""
    for char in text:
        if "0" <= char <= "9":
            current += char
        else:
            if current:
                numbers.append(current)
                current = ""
            if char.isalpha():
                word += char.lower()
            elif word:
                letters, word = letters or word, ""
    if current:
        numbers.append(current)
    return numbers, letters or word


def _valid(year: int, month: int, day: int) -> bool:
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    days = (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    return 1900 <= year <= 2200 and 1 <= month <= 12 and 1 <= day <= days[month - 1]


def iso_date(text: object) -> str:
    """A file's date as YYYY-MM-DD, or "" where it holds none that can be read."""
    numbers, word = _numbers(str(text))
    if word[:3] in _MONTHS and len(numbers) == 2:  # "Jun 26, 2020"
        year, month, day = int(numbers[1]), _MONTHS.index(word[:3]) + 1, int(numbers[0])
    elif len(numbers) != 3:
        return ""
    elif len(numbers[0]) == 4:  # year first
        year, month, day = int(numbers[0]), int(numbers[1]), int(numbers[2])
    elif len(numbers[2]) == 4:  # day first, as in Europe
        year, month, day = int(numbers[2]), int(numbers[1]), int(numbers[0])
    else:  # YY/MM/DD, as TRF's round dates
        year, month, day = 2000 + int(numbers[0]), int(numbers[1]), int(numbers[2])
    if not _valid(year, month, day):
        return ""
    return "%04d-%02d-%02d" % (year, month, day)


def birth_year(text: object) -> int | None:
    """The year of a birth date (or of a year alone); None where there is none."""
    text = str(text).strip()
    if len(text) >= 4 and text[:4].isdigit() and (len(text) == 4 or not text[4].isdigit()):
        year = int(text[:4])  # the usual YYYY/MM/DD, YYYY.MM.DD or a year alone
        return year if 1900 <= year <= 2200 else None
    numbers, _ = _numbers(text)
    if len(numbers) == 1 and len(numbers[0]) == 4:
        year = int(numbers[0])
    elif len(numbers) == 1 and len(numbers[0]) == 8:  # YYYYMMDD (SwissChess)
        year = int(numbers[0][:4])
    else:
        found = iso_date(text)
        year = int(found[:4]) if found else 0
    return year if 1900 <= year <= 2200 else None


def round_dates(line: str) -> list[str]:
    """The round dates of a TRF's 132 line, YYYY-MM-DD by round ("" where a round has
    none): YY/MM/DD from column 92, every 10 columns (docs/rules/trf.md). A line that does
    not keep to the columns is read by its words."""
    cells = [line[at:at + 10].strip() for at in range(91, len(line), 10)]
    while cells and not cells[-1]:
        cells.pop()
    found = [iso_date(cell) if cell else "" for cell in cells]
    if cells and len([date for date in found if date]) == len([cell for cell in cells if cell]):
        return found
    return [iso_date(word) for word in line[3:].split()]


def day_number(date: str) -> int:
    """The days from 1 March of year 0 to a date YYYY-MM-DD: the difference of two is the
    days between them (a year counted from March puts the leap day last)."""
    year, month, day = int(date[:4]), int(date[5:7]), int(date[8:10])
    if month < 3:
        year, month = year - 1, month + 12
    return 365 * year + year // 4 - year // 100 + year // 400 + (153 * (month - 3) + 2) // 5 \
        + day
