"""What the end-to-end tests and Scripts/soak share: a Landmarks server process started and
waited for, and PNG files written by hand (no imaging library needed)."""

from __future__ import annotations

import re
import signal
import struct
import subprocess
import threading
import time
import zlib
from pathlib import Path


class Server:
    """A server process of the Landmarks binary, and the URL it announced on stderr.

    Its standard error is kept in `log` and, when `log_file` is given, written there as it
    comes. Raises RuntimeError, with the server's output, when it exits or does not announce
    a URL within `timeout` seconds of its launch.

    The constructor waits for the URL; with `wait=False` it returns as soon as the process is
    launched, and `wait()` waits for it later — so that several servers can be launched first
    and start together."""

    def __init__(self, arguments: list[str], pattern: str, timeout: float = 60,
                 log_file: Path | None = None, wait: bool = True) -> None:
        self.process = subprocess.Popen(
            arguments, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE, text=True)
        self.log: list[str] = []
        found = threading.Event()
        self.url = ""

        def drain() -> None:
            assert self.process.stderr is not None
            out = open(log_file, "w") if log_file else None
            try:
                for line in self.process.stderr:
                    self.log.append(line)
                    if out:
                        out.write(line)
                        out.flush()
                    match = re.search(pattern, line)
                    if match and not found.is_set():
                        self.url = match.group(1)
                        found.set()
            finally:
                if out:
                    out.close()

        threading.Thread(target=drain, daemon=True).start()
        self._found = found
        self._deadline = time.monotonic() + timeout
        if wait:
            self.wait()

    def wait(self) -> str:
        """Waits until the server has announced its URL, and returns it; stops the server and
        raises RuntimeError, with its output, when it exits or the launch's time runs out."""
        while not self._found.wait(0.1):
            if self.process.poll() is not None or time.monotonic() > self._deadline:
                self.stop()
                raise RuntimeError("the server did not start:\n" + "".join(self.log)[-3000:])
        return self.url

    def stop(self, timeout: float = 15) -> str:
        """Stops the server with SIGTERM (killing it after `timeout` seconds); how it ended."""
        if self.process.poll() is not None:
            return f"had exited with status {self.process.returncode}"
        self.process.send_signal(signal.SIGTERM)
        try:
            status = self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return f"did not stop within {timeout:g} s of SIGTERM; killed"
        return "stopped" if status in (0, -signal.SIGTERM) else f"stopped with status {status}"


def png(width: int = 8, height: int = 6, rgb: tuple[int, int, int] = (200, 220, 255),
        band: bool = False) -> bytes:
    """An RGB PNG of one colour — with a lighter band across its middle when `band` is set."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    plain = bytes(rgb) * width
    lighter = bytes(min(255, c + 60) for c in rgb) * width
    rows = b"".join(b"\x00" + (lighter if band and height // 3 <= y < height // 2 else plain)
                    for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 1))
            + chunk(b"IEND", b""))
