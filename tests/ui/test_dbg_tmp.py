from fairtable.engine.record import Record
def test_x(qtbot):
    from fairtable.ui.main_window import MainWindow
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.set_text_size("Largest")
    window.set_bot_speed("instant")
    from pathlib import Path
    window.open_record(Path("/tmp/festival2.json"))
    window.controller.paused = True
    qtbot.wait(300)
    p = window.actions_panel
    b = p.prompt_box
    print("bar", b.verticalScrollBar().value(), b.verticalScrollBar().maximum(), "box", b.geometry(), "label", p.hint.geometry(), "need", p.hint.need(), "min", p.hint.minimumHeight(), "align", p.hint.alignment())
