"""Playing fairtable from the keyboard: the board's keys and focus ring (``board``, ``ring``, ``words``),
the buttons that show their number key and the keys 1 to 9 (``keycaps``), and the focus ring drawn on
widgets whose style shows none (``focus``)."""
