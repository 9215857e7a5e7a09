from fairtable.engine import rng


class Holder:
    def __init__(self, seed):
        self.rng = rng.seed_state(seed)


def test_the_same_seed_gives_the_same_draws():
    a, b = Holder(42), Holder(42)
    assert [rng.randbelow(a, 100) for _ in range(50)] == [rng.randbelow(b, 100) for _ in range(50)]


def test_different_seeds_give_different_draws():
    a, b = Holder(1), Holder(2)
    assert [rng.randbelow(a, 1000) for _ in range(10)] != [rng.randbelow(b, 1000) for _ in range(10)]


def test_dice_are_roughly_fair():
    h = Holder(7)
    counts = [0] * 6
    for _ in range(60000):
        counts[rng.roll(h) - 1] += 1
    assert all(9400 < c < 10600 for c in counts), counts


def test_shuffle_is_a_permutation():
    h = Holder(3)
    items = list(range(60))
    rng.shuffle(h, items)
    assert sorted(items) == list(range(60)) and items != list(range(60))
