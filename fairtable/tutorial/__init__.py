"""The guided first games ("Learn to play"): a title's tutorial is data (``resources/games/<id>/tutorial.json``
and its texts per language), played at the table against scripted opponents. No Qt here: the table's side is
``fairtable.ui.tutorial``."""
