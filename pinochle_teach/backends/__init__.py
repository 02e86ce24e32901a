"""Servers the shared tables (:mod:`pinochle_teach.classroom.tables`) can keep their state
on, for a class whose kernels run on several machines (a JupyterHub): :mod:`.redis_tables`.

Not part of the engine: each needs its client library (an extra of the package), and is
imported only when the setting ``PINOCHLE_TABLES_URL`` names its server
(:func:`pinochle_teach.classroom.table_store.table_store`).
"""
