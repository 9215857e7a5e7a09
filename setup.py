"""Copies the top-level resources/ into the package when a wheel is built, so an installed fairtable finds
its data, art and compiled catalogs (see fairtable/resources.py)."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithResources(build_py):
    def run(self) -> None:
        super().run()
        src = Path(__file__).parent / "resources"
        dst = Path(self.build_lib) / "fairtable" / "_resources"
        if src.is_dir():
            shutil.rmtree(dst, ignore_errors=True)
            shutil.copytree(src, dst)
            compile_catalogs(dst / "i18n")


def compile_catalogs(folder: Path) -> None:
    """Each language's .mo beside its .po (fairtable.i18n reads the .mo when it is there)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for po in folder.glob("*/LC_MESSAGES/fairtable.po"):
        with po.open("rb") as f:
            catalog = read_po(f)
        with po.with_suffix(".mo").open("wb") as f:
            write_mo(f, catalog)


setup(cmdclass={"build_py": BuildWithResources})
