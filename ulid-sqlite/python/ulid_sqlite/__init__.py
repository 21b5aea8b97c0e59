"""The ULID family's SQLite extension for Python's ``sqlite3`` module.

``load(conn)`` adds the family's SQL functions to a connection:
``gen_ulid()``, ``ulid_to_text(id)``, ``ulid_from_text(text)``,
``ulid_time(id)``, ``ulid_time_ms(id)``, ``ulid_min_at(ms)``,
``ulid_max_at(ms)``, ``ulid_to_typeid(id, prefix)`` and
``ulid_from_typeid(text, prefix)``, the same as in the ``sqlite3`` shell
and in a Rust program::

    import sqlite3
    import ulid_sqlite

    conn = sqlite3.connect("app.db")
    ulid_sqlite.load(conn)
    conn.execute("CREATE TABLE IF NOT EXISTS events (id BLOB PRIMARY KEY DEFAULT (gen_ulid()))")

``loadable_path()`` is the library's path without its suffix, for any
other client (``.load`` in the shell, ``conn.load_extension(path)``).
"""

import os
import sqlite3

__all__ = ["load", "loadable_path"]


def loadable_path() -> str:
    """The path of the extension's library, without its ``.so`` suffix,
    as SQLite's loaders take it."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "libulid_sqlite")


def load(conn: sqlite3.Connection) -> None:
    """Loads the extension into ``conn``; extension loading is switched
    off again afterwards, as it was.

    Raises ``sqlite3.NotSupportedError`` where this Python's ``sqlite3``
    was built without extension loading."""
    if not hasattr(conn, "enable_load_extension"):
        raise sqlite3.NotSupportedError(
            "this Python's sqlite3 module cannot load extensions: it was built "
            "without them (pyenv builds so unless PYTHON_CONFIGURE_OPTS has "
            "--enable-loadable-sqlite-extensions). Use a Python whose sqlite3 "
            "can (Debian's and Ubuntu's python3, the python.org installers, "
            "conda's), or load " + loadable_path() + " from another client"
        )
    conn.enable_load_extension(True)
    try:
        conn.load_extension(loadable_path())
    finally:
        conn.enable_load_extension(False)
