"""The exhibit hall as a graph: crowd costs and the cheapest walk to every space (rulebook 4.C.1, Moves).

A walk to a distant space is one action along the cheapest path, so the rules need the cost of every
space from the meeple's space under the round's crowd. The crowd changes once a round and there are few
configurations, so the distances are computed once per (crowd, start) and cached for the process.
"""

from __future__ import annotations

import heapq

from fairtable.games.essen.data import data

# Where a crowd token can be (the ints kept in ``EssenState.crowd``).
CROWD_PARKING = -1  # setup: both tokens start on the parking, where they cost nothing
CROWD_OUT = -2  # family variant without crowd
CROWD_SPACE = 100  # 100 + space index: the token stands on that one space (courtyard, an entrance)

CROWD_COST = 2  # entering a space that holds a crowd (rulebook: "costs 2 action points")
STEP_COST = 1

_enter_cache: dict[tuple[int, ...], tuple[int, ...]] = {}
_dist_cache: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], tuple[tuple[int, int], ...]]] = {}


def enter_costs(crowd: tuple[int, ...]) -> tuple[int, ...]:
    """The AP it costs to enter each space under this crowd: 2 on a crowded space, else 1."""
    costs = _enter_cache.get(crowd)
    if costs is None:
        d = data()
        zones = {c for c in crowd if 0 <= c < CROWD_SPACE}
        spaces = {c - CROWD_SPACE for c in crowd if c >= CROWD_SPACE}
        costs = tuple(
            CROWD_COST if (d.space_zone[i] in zones or i in spaces) else STEP_COST for i in range(len(d.spaces))
        )
        _enter_cache[crowd] = costs
    return costs


def distances(crowd: tuple[int, ...], start: int) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """(cost of the cheapest walk from ``start`` to every space, [(cost, space)] sorted by cost without
    ``start``). Dijkstra over the adjacency of hall.json, entering costs from :func:`enter_costs`."""
    key = (crowd, start)
    hit = _dist_cache.get(key)
    if hit is not None:
        return hit
    d = data()
    enter = enter_costs(crowd)
    n = len(d.spaces)
    dist = [1 << 30] * n
    dist[start] = 0
    heap = [(0, start)]
    while heap:
        cost, u = heapq.heappop(heap)
        if cost > dist[u]:
            continue
        for v in d.adjacency[u]:
            c = cost + enter[v]
            if c < dist[v]:
                dist[v] = c
                heapq.heappush(heap, (c, v))
    ordered = tuple(sorted((c, v) for v, c in enumerate(dist) if v != start))
    hit = (tuple(dist), ordered)
    _dist_cache[key] = hit
    return hit


def cheapest_path(crowd: tuple[int, ...], start: int, goal: int) -> list[int]:
    """One cheapest path from ``start`` to ``goal`` (spaces after ``start``), for describing a walk."""
    d = data()
    enter = enter_costs(crowd)
    dist = distances(crowd, start)[0]
    path = [goal]
    here = goal
    while here != start:
        here = next(u for u in d.adjacency[here] if dist[u] + enter[here] == dist[here])
        path.append(here)
    path.reverse()
    return path[1:]
