"""Soaks the Landmarks example: `Landmarks serve` (HTTP) and `Landmarks mcp` (stdio, through the
official Python MCP client) under a bounded mixed load for a while, sampling each server's
resident memory; reports what was served, what failed, and whether memory stayed flat.

Run it through Scripts/soak, which builds the binary and prepares the Python environment."""

from __future__ import annotations

import argparse
import multiprocessing
import random
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from soak_common import PicturePool, Stats  # first: it makes Tests/python importable
from landmarks import Server
from soak_http import HTTPWorker
from soak_mcp import CALL_SECONDS, run_session

MIB = 1024
# Lines of a server's standard error that fail the soak whatever its answers were.
FATAL = re.compile(r"Fatal error|WARNING: \w+Sanitizer|ERROR: \w+Sanitizer")


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the built Landmarks executable")
    parser.add_argument("--minutes", type=float, default=3, help="how long to load (default 3)")
    parser.add_argument("--quick", action="store_true", help="30 seconds, for CI")
    parser.add_argument("--http-workers", type=int, default=8)
    parser.add_argument("--mcp-sessions", type=int, default=2)
    parser.add_argument("--mcp-callers", type=int, default=2,
                        help="calls in flight at once on each MCP session (default 2)")
    parser.add_argument("--sample-seconds", type=float, default=1,
                        help="how often each server's RSS is read (default 1)")
    parser.add_argument("--growth-mib", type=float, default=16,
                        help="growth of each server's median RSS allowed from the first to the "
                        "last quarter of the load after warm-up, in MiB (default 16)")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory")
    options = parser.parse_args()
    options.seconds = 30 if options.quick else options.minutes * 60
    # Warm-up: a fifth of the run, 10 s to 60 s; memory is judged after it.
    options.warmup = min(60.0, max(10.0, options.seconds / 5))
    if options.seed is None:
        options.seed = random.randrange(1 << 30)
    return options


def memory(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM of a process, in KiB (empty once it is gone)."""
    found = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                found[name] = int(value.split()[0])
    except OSError:
        pass
    return found


class Sampler:
    """Samples the servers' RSS every few seconds from the start of the load."""

    def __init__(self, processes: dict[str, int], every: float) -> None:
        self.processes, self.every = processes, every
        self.samples: dict[str, list[tuple[float, int]]] = {name: [] for name in processes}
        self.stopped = threading.Event()
        self.started = 0.0

    def start(self, at: float) -> None:
        self.started = at
        threading.Thread(target=self.loop, daemon=True).start()

    def loop(self) -> None:
        while True:
            now = time.monotonic() - self.started
            for name, pid in self.processes.items():
                rss = memory(pid).get("VmRSS")
                if rss is not None:
                    self.samples[name].append((now, rss))
            if self.stopped.wait(self.every):
                return


def verdict(samples: list[tuple[float, int]], options) -> dict:
    """Whether memory stayed flat: the median RSS over the last quarter of the load after
    warm-up is no more than the median over its first quarter plus --growth-mib.

    Medians, not single samples or maxima: a sample taken while a few requests hold decoded
    images (4 MiB each) is megabytes above one taken between them, and with eight HTTP workers
    that swing is over 20 MiB; a leak moves the whole run of samples, spikes and floor alike.
    A fixed allowance, not a share of the RSS: a leak that began in the warm-up would raise a
    share of itself."""
    loaded = [(t, rss) for t, rss in samples if t >= options.warmup] or samples[-1:]
    span = options.seconds - options.warmup
    first = [rss for t, rss in loaded if t <= options.warmup + span / 4] or [loaded[0][1]]
    last = [rss for t, rss in loaded if t >= options.seconds - span / 4] or [loaded[-1][1]]
    at_warmup = ([rss for t, rss in samples if t <= options.warmup] or [samples[0][1]])[-1]
    baseline, final = statistics.median(first), statistics.median(last)
    allowed = baseline + options.growth_mib * MIB
    slope = 0.0
    if len(loaded) >= 3:
        slope = statistics.linear_regression([t for t, _ in loaded],
                                             [rss for _, rss in loaded]).slope * 60
    return {"at warm-up": at_warmup, "end": samples[-1][1], "first quarter": baseline,
            "last quarter": final, "allowed": allowed, "slope": slope, "flat": final <= allowed}


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] * 1000


def report(stats: Stats, memories: dict[str, dict], peaks: dict[str, int], endings: list[str],
           options, elapsed: float, log_errors: list[str]) -> bool:
    total = sum(t.ok + t.refused + t.failures for t in stats.tallies.values())
    print(f"\n## Soak: {elapsed:.0f} s, {options.http_workers} HTTP workers, "
          f"{options.mcp_sessions} MCP sessions x {options.mcp_callers} callers, "
          f"seed {options.seed}\n")
    print("| surface | request | ok | refused (expected 4xx) | failed | p50 ms | p95 ms | max ms |")
    print("|---|---|--:|--:|--:|--:|--:|--:|")
    for (surface, kind), tally in sorted(stats.tallies.items()):
        print(f"| {surface} | {kind} | {tally.ok} | {tally.refused} | {tally.failures} | "
              f"{percentile(tally.seconds, 0.5):.0f} | {percentile(tally.seconds, 0.95):.0f} | "
              f"{max(tally.seconds) * 1000:.0f} |")
    by_surface = {}
    for (surface, _), tally in stats.tallies.items():
        by_surface[surface] = by_surface.get(surface, 0) + len(tally.seconds)
    rates = ", ".join(f"{surface} {count / elapsed:.1f}/s"
                      for surface, count in sorted(by_surface.items()))
    print(f"\n{total} requests, {total / elapsed:.1f}/s ({rates}); "
          f"{stats.failure_count} unexpected failures.")
    for name, count in sorted(stats.notes.items()):
        print(f"{name}: {count}")
    print(f"\nMemory (MiB; flat when the median RSS over the last quarter of the load after the "
          f"{options.warmup:.0f} s warm-up <= the median over its first quarter + "
          f"{options.growth_mib:g} MiB):\n")
    print("| server | RSS at end of warm-up | median, first quarter | median, last quarter | "
          "allowed | RSS at end | peak (VmHWM) | trend after warm-up | flat |")
    print("|---|--:|--:|--:|--:|--:|--:|--:|---|")
    flat = True
    for name, figures in memories.items():
        flat &= figures["flat"]
        print(f"| {name} | {figures['at warm-up'] / MIB:.1f} | "
              f"{figures['first quarter'] / MIB:.1f} | {figures['last quarter'] / MIB:.1f} | "
              f"{figures['allowed'] / MIB:.1f} | {figures['end'] / MIB:.1f} | "
              f"{peaks.get(name, 0) / MIB:.1f} | {figures['slope'] / MIB:+.1f} MiB/min | "
              f"{'yes' if figures['flat'] else 'NO'} |")
    print()
    for ending in endings:
        print(ending)
    if stats.failures:
        print(f"\nFirst {len(stats.failures)} failures:")
        for failure in stats.failures:
            print("  " + failure)
    if log_errors:
        print(f"\nServer log errors ({len(log_errors)}), the first few:")
        for line in log_errors[:5]:
            print("  " + line[:300])
    clean = all(ending.endswith(": stopped") for ending in endings)
    # A sanitizer's report or a Swift runtime failure in a server's log fails the run even when
    # every answer was right (a server built with --sanitize=thread, say).
    crashed = [line for line in log_errors if FATAL.search(line)]
    passed = stats.failure_count == 0 and flat and clean and not crashed
    print("\nPASS" if passed else "\nFAIL: " + ", ".join(
        reason for reason, bad in [("unexpected failures", stats.failure_count > 0),
                                   ("memory grew", not flat),
                                   ("a server did not stop cleanly", not clean),
                                   ("a server reported a sanitizer warning or a fatal error",
                                    bool(crashed))] if bad))
    return passed


def http_load(server: Server, stats: Stats, options, go,
              deadline) -> list[threading.Thread]:
    """Primes the server (the start of its warm-up, as each MCP session primes its own); then
    the HTTP workers' threads, each waiting for `go`, then loading until `deadline` or until
    the server exits (which fails the soak)."""
    url = server.url
    pictures = PicturePool()
    workers = [HTTPWorker(url, stats, random.Random(options.seed * 1000 + index), pictures)
               for index in range(options.http_workers)]
    if workers:
        workers[0].prime()
        workers[0].close()
    threads = []
    for index, worker in enumerate(workers):

        def run(worker=worker) -> None:
            go.wait()
            worker.run_until(deadline.value, lambda: server.process.poll() is None)
        thread = threading.Thread(target=run, name=f"http-{index}", daemon=True)
        thread.start()
        threads.append(thread)
    return threads


def mcp_sessions(options, directory: Path, database: str, context, go, deadline):
    """Starts a Python process per MCP session; waits until each has its server running;
    returns the processes, the queue their tallies come back on, and the servers' ids."""
    ready, results = context.Queue(), context.Queue()
    processes = []
    for number in range(1, options.mcp_sessions + 1):
        process = context.Process(target=run_session, name=f"mcp-{number}", args=(
            number, options.binary, database, str(directory / f"mcp-{number}.log"),
            options.seed * 1000 + 500 + number, options.mcp_callers, ready, go, deadline,
            results))
        process.start()
        processes.append(process)
    pids = {}
    for _ in processes:
        number, pid = ready.get(timeout=180)
        if not pid:
            go.set()  # lets the others end
            raise SystemExit(f"MCP session {number} did not start; see {directory}")
        pids[f"mcp {number}"] = pid
    return processes, results, dict(sorted(pids.items()))


def main() -> int:
    options = arguments()
    directory = Path(tempfile.mkdtemp(prefix="landmarks-soak-"))
    database = str(directory / "landmarks.sqlite")
    print(f"Soaking {options.binary} for {options.seconds:.0f} s (seed {options.seed}); "
          f"logs in {directory}", flush=True)
    stats = Stats()
    context = multiprocessing.get_context("spawn")
    go, deadline = context.Event(), context.Value("d", 0.0)
    # The HTTP server first: it creates the database the MCP servers then open too.
    try:
        server = Server([options.binary, "serve", "--port", "0", "--database", database],
                        r"on (http://\S+)", timeout=120, log_file=directory / "http.log")
    except RuntimeError as error:
        raise SystemExit(f"the HTTP server: {error}")
    endings: list[str] = []
    peaks: dict[str, int] = {}
    try:
        sessions, results, pids = mcp_sessions(options, directory, database, context, go,
                                               deadline)
        sampler = Sampler({"http serve": server.process.pid, **pids}, options.sample_seconds)
        threads = http_load(server, stats, options, go, deadline)
        started = time.monotonic()
        deadline.value = started + options.seconds
        sampler.start(started)
        go.set()
        for thread in threads:
            thread.join()
        elapsed = time.monotonic() - started
        peaks["http serve"] = memory(server.process.pid).get("VmHWM", 0)
        for _ in sessions:
            outcome = results.get(timeout=CALL_SECONDS + 120)
            stats.merge(outcome)
            peaks[f"mcp {outcome['number']}"] = outcome["peak"]
            endings.append(outcome["ending"])
        for process in sessions:
            process.join(timeout=60)
        sampler.stopped.set()
    finally:
        go.set()
        endings.insert(0, f"http serve (pid {server.process.pid}): {server.stop(timeout=30)}")
    memories = {name: verdict(samples, options)
                for name, samples in sampler.samples.items() if samples}
    with open(directory / "rss.csv", "w") as out:  # every sample, for a closer look
        out.write("server,seconds,rss_kib\n")
        for name, samples in sampler.samples.items():
            out.writelines(f"{name},{t:.1f},{rss}\n" for t, rss in samples)
    log_errors = [line.rstrip() for log in sorted(directory.glob("*.log"))
                  for line in log.read_text(errors="replace").splitlines()
                  if " error " in line or FATAL.search(line)]
    passed = report(stats, memories, peaks, sorted(endings, key=lambda e: not e.startswith("http")),
                    options, elapsed, log_errors)
    if passed and not options.keep:
        shutil.rmtree(directory, ignore_errors=True)
    else:
        print(f"Logs and database kept in {directory}")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
