"""Shared fixtures: the built Landmarks binary, a fresh database, and servers it starts."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from landmarks import Server

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def landmarks_bin() -> str:
    """The example's binary: $LANDMARKS_BIN, else .build/debug/Landmarks."""
    path = Path(os.environ.get("LANDMARKS_BIN", ROOT / ".build" / "debug" / "Landmarks"))
    if not path.is_file() or not os.access(path, os.X_OK):
        pytest.fail(f"{path} is not built: run `swift build` first (Scripts/test does)")
    return str(path)


@pytest.fixture
def database(tmp_path: Path) -> str:
    """A database file of its own for each test, created by the app on first use."""
    return str(tmp_path / "landmarks.sqlite")


@pytest.fixture(scope="session")
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def start_server(landmarks_bin: str):
    """Starts `Landmarks <arguments>` and waits for the URL it prints — or, with `wait=False`,
    only launches it, for the test to call `wait()` (servers that start together); stops it
    afterwards."""
    servers: list[Server] = []

    def start(arguments: list[str], pattern: str, wait: bool = True) -> Server:
        server = Server([landmarks_bin, *arguments], pattern, wait=wait)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()
