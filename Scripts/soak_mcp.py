"""The soak's MCP sessions: each a `Landmarks mcp` process over stdio, driven by the official
Python MCP client in a Python process of its own (so that the client's work, validating every
answer against its tool's output schema, does not wait on the HTTP workers), with a few callers
sending random tool calls and resource reads at once."""

from __future__ import annotations

import base64
import json
import os
import random
import time
from contextlib import AsyncExitStack
from pathlib import Path

import anyio
from mcp import ClientSession, MCPError, StdioServerParameters, stdio_client, types

from soak_common import (AMBIGUOUS, LABELS, MISSING_ID, PRIMING_SEARCHES, UTTERANCES, WORDS,
                         Checked, PicturePool, Stats, choose, expect, random_find, random_ids,
                         random_png)

SURFACE = "mcp"
CALL_SECONDS = 120

WEIGHTS = {
    "find": 20, "search": 10, "suggest": 5, "spotlight": 8, "get": 10, "read resource": 8,
    "read content png": 3, "complete": 3, "run with a choice": 6, "run with a confirmation": 3,
    "interpret": 4, "visual search": 4, "add photo": 3, "bad request": 10,
}


def children_running(binary: str) -> set[int]:
    """The processes of `binary` this process started."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            if parent == os.getpid() and os.path.realpath(entry / "exe") == binary:
                found.add(int(entry.name))
        except (OSError, ValueError, IndexError):
            continue
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in {"Z", "X"}


def structured(result: types.CallToolResult) -> dict:
    expect(not result.is_error, "tool error: " + " ".join(
        getattr(block, "text", "") for block in result.content)[:300])
    expect(result.structured_content is not None, "no structured content")
    return result.structured_content


class MCPSession:
    """One `Landmarks mcp` process and the callers sharing its session."""

    def __init__(self, number: int, binary: str, database: str, log: Path, stats: Stats,
                 rng: random.Random, pictures: PicturePool) -> None:
        self.number, self.binary, self.database, self.log = number, binary, database, log
        self.stats, self.rng, self.pictures = stats, rng, pictures
        self.client: ClientSession | None = None
        self.pid = 0
        self.dead = False

    async def open(self, stack: AsyncExitStack) -> None:
        """Starts the server, initializes the session, and finds the server's process id."""
        before = children_running(os.path.realpath(self.binary))
        errlog = stack.enter_context(open(self.log, "w"))
        # The whole environment, as the HTTP server gets it (the SDK passes only a few
        # variables by default): LD_PRELOAD, TSAN_OPTIONS, MALLOC_ARENA_MAX… reach both.
        parameters = StdioServerParameters(
            command=self.binary, args=["mcp", "--database", self.database],
            env=dict(os.environ))
        read, write = await stack.enter_async_context(stdio_client(parameters, errlog=errlog))
        self.client = await stack.enter_async_context(ClientSession(read, write))
        await self.client.initialize()
        started = children_running(os.path.realpath(self.binary)) - before
        if len(started) != 1:
            raise RuntimeError(f"cannot tell which process is MCP session {self.number}: "
                               f"{sorted(started)}")
        self.pid = started.pop()

    async def prime(self) -> None:
        """The start of the warm-up: visual searches of a locator map (PRIMING_SEARCHES)."""
        picture = await self.do_read_content_png("warm-up: locator map")
        if not picture:
            return
        arguments = {"image": {"type": "image", "mimeType": "image/png",
                               "data": base64.b64encode(picture).decode()}, "limit": 5}

        async def action():
            found = await self.tool("visual_search", arguments)
            expect(found["image"]["width"] == 1440, str(found)[:200])
            return Stats.OK, None
        for _ in range(PRIMING_SEARCHES):
            await self.record("warm-up: visual search", action)

    async def run_until(self, deadline: float, callers: int) -> None:
        async with anyio.create_task_group() as group:
            for _ in range(callers):
                group.start_soon(self.caller, deadline)

    async def caller(self, deadline: float) -> None:
        while time.monotonic() < deadline and not self.dead:
            kind = choose(self.rng, WEIGHTS)
            await getattr(self, "do_" + kind.replace(" ", "_"))(kind)

    async def record(self, kind: str, action) -> object:
        """Runs an action returning (outcome, value); records it; the value, or None."""
        started = time.monotonic()
        try:
            with anyio.fail_after(CALL_SECONDS):  # an unanswered call fails, and the soak goes on
                outcome, value = await action()
        except Exception as error:  # a wrong answer, an error, the transport, a timeout
            self.stats.record(SURFACE, kind, Stats.FAILURE, time.monotonic() - started,
                              f"{type(error).__name__}: {error}"[:300])
            # A server that died fails every call at once ("Connection closed"): counted once,
            # and its callers stop.
            if not isinstance(error, Checked) and not self.dead and not alive(self.pid):
                self.dead = True
                self.stats.record(SURFACE, f"session {self.number} server exited",
                                  Stats.FAILURE, 0, f"pid {self.pid} is gone")
            return None
        self.stats.record(SURFACE, kind, outcome, time.monotonic() - started)
        return value

    async def tool(self, name: str, arguments: dict) -> dict:
        assert self.client is not None
        return structured(await self.client.call_tool(name, arguments))

    # MARK: - Requests

    async def do_find(self, kind: str) -> None:
        request = random_find(self.rng)

        async def action():
            found = await self.tool("find_LandmarkEntity", request)
            expect(len(found["entities"]) <= request.get("limit", 10_000), str(request))
            return Stats.OK, None
        await self.record(kind, action)

    async def listing(self, kind: str, tool: str, arguments: dict, member: str) -> None:
        """Calls a tool that answers a list, and records the list under `member`."""
        async def action():
            return Stats.OK, (await self.tool(tool, arguments))[member]
        await self.record(kind, action)

    async def do_search(self, kind: str) -> None:
        arguments = {"query": self.rng.choice(WORDS), "limit": self.rng.randrange(1, 30)}
        await self.listing(kind, "search_LandmarkEntity", arguments, "entities")

    async def do_suggest(self, kind: str) -> None:
        await self.listing(kind, "suggest_LandmarkEntity", {}, "entities")

    async def do_spotlight(self, kind: str) -> None:
        arguments = {"query": self.rng.choice(WORDS), "limit": self.rng.randrange(1, 25)}
        await self.listing(kind, "spotlight_search", arguments, "hits")

    async def do_get(self, kind: str) -> None:
        ids = random_ids(self.rng, self.rng.randrange(1, 6)) + [MISSING_ID]

        async def action():
            got = await self.tool("get_LandmarkEntity", {"ids": ids})
            expect(got["missing"] == [MISSING_ID], f"missing: {got['missing']}")
            return Stats.OK, None
        await self.record(kind, action)

    async def read_landmark(self, identifier: str, query: str = ""):
        """The first content of a landmark's resource; `query` asks for a form (`?as=…`)."""
        assert self.client is not None
        read = await self.client.read_resource(
            f"intents://landmarks/LandmarkEntity/{identifier}{query}")
        return read.contents[0]

    async def do_read_resource(self, kind: str) -> None:
        identifier = random_ids(self.rng, 1)[0]

        async def action():
            entity = json.loads((await self.read_landmark(identifier)).text)
            expect(entity["id"] == identifier, f"asked {identifier}, read {entity['id']}")
            return Stats.OK, None
        await self.record(kind, action)

    async def do_read_content_png(self, kind: str) -> bytes | None:
        identifier = random_ids(self.rng, 1)[0]

        async def action():
            content = await self.read_landmark(identifier, "?as=image/png")
            picture = base64.b64decode(content.blob)
            expect(picture.startswith(b"\x89PNG\r\n\x1a\n"), f"not a PNG: {picture[:16]!r}")
            return Stats.OK, picture
        picture = await self.record(kind, action)
        if picture:
            self.pictures.add(picture, self.rng)
        return picture

    async def do_complete(self, kind: str) -> None:
        prefix = self.rng.choice(["", "m", "matter", "1", "lake"])
        reference = types.ResourceTemplateReference(
            type="ref/resource", uri="intents://landmarks/LandmarkEntity/{id}")

        async def action():
            assert self.client is not None
            done = await self.client.complete(reference, {"name": "id", "value": prefix})
            return Stats.OK, done.completion.values
        await self.record(kind, action)

    async def do_run_with_a_choice(self, kind: str) -> None:
        text = self.rng.choice(AMBIGUOUS)

        async def ask():
            asked = await self.tool("OpenLandmarkIntent", {"landmark": text})
            expect(asked["status"] == "needsInput", f"{text!r} did not ask: {str(asked)[:200]}")
            return Stats.OK, asked["question"]
        question = await self.record(kind + " (ask)", ask)
        if not question:
            return
        option = self.rng.choice(question["options"])

        async def answer():
            done = await self.tool("OpenLandmarkIntent", {"landmark": {"id": option["id"]}})
            expect(done["result"]["dialog"] == f"Opening {option['title']}", str(done)[:200])
            return Stats.OK, None
        await self.record(kind + " (answer)", answer)

    async def do_run_with_a_confirmation(self, kind: str) -> None:
        arguments = {"landmark": {"id": random_ids(self.rng, 1)[0]},
                     "quantity": self.rng.randrange(1, 11)}

        async def ask():
            asked = await self.tool("FindTicketsIntent", arguments)
            expect(asked.get("question", {}).get("kind") == "confirm", str(asked)[:200])
            return Stats.OK, asked["question"]["id"]
        question = await self.record(kind + " (ask)", ask)
        if not question:
            return

        async def confirm():
            done = await self.tool("FindTicketsIntent", {**arguments, "answers": {question: True}})
            expect(done["status"] == "completed", str(done)[:200])
            return Stats.OK, None
        await self.record(kind + " (answer)", confirm)

    async def do_interpret(self, kind: str) -> None:
        utterance = self.rng.choice(UTTERANCES)

        async def action():
            answer = await self.tool("interpret", {"utterance": utterance})
            expect(answer["status"] in {"completed", "needsInput", "noMatch"}, str(answer)[:200])
            return Stats.OK, None
        await self.record(kind, action)

    async def do_visual_search(self, kind: str) -> None:
        picture = (self.pictures.pick(self.rng) if self.rng.random() < 0.5 else None) \
            or random_png(self.rng)
        arguments: dict = {"image": {"type": "image", "mimeType": "image/png",
                                     "data": base64.b64encode(picture).decode()}, "limit": 5}
        if self.rng.random() < 0.3:
            arguments["labels"] = [self.rng.choice(LABELS)]

        async def action():
            return Stats.OK, (await self.tool("visual_search", arguments))["values"]
        await self.record(kind, action)

    async def do_add_photo(self, kind: str) -> None:
        photo = {"type": "image", "mimeType": "image/png",
                 "data": base64.b64encode(random_png(self.rng)).decode()}
        identifier = random_ids(self.rng, 1)[0]

        async def action():
            assert self.client is not None
            added = await self.client.call_tool(
                "AddLandmarkPhotoIntent", {"landmark": {"id": identifier}, "photo": photo})
            text = " ".join(getattr(block, "text", "") for block in added.content)
            expect(not added.is_error and "Added a " in text, text[:300])
            return Stats.OK, None
        await self.record(kind, action)

    async def do_bad_request(self, kind: str) -> None:
        """A call that must be refused: a tool error for bad arguments, a JSON-RPC error for
        what does not exist."""
        assert self.client is not None
        client = self.client
        choice = self.rng.randrange(5)

        async def tool_error(name: str, arguments: dict, code: str):
            result = await client.call_tool(name, arguments)
            expect(result.is_error, f"{name} {arguments} was not refused")
            answer = result.structured_content or {}
            got = answer.get("error", {}).get("code")
            expect(got == code, f"{name} {arguments}: expected {code}, got {got}")
            return Stats.REFUSED, None

        async def protocol_error(call):
            try:
                await call()
            except MCPError:
                return Stats.REFUSED, None
            raise Checked("was not refused")

        if choice == 0:
            await self.record(f"{kind}: limit not a number", lambda: tool_error(
                "find_LandmarkEntity", {"limit": "ten"}, "invalidRequest"))
        elif choice == 1:
            await self.record(f"{kind}: unknown property", lambda: tool_error(
                "find_LandmarkEntity",
                {"filters": [{"property": "population", "comparison": "equalTo", "value": 1}]},
                "unknownProperty"))
        elif choice == 2:
            await self.record(f"{kind}: missing entity", lambda: tool_error(
                "OpenLandmarkIntent", {"landmark": {"id": MISSING_ID}}, "entityNotFound"))
        elif choice == 3:
            await self.record(f"{kind}: unknown tool", lambda: protocol_error(
                lambda: client.call_tool("no_such_tool", {})))
        else:
            await self.record(f"{kind}: missing resource", lambda: protocol_error(
                lambda: client.read_resource(f"intents://landmarks/LandmarkEntity/{MISSING_ID}")))


def run_session(number: int, binary: str, database: str, log: str, seed: int, callers: int,
                ready, go, deadline, results) -> None:
    """A Python process's work (started with multiprocessing's spawn): opens session `number`,
    puts its server's process id on `ready`, waits for `go`, loads until `deadline` (a shared
    monotonic time), and puts its tally on `results`."""
    stats = Stats()
    session = MCPSession(number, binary, database, Path(log), stats, random.Random(seed),
                         PicturePool())

    announced = False

    async def main() -> dict:
        nonlocal announced
        peak = 0
        async with AsyncExitStack() as stack:
            await session.open(stack)
            await session.prime()
            ready.put((number, session.pid))
            announced = True
            await anyio.to_thread.run_sync(go.wait)
            await session.run_until(deadline.value, callers)
            peak = memory_peak(session.pid)
        # Closing the session closed the server's standard input; the client then stops it.
        ending = ("had exited during the load" if session.dead else
                  "stopped" if not alive(session.pid) else "still running after its session")
        return {"peak": peak, "ending": f"mcp {number} (pid {session.pid}): {ending}"}

    try:
        outcome = anyio.run(main)
    except BaseException as error:  # reported, not lost in a child process's traceback
        if not announced:
            ready.put((number, 0))
        outcome = {"peak": 0, "ending": f"mcp {number}: failed: {type(error).__name__}: {error}"}
    results.put({**outcome, "number": number, "tallies": stats.tallies,
                 "failures": stats.failures, "failure_count": stats.failure_count,
                 "notes": stats.notes})


def memory_peak(pid: int) -> int:
    """VmHWM of a process, in KiB; 0 once it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0
