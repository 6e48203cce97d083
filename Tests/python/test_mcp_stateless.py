"""MCP 2026-07-28 over HTTP, through the official Python client: discovery instead of a
handshake, no sessions, questions as input requests answered through elicitation with a
signed, single-use requestState — on the host that asked or on another host sharing the
database and the key — and the routing headers' errors."""

from __future__ import annotations

import json
import os
import subprocess

import httpx2
import pytest
from mcp import MCPError, types
from mcp.client import Client

pytestmark = pytest.mark.anyio

KEY = "0123456789abcdef" * 4
VERSION = "2026-07-28"


@pytest.fixture
def serve(database, start_server):
    """Starts `Landmarks mcp --http` on the test's database with the shared state key."""

    def start(key: str | None = KEY, token: str | None = None, previous: list[str] = (),
              parameter_headers: list[str] = ()):
        arguments = ["mcp", "--http", "--port", "0", "--database", database]
        for designation in parameter_headers:
            arguments += ["--mcp-param-header", designation]
        if key:
            arguments += ["--mcp-state-key", key]
        for old in previous:
            arguments += ["--mcp-previous-state-key", old]
        if token:
            arguments += ["--token", token]
        return start_server(arguments, r"on (http://\S+/mcp)").url

    return start


def structured(result: types.CallToolResult) -> dict:
    assert result.structured_content is not None
    return result.structured_content


def choose(title: str, asked: list | None = None):
    """An elicitation callback choosing the option whose title starts with `title`."""

    async def answer(context, params: types.ElicitRequestParams):
        if asked is not None:
            asked.append(params)
        options = params.requested_schema["properties"]["option"]["oneOf"]
        chosen = next(option["const"] for option in options if option["title"].startswith(title))
        return types.ElicitResult(action="accept", content={"option": chosen})

    return answer


async def confirm(context, params: types.ElicitRequestParams):
    assert params.requested_schema["properties"]["confirm"]["type"] == "boolean"
    return types.ElicitResult(action="accept", content={"confirm": True})


def envelope() -> dict:
    return {"io.modelcontextprotocol/protocolVersion": VERSION,
            "io.modelcontextprotocol/clientCapabilities": {"elicitation": {"form": {}}}}


def post(url: str, method: str, params: dict | None = None, headers: dict | None = None,
         request_id: int = 1) -> httpx2.Response:
    """A raw request of the revision, with the headers a client of it sends unless replaced."""
    sent = {"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": VERSION,
            "Mcp-Method": method}
    if method == "tools/call" and params and "name" in params:
        sent["Mcp-Name"] = params["name"]
    sent.update(headers or {})
    body = {"jsonrpc": "2.0", "id": request_id, "method": method,
            "params": {**(params or {}), "_meta": {**(params or {}).get("_meta", {}), **envelope()}}}
    return httpx2.post(url, json=body, headers=sent, timeout=30)


async def test_the_client_discovers_the_revision_and_keeps_no_session(serve):
    url = serve()
    async with Client(url) as client:
        assert client.protocol_version == VERSION
        tools = {tool.name for tool in (await client.list_tools()).tools}
        assert {"find_LandmarkEntity", "OpenLandmarkIntent"} <= tools
        found = structured(await client.call_tool("get_LandmarkEntity", {"id": "100"}))
        assert found["entities"][0]["title"] == "Eiffel Tower"


async def test_a_choice_is_asked_through_elicitation_and_the_run_goes_on(serve):
    asked: list = []
    async with Client(serve(), elicitation_callback=choose("Mount Everest", asked)) as client:
        done = structured(await client.call_tool("OpenLandmarkIntent", {"landmark": "mount e"}))
        assert done["status"] == "completed"
        assert done["result"]["dialog"] == "Opening Mount Everest"
    assert len(asked) == 1
    titles = [option["title"] for option in asked[0].requested_schema["properties"]["option"]["oneOf"]]
    assert sorted(title.split(" (")[0] for title in titles) == [
        "Mount Elbrus", "Mount Erebus", "Mount Etna", "Mount Everest"]


async def test_a_confirmation_is_asked_through_elicitation(serve):
    async with Client(serve(), elicitation_callback=confirm) as client:
        done = structured(await client.call_tool(
            "FindTicketsIntent", {"landmark": {"id": "100"}, "quantity": 3}))
        assert done["result"]["dialog"].startswith("Searching for 3 tickets to Eiffel Tower")


async def test_a_client_of_2025_11_25_is_served_as_before(serve):
    async with Client(serve(), mode="legacy") as client:
        assert client.protocol_version == "2025-11-25"
        asked = structured(await client.call_tool("OpenLandmarkIntent", {"landmark": "mount e"}))
        assert asked["status"] == "needsInput"


def test_lists_say_how_long_they_may_be_cached(serve):
    url = serve()
    tools = post(url, "tools/list").json()["result"]
    assert tools["resultType"] == "complete"
    assert tools["ttlMs"] == 60000 and tools["cacheScope"] == "public"
    discovered = post(url, "server/discover").json()["result"]
    assert discovered["supportedVersions"] == [VERSION]
    assert discovered["ttlMs"] == 60000


def test_routing_headers_that_disagree_with_the_body_are_refused(serve):
    url = serve()
    mismatch = post(url, "tools/list", headers={"Mcp-Method": "tools/call"})
    assert mismatch.status_code == 400
    assert mismatch.json()["error"]["code"] == -32020
    wrong_name = post(url, "tools/call", {"name": "get_LandmarkEntity", "arguments": {"id": "100"}},
                      headers={"Mcp-Name": "find_LandmarkEntity"})
    assert wrong_name.json()["error"]["code"] == -32020
    unsupported = httpx2.post(url, timeout=30, headers={
        "Accept": "application/json", "MCP-Protocol-Version": "2099-01-01",
        "Mcp-Method": "tools/list"}, json={
        "jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": {
            "io.modelcontextprotocol/protocolVersion": "2099-01-01",
            "io.modelcontextprotocol/clientCapabilities": {}}}})
    assert unsupported.status_code == 400
    assert unsupported.json()["error"]["code"] == -32022
    assert unsupported.json()["error"]["data"]["supported"] == [VERSION]


async def test_a_question_asked_on_one_host_is_answered_on_another_once(serve):
    """Two `mcp --http` processes on one SQLite database with one key: the state a question
    gave through the first is answered through the second, and refused when replayed there."""
    first, second = serve(), serve()
    async with Client(first, elicitation_callback=choose("Mount Everest")) as asking, \
            Client(second, elicitation_callback=choose("Mount Everest")) as answering:
        asked = await asking.session.call_tool(
            "OpenLandmarkIntent", {"landmark": "mount e"}, allow_input_required=True)
        assert isinstance(asked, types.InputRequiredResult)
        assert asked.request_state
        (question, request), = asked.input_requests.items()
        options = request.params.requested_schema["properties"]["option"]["oneOf"]
        everest = next(o["const"] for o in options if o["title"].startswith("Mount Everest"))
        responses = {question: types.ElicitResult(action="accept", content={"option": everest})}

        done = await answering.session.call_tool(
            "OpenLandmarkIntent", {"landmark": "mount e"}, input_responses=responses,
            request_state=asked.request_state, allow_input_required=True)
        assert isinstance(done, types.CallToolResult)
        assert structured(done)["result"]["dialog"] == "Opening Mount Everest"

        for client in (answering, asking):
            with pytest.raises(MCPError) as replayed:
                await client.session.call_tool(
                    "OpenLandmarkIntent", {"landmark": "mount e"}, input_responses=responses,
                    request_state=asked.request_state, allow_input_required=True)
            assert replayed.value.code == -32602
            assert replayed.value.error.data["problem"] == "replayed"


async def test_hosts_with_other_keys_refuse_each_others_state(serve):
    first, second = serve(), serve(key="another key of at least thirty-two bytes")
    async with Client(first, elicitation_callback=choose("Mount")) as asking, \
            Client(second, elicitation_callback=choose("Mount")) as answering:
        asked = await asking.session.call_tool(
            "OpenLandmarkIntent", {"landmark": "mount e"}, allow_input_required=True)
        (question, _), = asked.input_requests.items()
        with pytest.raises(MCPError) as refused:
            await answering.session.call_tool(
                "OpenLandmarkIntent", {"landmark": "mount e"},
                input_responses={question: types.ElicitResult(action="accept", content={"option": "1"})},
                request_state=asked.request_state, allow_input_required=True)
        assert refused.value.error.data["problem"] == "unauthentic"


async def test_a_changed_state_is_refused(serve):
    async with Client(serve(), elicitation_callback=choose("Mount")) as client:
        asked = await client.session.call_tool(
            "OpenLandmarkIntent", {"landmark": "mount e"}, allow_input_required=True)
        (question, _), = asked.input_requests.items()
        header, key_id, payload, signature = asked.request_state.split(".")
        flipped = payload[:-2] + ("A" if payload[-2] != "A" else "B") + payload[-1]
        with pytest.raises(MCPError) as refused:
            await client.session.call_tool(
                "OpenLandmarkIntent", {"landmark": "mount e"},
                input_responses={question: types.ElicitResult(action="accept", content={"option": "1"})},
                request_state=".".join([header, key_id, flipped, signature]),
                allow_input_required=True)
        assert refused.value.error.data["problem"] == "unauthentic"


def test_the_bearer_token_guards_the_revision_too(serve):
    url = serve(token="s3cret")
    assert post(url, "server/discover").status_code == 401
    allowed = post(url, "server/discover", headers={"Authorization": "Bearer s3cret"})
    assert allowed.status_code == 200
    assert allowed.json()["result"]["cacheScope"] == "private"
    assert json.loads(allowed.text)["jsonrpc"] == "2.0"


NEW_KEY = "fedcba9876543210" * 4


async def _ask(client: Client) -> tuple[types.InputRequiredResult, dict]:
    """Asks the ambiguous question; the result and the response choosing Mount Everest."""
    asked = await client.session.call_tool(
        "OpenLandmarkIntent", {"landmark": "mount e"}, allow_input_required=True)
    assert isinstance(asked, types.InputRequiredResult)
    (question, request), = asked.input_requests.items()
    options = request.params.requested_schema["properties"]["option"]["oneOf"]
    everest = next(o["const"] for o in options if o["title"].startswith("Mount Everest"))
    return asked, {question: types.ElicitResult(action="accept", content={"option": everest})}


async def test_a_state_signed_before_a_key_rotation_is_answered_once_after_it(serve):
    """A host rotated to a new key, with the old one as --mcp-previous-state-key, answers the
    question a host of the old key asked — once — and signs new questions with the new key."""
    before, after = serve(), serve(key=NEW_KEY, previous=[KEY])
    async with Client(before, elicitation_callback=choose("Mount")) as asking, \
            Client(after, elicitation_callback=choose("Mount")) as answering:
        asked, responses = await _ask(asking)
        done = await answering.session.call_tool(
            "OpenLandmarkIntent", {"landmark": "mount e"}, input_responses=responses,
            request_state=asked.request_state, allow_input_required=True)
        assert structured(done)["result"]["dialog"] == "Opening Mount Everest"
        with pytest.raises(MCPError) as replayed:
            await answering.session.call_tool(
                "OpenLandmarkIntent", {"landmark": "mount e"}, input_responses=responses,
                request_state=asked.request_state, allow_input_required=True)
        assert replayed.value.error.data["problem"] == "replayed"

        again, responses = await _ask(answering)
        with pytest.raises(MCPError) as refused:
            await asking.session.call_tool(
                "OpenLandmarkIntent", {"landmark": "mount e"}, input_responses=responses,
                request_state=again.request_state, allow_input_required=True)
        assert refused.value.error.data["problem"] == "unauthentic"


async def test_a_state_of_a_dropped_key_is_refused_as_a_forged_one(serve):
    before, dropped = serve(), serve(key=NEW_KEY)
    async with Client(before, elicitation_callback=choose("Mount")) as asking, \
            Client(dropped, elicitation_callback=choose("Mount")) as answering:
        asked, responses = await _ask(asking)
        with pytest.raises(MCPError) as refused:
            await answering.session.call_tool(
                "OpenLandmarkIntent", {"landmark": "mount e"}, input_responses=responses,
                request_state=asked.request_state, allow_input_required=True)
        header, key_id, payload, signature = asked.request_state.split(".")
        with pytest.raises(MCPError) as forged:
            await asking.session.call_tool(
                "OpenLandmarkIntent", {"landmark": "mount e"}, input_responses=responses,
                request_state=".".join([header, key_id, payload, "A" + signature[1:]
                                        if signature[0] != "A" else "B" + signature[1:]]),
                allow_input_required=True)
        assert refused.value.code == forged.value.code == -32602
        assert refused.value.error.message == forged.value.error.message
        assert refused.value.error.data == forged.value.error.data


def test_previous_keys_without_a_current_one_are_refused(landmarks_bin, database):
    environment = {name: value for name, value in os.environ.items()
                   if not name.startswith("LANDMARKS_MCP_")}
    ran = subprocess.run(
        [landmarks_bin, "mcp", "--http", "--port", "0", "--database", database,
         "--mcp-previous-state-key", KEY], capture_output=True, text=True, timeout=60,
        env=environment)
    assert ran.returncode != 0
    assert "--mcp-state-key" in ran.stderr


TICKETS = {"landmark": {"id": "100"}, "quantity": 3}


async def test_the_client_repeats_a_marked_argument_in_its_header(serve):
    """The official client reads `x-mcp-header` from tools/list and sends Mcp-Param-Seats with
    every call of the tool; the server checks it against the body and runs the call."""
    url = serve(parameter_headers=["FindTicketsIntent.quantity=Seats"])
    async with Client(url, elicitation_callback=confirm) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        quantity = tools["FindTicketsIntent"].input_schema["properties"]["quantity"]
        assert quantity["x-mcp-header"] == "Seats"
        done = structured(await client.call_tool("FindTicketsIntent", TICKETS))
        assert done["result"]["dialog"].startswith("Searching for 3 tickets to Eiffel Tower")


def test_a_parameter_header_that_disagrees_with_the_body_is_refused(serve):
    url = serve(parameter_headers=["FindTicketsIntent.quantity=Seats"])
    call = {"name": "FindTicketsIntent", "arguments": TICKETS}
    agreeing = post(url, "tools/call", call, headers={"mcp-param-seats": "3"})
    assert agreeing.status_code == 200 and "result" in agreeing.json()
    for headers, words in [({"Mcp-Param-Seats": "4"}, "says ‘4’"),
                           ({}, "without the Mcp-Param-Seats header"),
                           ({"Mcp-Param-Seats": "=?base64?Mw?="}, "not valid =?base64?")]:
        refused = post(url, "tools/call", call, headers=headers)
        assert refused.status_code == 400, headers
        assert refused.json()["error"]["code"] == -32020
        assert words in refused.json()["error"]["message"]
    encoded = post(url, "tools/call", call, headers={"Mcp-Param-Seats": "=?base64?Mw==?="})
    assert encoded.status_code == 200


def test_a_parameter_header_no_tool_can_carry_stops_the_server(landmarks_bin, database):
    ran = subprocess.run(
        [landmarks_bin, "mcp", "--http", "--port", "0", "--database", database,
         "--mcp-param-header", "FindTicketsIntent.landmark=Landmark"],
        capture_output=True, text=True, timeout=60)
    assert ran.returncode != 0
    assert "only a text, integer or Boolean argument" in ran.stderr


async def test_a_call_asking_for_progress_is_answered_by_the_official_client(serve):
    """A client that asks for progress accepts an event stream; Landmarks' intents report none,
    so the server answers with JSON, which the client reads as it reads a stream."""
    reported: list = []

    async def progress(done, total, message):
        reported.append(done)

    async with Client(serve(), elicitation_callback=confirm) as client:
        done = structured(await client.call_tool(
            "FindTicketsIntent", TICKETS, progress_callback=progress))
        assert done["result"]["dialog"].startswith("Searching for 3 tickets to Eiffel Tower")
    assert reported == []


def test_a_run_asking_for_progress_without_reporting_any_is_json(serve):
    url = serve()
    answer = post(url, "tools/call", {"name": "FindTicketsIntent", "arguments": TICKETS,
                                      "_meta": {"progressToken": "p"}})
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "application/json"
