"""``fairtable bench --ui`` measures the board of the title asked for (every title without ``--game``)."""

from __future__ import annotations

from fairtable.ui.bench import bench_ui


def test_the_table_bench_measures_each_board_it_is_asked_for(qapp):
    figures = bench_ui(["marche", "festival"], seeds=1, moves=6, startup_runs=1)
    assert set(figures["boards"]) == {"marche", "festival"}
    assert figures["startup_ms"] > 0
    for board in figures["boards"].values():
        assert board["players"] == 4
        assert board["board_build_ms"] > 0
        assert 0 < board["relayout_ms"] <= board["relayout_p95_ms"]
        assert 0 <= board["new_zones_share"] <= 1
        assert board["text_px_min"] > 0 and board["labels_elided"] >= 0  # measured at 1280x720 (test_readability)


def test_the_long_record_bench_opens_a_legal_game_of_the_length_asked_for():
    from fairtable.ui.bench import bench_long_record

    figures = bench_long_record(400, tries=2)
    assert figures["moves"] >= 400 and figures["bytes"] > 400 * 20
    assert figures["open_s"] > 0 and figures["peak_mb"] >= figures["window_mb"] > 0
    assert 0 < figures["move_ms"] <= figures["move_max_ms"]
    assert 0 < figures["log_rows"]
