#!/usr/bin/env bash
# Install fairtable into .venv and start the game; arguments go to fairtable (./scripts/play.sh saved.json).
# On Debian and Ubuntu it first installs the system packages Python's venv and Qt need, if any is missing
# (scripts/_venv.sh says which, and why); a second run installs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/_venv.sh
ensure_venv ""
exec .venv/bin/fairtable "$@"
