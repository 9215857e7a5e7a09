#!/usr/bin/env bash
# Install fairtable with its test extra into .venv and run the whole test suite offscreen.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test]"
QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest "$@"
