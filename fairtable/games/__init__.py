"""One package per title: data, state, actions, rules, scoring, heuristic; view.py is its only Qt module."""
