# The files under a folder of a mounted ROMFS image (or any folder), for the drivers here.


from micropython_extras import TYPE_CHECKING, ilistdir

if TYPE_CHECKING:
    from collections.abc import Iterator


def files(folder: str, prefix: str = "") -> "Iterator[tuple[str, str]]":
    """(path below `folder`, as prefix + "a/b.mpy"; full path) of every file, depth first."""
    for entry in ilistdir(folder):
        name, kind = entry[0], entry[1]
        if kind == 0x4000:  # a folder
            yield from files(folder + "/" + name, prefix + name + "/")
        else:
            yield prefix + name, folder + "/" + name
