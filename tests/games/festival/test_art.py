"""The festival board's art is plain SVG text, fitted with a measure the view hands in (no Qt needed)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from fairtable.games.festival.art import FLOOR, FestivalArt
from fairtable.games.festival.data import tables
from fairtable.games.festival.geometry import field_box


def by_characters(text: str, size: float, bold: bool = False) -> float:
    return len(text) * size * (0.62 if bold else 0.55)


ART = FestivalArt(by_characters)


def test_a_long_name_wraps_onto_two_lines_within_the_width():
    lines, size = ART.fit_lines("Summer Breeze Festival", 70, 10, True, 2)
    assert len(lines) == 2
    assert all(by_characters(line, size, True) <= 70 for line in lines)


def test_a_name_too_long_for_its_lines_shrinks_until_it_fits():
    lines, size = ART.fit_lines("Tomorrowland", 50, 10, True, 1, smallest=6)
    assert lines == ["Tomorrowland"]
    assert size < 10
    assert by_characters("Tomorrowland", size, True) <= 50


def test_a_name_never_shrinks_below_the_floor_it_is_cut_there_instead():
    lines, size = ART.fit_lines("Tomorrowland", 50, 12, True, 1)
    assert size == FLOOR and lines[0].endswith("\u2026")
    assert by_characters(lines[0], size, True) <= 50


def test_a_long_german_word_breaks_at_its_soft_hyphen_with_a_hyphen_shown():
    lines, _size = ART.fit_lines("Festivalgebühr", 66, 11, True, 2)
    assert lines == ["Festival-", "gebühr"]
    assert ART.fit_lines("Festivalgebühr", 200, 11, True, 2)[0] == ["Festivalgebühr"]


def test_every_printed_field_is_well_formed_svg_of_its_size():
    for f in range(40):
        root = ET.fromstring(ART.field_svg(f))
        _x, _y, w, h = field_box(f)
        assert (float(root.get("width")), float(root.get("height"))) == (round(w), round(h)), f


def test_every_deed_names_its_field():
    t = tables()
    for f in t.properties:
        words = "".join(ET.fromstring(ART.bank_deed(f, False, 84, 46)).itertext())
        assert t.name[f].split()[0] in words, f


def sanitaetszelt():
    t = tables()
    return next(c for deck in t.deck_cards for c in deck if c.text.startswith("Sanitätszelt:"))


def test_a_drawn_card_keeps_its_german_title_and_says_what_it_does_in_the_players_language():
    from fairtable import i18n
    from fairtable.games.festival.words import card_face

    try:
        i18n.set_language("en")
        assert card_face(sanitaetszelt()) == ("Sanitätszelt", "Pay 2,000 Tacken.")
        i18n.set_language("de")
        assert card_face(sanitaetszelt()) == ("Sanitätszelt", "Zahle 2.000 Tacken.")
        i18n.set_language("ja")
        title, said = card_face(sanitaetszelt())
        assert title == "Sanitätszelt" and "Zahle" not in said and "2,000" in said
    finally:
        i18n.set_language(i18n.SOURCE)


def test_a_drawn_cards_face_has_no_text_under_the_floor():
    face = ART.card_face("takethat", "Sanitätszelt", "Pay 2,000 Tacken.", 100, 124)
    texts = list(ET.fromstring(face).iter("{http://www.w3.org/2000/svg}text"))
    assert min(float(node.get("font-size")) for node in texts) >= FLOOR
    assert " ".join(node.text for node in texts).endswith("Sanitätszelt Pay 2,000 Tacken.")


def test_every_festival_field_shows_its_colour_groups_shape_on_its_band():
    """Owning a whole colour group lets a player build: each group has a shape of its own on its fields'
    band, so the group is told by more than its colour."""
    import re

    from fairtable.games.festival.art import GROUP_SHAPES

    t = tables()
    festivals = [f for f in range(40) if t.kind[f] == "festival"]
    groups = {t.group[f] for f in festivals}
    assert groups <= set(GROUP_SHAPES) and len({GROUP_SHAPES[g] for g in groups}) == len(groups)
    for f in festivals:
        assert re.findall(r'class="shape-group-([a-z]+)"', ART.field_svg(f)) == [t.group[f]], f
    assert not any("shape-group" in ART.field_svg(f) for f in range(40) if t.kind[f] != "festival")
