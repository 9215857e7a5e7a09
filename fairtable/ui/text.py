"""Text as it was typed. Qt draws a string that looks like HTML as HTML (labels, tooltips, message
boxes), so a player called ``<b>Bo</b>`` would turn bold and ``<img src=x>`` would load a picture.
Labels that show such text are set to ``Qt.PlainText``; where only a string can be given (tooltips,
``QMessageBox`` texts) it goes through :func:`plain`; where the text is deliberately rich, the names in
it go through ``html.escape``."""

from __future__ import annotations

from PySide6.QtGui import Qt


def plain(text: str) -> str:
    """``text`` as Qt will show it literally: unchanged unless Qt would take it for HTML, in which case
    it is escaped into HTML that reads as the original (line breaks kept)."""
    return Qt.convertFromPlainText(text, Qt.WhiteSpacePre) if Qt.mightBeRichText(text) else text
