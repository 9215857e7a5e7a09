"""The frozen executable's entry point: the same as the ``fairtable`` console command."""

import sys

from fairtable.cli import main

if __name__ == "__main__":
    sys.exit(main())
