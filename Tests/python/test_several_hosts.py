"""Several `Landmarks serve` processes on one database answer as one: what one host is told,
every host knows — references, questions, on-screen contexts, donations, events, the Spotlight
index, MCP 2026-07-28 questions. Every test runs on one SQLite file (hosts on one machine) and
on one PostgreSQL database (hosts anywhere; skipped when OPENINTENTS_POSTGRES_URL is unset), each
test in a schema of its own."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import time
import urllib.parse
import uuid

import pytest
from mcp import MCPError, types
from mcp.client import Client

from test_http import call
from test_mcp_stateless import KEY, VERSION, structured

POSTGRES_URL = os.environ.get("OPENINTENTS_POSTGRES_URL", "")


def postgres_schema_url(schema: str) -> str:
    """The test server's URL with the tables in `schema` (created by the first host)."""
    separator = "&" if "?" in POSTGRES_URL else "?"
    return f"{POSTGRES_URL}{separator}schema={schema}"


def drop_schema(schema: str) -> None:
    """Drops a test's schema with psql when there is one (Scripts/postgres stop removes the
    whole server anyway)."""
    psql = shutil.which("psql") or next(
        (f"/usr/lib/postgresql/{v}/bin/psql" for v in range(20, 12, -1)
         if os.path.exists(f"/usr/lib/postgresql/{v}/bin/psql")), None)
    if psql:
        subprocess.run([psql, POSTGRES_URL, "-qc", f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'],
                       capture_output=True, timeout=30)


@pytest.fixture(params=["SQLite", "PostgreSQL"])
def shared_database(request, database):
    """What every host is given as --database: the test's SQLite file, or a PostgreSQL URL on
    a schema of the test's own."""
    if request.param == "SQLite":
        yield database
        return
    if not POSTGRES_URL:
        pytest.skip("OPENINTENTS_POSTGRES_URL is not set: run `eval \"$(Scripts/postgres start)\"`")
    schema = "landmarks_e2e_" + uuid.uuid4().hex
    yield postgres_schema_url(schema)
    drop_schema(schema)


class Hosts(list):
    """The base URLs of the hosts, with their server processes."""

    def __init__(self, servers) -> None:
        super().__init__(server.url for server in servers)
        self.servers = servers


def start_together(start_server, arguments: list[str], pattern: str, count: int = 3):
    """Launches `count` servers before waiting for any, so that they start together — on a
    new database, each one's migrations and the bundled landmarks race the others' — then
    waits for each to announce its URL."""
    servers = [start_server(arguments, pattern, wait=False) for _ in range(count)]
    for server in servers:
        server.wait()
    return servers


@pytest.fixture
def hosts(start_server, shared_database):
    """Three `serve` processes on one new database, started together; their base URLs."""
    return Hosts(start_together(
        start_server, ["serve", "--port", "0", "--database", shared_database], r"on (http://\S+)"))


def test_a_reference_saved_on_one_host_is_read_on_another(hosts):
    a, b, c = hosts
    assert call(f"{b}/references/summit", "PUT", {"type": "LandmarkEntity", "id": "113"})[0] == 200
    status, entity = call(f"{c}/references/summit")
    assert status == 200 and entity["title"] == "Matterhorn"


def test_a_question_asked_by_one_host_is_answered_through_another(hosts):
    """No host keeps a question: a run that needs an answer ends with it, and the client runs
    again, with the same parameters and the answers, through any host — where the run starts
    over on the shared state. So the question B asks shows what A wrote, the run C finishes
    with B's question answered builds on it, A reads what C did, and sending the answers again
    runs the intent again (there is no pending question to spend)."""
    a, b, c = hosts
    status, done = call(f"{a}/intents/AddToCollectionIntent/run", "POST", {
        "parameters": {"landmark": {"id": "113"}, "collection": {"id": "bucket-list"}}})
    assert status == 200 and done["result"]["dialog"] == "Added Matterhorn to Bucket List.", done

    mont_blanc = {"landmark": {"id": "116"}}
    status, asked = call(f"{b}/intents/AddToCollectionIntent/run", "POST",
                         {"parameters": mont_blanc})
    assert status == 200 and asked["status"] == "needsInput", asked
    question = asked["question"]
    assert question["id"] == "value:collection"
    subtitles = {option["id"]: option["subtitle"] for option in question["options"]}
    assert subtitles["bucket-list"] == "1 landmarks"  # what A wrote

    answers = {question["id"]: {"option": "bucket-list"}}
    status, done = call(f"{c}/intents/AddToCollectionIntent/run", "POST",
                        {"parameters": mont_blanc, "answers": answers})
    assert status == 200 and done["status"] == "completed", done
    assert done["result"]["dialog"] == "Added Mont Blanc to Bucket List."
    assert done["result"]["value"]["subtitle"] == "2 landmarks"  # A's landmark and C's
    status, collection = call(f"{a}/entities/CollectionEntity/bucket-list")
    assert status == 200 and collection["properties"]["landmarkCount"] == 2

    status, again = call(f"{b}/intents/AddToCollectionIntent/run", "POST",
                         {"parameters": mont_blanc, "answers": answers})
    assert status == 200 and again["result"]["dialog"] == "Mont Blanc is already in Bucket List."

    # A choice among entities that text names: the answer is the option chosen on A.
    status, asked = call(f"{a}/intents/OpenLandmarkIntent/run", "POST", {"parameters": {"landmark": "mount e"}})
    assert status == 200 and asked["status"] == "needsInput"
    options = {o["title"]: o["id"] for o in asked["question"]["options"]}
    status, done = call(f"{b}/intents/OpenLandmarkIntent/run", "POST", {
        "parameters": {"landmark": "mount e"},
        "answers": {asked["question"]["id"]: {"option": options["Mount Everest"]}}})
    assert status == 200 and done["result"]["dialog"] == "Opening Mount Everest"


def test_this_means_what_the_client_showed_through_another_host(hosts):
    a, b, c = hosts
    client = {"Intents-Client": "walker-7"}
    status, shown = call(f"{a}/context", "PUT", {"type": "LandmarkEntity", "id": "113"}, headers=client)
    assert status == 200 and [e["id"] for e in shown["onScreen"]] == ["113"]
    status, context = call(f"{c}/context", headers=client)
    assert status == 200 and [e["id"] for e in context["onScreen"]] == ["113"]
    status, done = call(f"{b}/intents/OpenLandmarkIntent/run", "POST",
                        {"parameters": {"landmark": "this"}}, headers=client)
    assert status == 200 and done["status"] == "completed"
    assert done["result"]["dialog"] == f"Opening {shown['onScreen'][0]['title']}"
    assert call(f"{b}/context", "DELETE", headers=client)[0] == 204
    assert call(f"{a}/context", headers=client)[1]["onScreen"] == []


def test_a_donation_and_its_event_are_seen_on_every_host(hosts):
    a, b, c = hosts
    before = [call(f"{url}/events")[1]["lastSequence"] for url in hosts]
    assert len(set(before)) == 1
    status, asked = call(f"{a}/intents/FindTicketsIntent/run", "POST",
                         {"parameters": {"landmark": {"id": "113"}, "quantity": 3}})
    assert status == 200 and asked["status"] == "needsInput"
    status, done = call(f"{a}/intents/FindTicketsIntent/run", "POST", {
        "parameters": {"landmark": {"id": "113"}, "quantity": 3},
        "answers": {asked["question"]["id"]: {"confirm": True}}})
    assert status == 200 and done["status"] == "completed", done
    for url in (b, c):
        status, listed = call(f"{url}/donations?intent=FindTicketsIntent")
        assert status == 200 and len(listed["donations"]) == 1
        assert listed["donations"][0]["parameters"]["quantity"] == 3
    seen = []
    for url in hosts:
        status, events = call(f"{url}/events?after={before[0]}")
        assert status == 200
        seen.append([(e["sequence"], e["kind"]) for e in events["events"]])
    assert seen[0] == seen[1] == seen[2] and ("donation" in [kind for _, kind in seen[0]])


def test_killing_a_host_during_writes_loses_no_acknowledged_write(hosts):
    """Writers spread over the three hosts save references while one host is killed with
    SIGKILL: every write a host acknowledged is read back through the survivors."""
    import threading

    acknowledged: list[str] = []
    lock = threading.Lock()
    stop = threading.Event()

    def writer(index: int) -> None:
        count = 0
        while not stop.is_set():
            url = hosts[(index + count) % 3]
            name = f"w{index}-{count}"
            count += 1
            try:
                status, _ = call(f"{url}/references/{name}", "PUT",
                                 {"type": "LandmarkEntity", "id": "113"})
            except OSError:
                continue  # the killed host: not acknowledged
            if status == 200:
                with lock:
                    acknowledged.append(name)

    threads = [threading.Thread(target=writer, args=(index,)) for index in range(4)]
    for thread in threads:
        thread.start()
    time.sleep(1.5)
    victim = hosts.servers[0]
    victim.process.kill()
    victim.process.wait()
    time.sleep(1.5)
    stop.set()
    for thread in threads:
        thread.join()
    assert len(acknowledged) > 20
    status, listed = call(f"{hosts[1]}/references")
    assert status == 200
    names = {reference["name"] for reference in listed["references"]}
    lost = [name for name in acknowledged if name not in names]
    assert lost == []
    print(f"{len(acknowledged)} acknowledged writes over three hosts, one killed: none lost")


def test_an_entity_indexed_through_one_host_is_found_by_spotlight_through_another(hosts):
    """Adding a landmark to a collection through A indexes the collection again, with its new
    description ("1 landmarks"); C's Spotlight finds it by that description, which only the
    index entry A wrote holds (hits are resolved live, so the index itself is what is read)."""
    a, b, c = hosts

    def collections_described_with_one(url: str) -> list[str]:
        query = urllib.parse.urlencode({"q": "1 ", "types": "CollectionEntity"})
        status, found = call(f"{url}/spotlight?{query}")
        assert status == 200, found
        return [hit["entity"]["id"] for hit in found["hits"]]

    assert collections_described_with_one(c) == []
    status, done = call(f"{a}/intents/AddToCollectionIntent/run", "POST", {
        "parameters": {"landmark": {"id": "113"}, "collection": {"id": "bucket-list"}}})
    assert status == 200 and done["status"] == "completed", done
    assert collections_described_with_one(c) == ["bucket-list"]
    assert collections_described_with_one(b) == ["bucket-list"]


def test_every_host_starting_together_sees_the_landmarks_once(hosts):
    """The three hosts were launched before any announced itself (`start_together`), on a new
    database: one created the tables and inserted the bundled landmarks, the others waited for
    it and found them — each host sees the 234 landmarks once."""
    counts, totals = [], []
    for url in hosts:
        status, found = call(f"{url}/entities/LandmarkEntity/find", "POST", {
            "filters": [{"property": "name", "comparison": "contains", "value": "Matterhorn"}]})
        assert status == 200, found
        counts.append(len(found["entities"]))
        status, every = call(f"{url}/entities/LandmarkEntity/find", "POST", {"limit": 1000})
        assert status == 200, every
        totals.append((every["total"], len({entity["id"] for entity in every["entities"]})))
    assert counts == [1, 1, 1]
    assert totals == [(234, 234)] * 3


@pytest.fixture
def mcp_hosts(start_server, shared_database):
    """Three `mcp --http` processes on one new database, started together, sharing
    LANDMARKS_MCP_STATE_KEY (read by each process as it is launched)."""
    os.environ["LANDMARKS_MCP_STATE_KEY"] = KEY
    try:
        servers = start_together(
            start_server, ["mcp", "--http", "--port", "0", "--database", shared_database],
            r"on (http://\S+/mcp)")
    finally:
        del os.environ["LANDMARKS_MCP_STATE_KEY"]
    return [server.url for server in servers]


@pytest.mark.anyio
async def test_an_mcp_conversation_spread_round_robin_over_three_hosts(mcp_hosts):
    """Each request of one MCP 2026-07-28 conversation goes to the next host, as a balancer
    without affinity sends them: the question asked by one is answered by the next, and the
    spent state is refused by the third."""
    async def not_here(context, params):
        raise AssertionError("questions come back as input requests, answered on the next host")

    async with contextlib.AsyncExitStack() as stack:
        clients = [await stack.enter_async_context(Client(url, elicitation_callback=not_here))
                   for url in mcp_hosts]
        turn = 0

        def next_client() -> Client:
            nonlocal turn
            turn += 1
            return clients[(turn - 1) % 3]

        first = next_client()
        assert first.protocol_version == VERSION
        asked = await first.session.call_tool(
            "OpenLandmarkIntent", {"landmark": "mount e"}, allow_input_required=True)
        assert isinstance(asked, types.InputRequiredResult)
        (question, request), = asked.input_requests.items()
        options = request.params.requested_schema["properties"]["option"]["oneOf"]
        everest = next(o["const"] for o in options if o["title"].startswith("Mount Everest"))
        responses = {question: types.ElicitResult(action="accept", content={"option": everest})}
        done = await next_client().session.call_tool(
            "OpenLandmarkIntent", {"landmark": "mount e"}, input_responses=responses,
            request_state=asked.request_state, allow_input_required=True)
        assert isinstance(done, types.CallToolResult)
        assert structured(done)["result"]["dialog"] == "Opening Mount Everest"
        with pytest.raises(MCPError) as replayed:
            await next_client().session.call_tool(
                "OpenLandmarkIntent", {"landmark": "mount e"}, input_responses=responses,
                request_state=asked.request_state, allow_input_required=True)
        assert replayed.value.error.data["problem"] == "replayed"

        # A confirmation, asked and confirmed on two more hosts; recorded once, seen by all.
        asking = next_client()
        asked = await asking.session.call_tool(
            "FindTicketsIntent", {"landmark": {"id": "113"}, "quantity": 2},
            allow_input_required=True)
        assert isinstance(asked, types.InputRequiredResult)
        (question, _), = asked.input_requests.items()
        confirmed = {question: types.ElicitResult(action="accept", content={"confirm": True})}
        done = await next_client().session.call_tool(
            "FindTicketsIntent", {"landmark": {"id": "113"}, "quantity": 2},
            input_responses=confirmed, request_state=asked.request_state,
            allow_input_required=True)
        assert isinstance(done, types.CallToolResult), done
        assert "2 tickets" in structured(done)["result"]["dialog"]
