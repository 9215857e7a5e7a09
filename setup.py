"""Copies the top-level resources/ into the package when a wheel is built, so an installed fairtable finds
its data and art (see fairtable/resources.py)."""

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


setup(cmdclass={"build_py": BuildWithResources})
