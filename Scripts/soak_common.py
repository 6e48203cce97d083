"""What the soak's HTTP and MCP drivers share: the tally of requests, the random requests of
the Landmarks example, and small random PNG pictures (written by the end-to-end tests'
`landmarks.png`, which this module makes importable)."""

from __future__ import annotations

import random
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Tests" / "python"))
from landmarks import png  # noqa: E402

# The example's data (Examples/Landmarks/LandmarksApp/Resources/landmarks.json): identifiers
# 1...234, and values its properties take.
LANDMARK_IDS = range(1, 235)
MISSING_ID = "99999"
CONTINENTS = ["Europe", "Asia", "North America", "Africa", "South America", "Oceania",
              "Antarctica"]
KINDS = ["volcano", "park", "mountain", "rock formation", "temple", "building", "monument",
         "ruins", "lake", "island", "church", "tower", "waterfall", "desert", "glacier"]
WORDS = ["mount", "lake", "falls", "temple", "iguazu", "Iguazú", "matterh", "great", "national",
         "tower", "canyon", "rock", "island", "cathedral", "volcano", "zzzq", "a", "st", "río"]
TAGS = ["unesco", "hindu", "khmer", "relocation", "rock-cut", "glacier", "skiing", "wonder"]
SORTABLE = ["name", "country", "year", "heightMeters", "areaSquareKm"]
# Texts naming several landmarks: OpenLandmarkIntent asks which one is meant.
AMBIGUOUS = ["mount e", "mount", "lake", "falls", "temple", "great"]
UTTERANCES = ["Open the Matterhorn in Landmarks!", "show mount", "show lake",
              "bake a chocolate cake", "open Angkor Wat", "show iguazu"]
LABELS = ["mountain", "volcano", "lake", "snow", "temple", "waterfall", "desert", "tower"]
# Visual searches of a landmark's locator map (a 6 KB PNG of 1440x720 pixels: 4 MiB decoded) at
# the start of the warm-up, so that the allocator has grown to hold large decoded images (glibc
# raises its threshold for mapping them to the size of those freed, and keeps them in its
# arenas after) before the memory is judged.
PRIMING_SEARCHES = 20


@dataclass
class Tally:
    """One kind of request: how many were answered as expected, how many were bad requests
    refused as they should be, how many failed, and how long each took."""

    ok: int = 0
    refused: int = 0
    failures: int = 0
    seconds: list[float] = field(default_factory=list)


class Stats:
    """Every request's outcome, by surface and kind; safe to record from any thread."""

    OK, REFUSED, FAILURE = "ok", "refused", "failure"

    def __init__(self, keep_failures: int = 25) -> None:
        self._lock = threading.Lock()
        self.tallies: dict[tuple[str, str], Tally] = {}
        self.failures: list[str] = []
        self.failure_count = 0
        self.keep_failures = keep_failures
        self.notes: dict[str, int] = {}

    def record(self, surface: str, kind: str, outcome: str, seconds: float,
               detail: str = "") -> None:
        with self._lock:
            tally = self.tallies.setdefault((surface, kind), Tally())
            tally.seconds.append(seconds)
            if outcome == self.OK:
                tally.ok += 1
            elif outcome == self.REFUSED:
                tally.refused += 1
            else:
                tally.failures += 1
                self.failure_count += 1
                if len(self.failures) < self.keep_failures:
                    self.failures.append(f"{surface} {kind}: {detail}")

    def merge(self, other: dict) -> None:
        """Adds the tallies another process recorded (`tallies`, `failures`, `failure_count`,
        `notes`, as `Stats` keeps them)."""
        with self._lock:
            for key, tally in other["tallies"].items():
                mine = self.tallies.setdefault(key, Tally())
                mine.ok += tally.ok
                mine.refused += tally.refused
                mine.failures += tally.failures
                mine.seconds += tally.seconds
            self.failure_count += other["failure_count"]
            room = self.keep_failures - len(self.failures)
            self.failures += other["failures"][:max(0, room)]
            for name, count in other["notes"].items():
                self.notes[name] = self.notes.get(name, 0) + count

    def note(self, name: str) -> None:
        """Counts something worth reporting that is not a request (a reconnection)."""
        with self._lock:
            self.notes[name] = self.notes.get(name, 0) + 1


class Checked(Exception):
    """A request answered other than it should have been."""


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise Checked(message)


def timed(stats: Stats, surface: str, kind: str, outcome_of) -> object:
    """Runs `outcome_of()`, which returns (outcome, value) or raises; records it; returns the
    value (None on failure)."""
    started = time.monotonic()
    try:
        outcome, value = outcome_of()
    except Checked as error:
        stats.record(surface, kind, Stats.FAILURE, time.monotonic() - started, str(error)[:300])
        return None
    except Exception as error:  # a transport failure, or a body that is not JSON
        stats.record(surface, kind, Stats.FAILURE, time.monotonic() - started,
                     f"{type(error).__name__}: {error}"[:300])
        return None
    stats.record(surface, kind, outcome, time.monotonic() - started)
    return value


def random_filter(rng: random.Random) -> dict:
    """A valid filter of LandmarkEntity's Find."""
    choice = rng.randrange(9)
    if choice == 0:
        return {"property": "continent", "comparison": "equalTo", "value": rng.choice(CONTINENTS)}
    if choice == 1:
        comparison = rng.choice(["equalTo", "notEqualTo"])
        return {"property": "kind", "comparison": comparison, "value": rng.choice(KINDS)}
    if choice == 2:
        comparison = rng.choice(["greaterThan", "lessThan", "greaterThanOrEqualTo"])
        return {"property": "heightMeters", "comparison": comparison,
                "value": rng.randrange(0, 8000)}
    if choice == 3:
        low = rng.randrange(-3000, 2000)
        return {"property": "year", "comparison": "isBetween",
                "values": [low, low + rng.randrange(0, 1500)]}
    if choice == 4:
        comparison = rng.choice(["hasPrefix", "contains"])
        return {"property": "name", "comparison": comparison,
                "value": rng.choice(["M", "mount", "la", "é", "great", "the", "x"])}
    if choice == 5:
        return {"property": "isFeatured", "comparison": "equalTo", "value": rng.random() < 0.5}
    if choice == 6:
        return {"property": "tags", "comparison": "contains", "value": rng.choice(TAGS)}
    if choice == 7:
        return {"property": "description", "comparison": "contains",
                "value": rng.choice(["ancient", "river", "highest", "built", "sacred"])}
    return {"property": "areaSquareKm", "comparison": rng.choice(["greaterThan", "lessThan"]),
            "value": rng.choice([1, 10.5, 100, 5000])}


def random_find(rng: random.Random) -> dict:
    """A valid Find request: some filters, a mode, sort keys, a limit and an offset."""
    request: dict = {}
    if rng.random() < 0.8:
        request["filters"] = [random_filter(rng) for _ in range(rng.randrange(1, 4))]
        if rng.random() < 0.3:
            request["mode"] = rng.choice(["and", "or"])
    if rng.random() < 0.7:
        request["sort"] = [{"property": p, "order": rng.choice(["ascending", "descending"])}
                           for p in rng.sample(SORTABLE, rng.randrange(1, 3))]
    if rng.random() < 0.7:
        request["limit"] = rng.randrange(1, 60)
    if rng.random() < 0.2:
        request["offset"] = rng.randrange(0, 40)
    return request


def random_ids(rng: random.Random, count: int) -> list[str]:
    return [str(rng.choice(LANDMARK_IDS)) for _ in range(count)]


def random_png(rng: random.Random) -> bytes:
    return png(rng.randrange(4, 200), rng.randrange(4, 200),
               (rng.randrange(256), rng.randrange(256), rng.randrange(256)), band=True)


class PicturePool:
    """Pictures the servers made (landmarks' locator maps), kept to upload back: bounded."""

    def __init__(self, size: int = 16) -> None:
        self._lock = threading.Lock()
        self._items: list[bytes] = []
        self._size = size

    def add(self, picture: bytes, rng: random.Random) -> None:
        with self._lock:
            if len(self._items) < self._size:
                self._items.append(picture)
            else:
                self._items[rng.randrange(self._size)] = picture

    def pick(self, rng: random.Random) -> bytes | None:
        with self._lock:
            return rng.choice(self._items) if self._items else None


def choose(rng: random.Random, weights: dict[str, int]) -> str:
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]
