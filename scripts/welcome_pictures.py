"""Draw the welcome page's pictures of the boards into resources/welcome/ (run it when a board's look changes):

    PYTHONPATH=. QT_QPA_PLATFORM=offscreen python scripts/welcome_pictures.py [game id ...]
"""

import sys

from fairtable.ui.app import make_app


def main() -> None:
    app = make_app()
    from fairtable.ui.pictures import write_pictures

    for path in write_pictures(sys.argv[1:] or None):
        print(path)
    del app


if __name__ == "__main__":
    main()
