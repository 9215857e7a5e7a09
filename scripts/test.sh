#!/usr/bin/env bash
# Install fairtable with its test extra into .venv and run the test suite offscreen; arguments go to pytest
# (./scripts/test.sh tests/engine -x); without any, the whole suite runs on every core (pytest-xdist). On
# Debian and Ubuntu it first installs the system packages Python's venv and Qt need, if any is missing
# (scripts/_venv.sh says which, and why); a second run installs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/_venv.sh
ensure_venv test
ensure_window_test_tools
# The whole suite, as CI runs it: one pytest worker a core (each test runs alone in its worker's process).
[ $# -eq 0 ] && set -- -n auto
QT_QPA_PLATFORM=offscreen exec .venv/bin/python -m pytest "$@"
