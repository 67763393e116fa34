# The files under a folder of a mounted ROMFS image (or any folder), for the drivers here.


def files(folder, prefix=""):
    """(path below `folder`, as prefix + "a/b.mpy"; full path) of every file, depth first."""
    import os

    for entry in os.ilistdir(folder):
        name, kind = entry[0], entry[1]
        if kind == 0x4000:  # a folder
            yield from files(folder + "/" + name, prefix + name + "/")
        else:
            yield prefix + name, folder + "/" + name
