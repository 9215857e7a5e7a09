"""fairtable: a desktop table for four board games."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("fairtable")
except _metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.1.0"
