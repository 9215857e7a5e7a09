"""Text as it was typed. Qt draws a string that looks like HTML as HTML (labels, tooltips, message
boxes), so a player called ``<b>Bo</b>`` would turn bold and ``<img src=x>`` would load a picture.
Labels that show such text are set to ``Qt.PlainText``; where only a string can be given (tooltips,
``QMessageBox`` texts) it goes through :func:`plain`; where the text is deliberately rich, the names in
it go through ``html.escape``."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, Qt, QTextLayout, QTextOption


def plain(text: str) -> str:
    """``text`` as Qt will show it literally: unchanged unless Qt would take it for HTML, in which case
    it is escaped into HTML that reads as the original (line breaks kept)."""
    return Qt.convertFromPlainText(text, Qt.WhiteSpacePre) if Qt.mightBeRichText(text) else text


def wrapped_layout(text: str, font: QFont, width: float) -> QTextLayout:
    """``text`` laid out as Qt draws it wrapped at ``width`` pixels (at word boundaries, else anywhere), with
    the fallback fonts of the glyphs ``font`` lacks (Japanese names), whose lines are taller."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    y = 0.0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1, width))
        line.setPosition(QPointF(0, y))
        y += line.height()
    layout.endLayout()
    return layout


def tabs_in_language(tabs) -> None:  # type: ignore[no-untyped-def]
    """A QTabWidget whose tab bar's scroll buttons (Qt's own, named in English) speak the language spoken, and
    whose long tab names are shortened rather than scrolled."""
    from PySide6.QtWidgets import QToolButton

    from fairtable.i18n import _

    bar = tabs.tabBar()
    bar.setElideMode(Qt.ElideRight)
    tabs.setUsesScrollButtons(False)
    # TRANSLATORS: the arrow buttons of a row of tabs too long for its window
    words = {"ScrollLeftButton": _("Scroll the tabs left"), "ScrollRightButton": _("Scroll the tabs right")}
    for button in bar.findChildren(QToolButton):
        if button.objectName() in words:
            button.setAccessibleName(words[button.objectName()])
