"""The headless core: the game contract, actions, layout model, PRNG, records and matches. No Qt here.

Import from the modules themselves (``fairtable.engine.game`` ...): this package imports nothing on its
own, so that light modules such as ``fairtable.engine.layout`` do not pull in pydantic.
"""
