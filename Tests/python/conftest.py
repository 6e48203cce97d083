"""Shared fixtures: the built Landmarks binary, a fresh database, and servers it starts."""

from __future__ import annotations

import os
import re
import subprocess
import threading
import time
from pathlib import Path

import pytest

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


class Server:
    """A server process of the Landmarks binary, and the URL it announced on stderr."""

    def __init__(self, arguments: list[str], pattern: str, timeout: float = 60) -> None:
        self.process = subprocess.Popen(
            arguments, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE, text=True)
        self.log: list[str] = []
        found = threading.Event()
        self.url = ""

        def drain() -> None:
            assert self.process.stderr is not None
            for line in self.process.stderr:
                self.log.append(line)
                match = re.search(pattern, line)
                if match and not found.is_set():
                    self.url = match.group(1)
                    found.set()

        threading.Thread(target=drain, daemon=True).start()
        deadline = time.monotonic() + timeout
        while not found.wait(0.1):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("the server did not start:\n" + "".join(self.log))

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture
def start_server(landmarks_bin: str):
    """Starts `Landmarks <arguments>` and waits for the URL it prints; stops it afterwards."""
    servers: list[Server] = []

    def start(arguments: list[str], pattern: str) -> Server:
        server = Server([landmarks_bin, *arguments], pattern)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()
