"""fairtable: a desktop table for four board games."""

from __future__ import annotations

from functools import cache


@cache
def version() -> str:
    """The installed package's version (package metadata), or the source tree's when not installed."""
    from importlib import metadata

    try:
        return metadata.version("fairtable")
    except metadata.PackageNotFoundError:
        return "0.1.0"


def __getattr__(name: str) -> str:
    # importlib.metadata costs a tenth of a second: read it only when the version is asked for.
    if name == "__version__":
        return version()
    raise AttributeError(name)
