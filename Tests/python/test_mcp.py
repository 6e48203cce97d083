"""The Landmarks MCP server, driven end to end by the official Python MCP client (`mcp`),
over stdio and over Streamable HTTP."""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from contextlib import asynccontextmanager

import httpx2
import pytest
from mcp import ClientSession, MCPError, StdioServerParameters, stdio_client, types
from mcp.client.streamable_http import streamable_http_client

from landmarks import png

pytestmark = pytest.mark.anyio

TRANSPORTS = ["stdio", "http"]


@pytest.fixture
def connect(landmarks_bin, database, start_server):
    """Opens an initialized client session to a fresh server over the given transport."""

    @asynccontextmanager
    async def session(transport: str, token: str | None = None, headers: dict | None = None):
        if transport == "stdio":
            parameters = StdioServerParameters(command=landmarks_bin, args=["mcp", "--database", database])
            async with stdio_client(parameters) as (read, write):
                async with ClientSession(read, write) as client:
                    await client.initialize()
                    yield client
            return
        arguments = ["mcp", "--http", "--port", "0", "--database", database]
        if token:
            arguments += ["--token", token]
        server = start_server(arguments, r"on (http://\S+/mcp)")
        async with httpx2.AsyncClient(headers=headers or {}, timeout=30) as http:
            async with streamable_http_client(server.url, http_client=http) as (read, write):
                async with ClientSession(read, write) as client:
                    await client.initialize()
                    yield client

    return session


def structured(result: types.CallToolResult) -> dict:
    """The structured content of a tool result, checked against its JSON text twin."""
    assert result.structured_content is not None
    twins = [block.text for block in result.content if block.text.lstrip().startswith("{")]
    assert twins and json.loads(twins[-1]) == result.structured_content
    return result.structured_content


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_tools_have_schemas_from_properties_and_parameters(connect, transport):
    async with connect(transport) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert {"get_LandmarkEntity", "search_LandmarkEntity", "find_LandmarkEntity",
                "suggest_LandmarkEntity", "find_CollectionEntity", "OpenLandmarkIntent",
                "AddToCollectionIntent", "FindTicketsIntent", "NavigateIntent"} <= tools.keys()
        find = tools["find_LandmarkEntity"].input_schema
        assert set(find["properties"]) >= {"filters", "sort", "limit", "mode"}
        sortable = find["properties"]["sort"]["items"]["properties"]["property"]["enum"]
        assert {"name", "heightMeters", "year"} <= set(sortable)
        filters = json.dumps(find["properties"]["filters"])
        assert '"heightMeters"' in filters and '"isBetween"' in filters
        intent = tools["FindTicketsIntent"].input_schema
        assert intent["required"] == ["landmark"]
        assert intent["properties"]["quantity"]["type"] == "integer"
        navigate = tools["NavigateIntent"].input_schema
        assert navigate["properties"]["section"]["enum"] == ["landmarks", "map", "collections"]


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_resource_templates_completion_and_reading(connect, transport):
    async with connect(transport) as client:
        templates = [t.uri_template for t in (await client.list_resource_templates()).resource_templates]
        assert "intents://landmarks/LandmarkEntity/{id}" in templates
        assert "https://landmarks.example/landmarks/{id}" in templates
        reference = types.ResourceTemplateReference(type="ref/resource", uri="intents://landmarks/LandmarkEntity/{id}")
        suggested = await client.complete(reference, {"name": "id", "value": ""})
        assert len(suggested.completion.values) == 25
        matter = await client.complete(reference, {"name": "id", "value": "matter"})
        assert "113" in matter.completion.values

        read = await client.read_resource("intents://landmarks/LandmarkEntity/113")
        entity = json.loads(read.contents[0].text)
        assert entity["title"] == "Matterhorn"
        assert entity["properties"]["heightMeters"] == 4478
        by_url = await client.read_resource("https://landmarks.example/landmarks/64")
        assert json.loads(by_url.contents[0].text)["title"] == "Mount Everest"
        with pytest.raises(MCPError):
            await client.read_resource("intents://landmarks/LandmarkEntity/99999")


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_get_search_and_find(connect, transport):
    async with connect(transport) as client:
        got = structured(await client.call_tool("get_LandmarkEntity", {"ids": ["113", "99999"]}))
        assert [e["title"] for e in got["entities"]] == ["Matterhorn"]
        assert got["missing"] == ["99999"]

        found = structured(await client.call_tool("search_LandmarkEntity", {"query": "iguazu"}))
        assert [e["title"] for e in found["entities"]] == ["Iguazú Falls"]

        high = structured(await client.call_tool("find_LandmarkEntity", {
            "filters": [
                {"property": "continent", "comparison": "equalTo", "value": "Europe"},
                {"property": "heightMeters", "comparison": "greaterThan", "value": 3000},
            ],
            "sort": [{"property": "heightMeters", "order": "descending"}],
        }))
        assert [e["title"] for e in high["entities"]] == ["Mount Elbrus", "Mont Blanc", "Matterhorn", "Jungfrau"]

        collections = structured(await client.call_tool("find_CollectionEntity", {
            "filters": [{"property": "landmarkCount", "comparison": "greaterThan", "value": 0}]}))
        assert [e["title"] for e in collections["entities"]] == ["Favorites"]


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_an_ambiguous_parameter_returns_choices_then_runs_with_an_id(connect, transport):
    async with connect(transport) as client:
        asked = await client.call_tool("OpenLandmarkIntent", {"landmark": "mount e"})
        assert not asked.is_error
        question = structured(asked)
        assert question["status"] == "needsInput"
        options = {o["title"]: o["id"] for o in question["question"]["options"]}
        assert set(options) == {"Mount Elbrus", "Mount Erebus", "Mount Etna", "Mount Everest"}
        advice = " ".join(block.text for block in asked.content)
        assert '"landmark": {"id": "<option id>"}' in advice  # tells the agent how to call again

        done = structured(await client.call_tool("OpenLandmarkIntent", {"landmark": {"id": options["Mount Everest"]}}))
        assert done["status"] == "completed"
        assert done["result"]["dialog"] == "Opening Mount Everest"


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_a_confirmation_is_a_question_answered_on_the_next_call(connect, transport):
    async with connect(transport) as client:
        asked = structured(await client.call_tool("FindTicketsIntent", {"landmark": {"id": "100"}, "quantity": 3}))
        assert asked["question"]["kind"] == "confirm"
        question_id = asked["question"]["id"]
        done = structured(await client.call_tool(
            "FindTicketsIntent", {"landmark": {"id": "100"}, "quantity": 3, "answers": {question_id: True}}))
        assert done["result"]["dialog"].startswith("Searching for 3 tickets to Eiffel Tower")


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_bad_arguments_are_clear_tool_errors(connect, transport):
    async with connect(transport) as client:
        wrong_type = await client.call_tool("find_LandmarkEntity", {"limit": "ten"})
        assert wrong_type.is_error
        assert "limit" in wrong_type.content[0].text

        unknown_property = await client.call_tool("find_LandmarkEntity", {
            "filters": [{"property": "population", "comparison": "equalTo", "value": 1}]})
        assert unknown_property.is_error

        unknown_id = await client.call_tool("OpenLandmarkIntent", {"landmark": {"id": "99999"}})
        assert unknown_id.is_error
        assert "99999" in unknown_id.content[0].text

        too_many = await client.call_tool("FindTicketsIntent", {"landmark": {"id": "100"}, "quantity": 11})
        assert too_many.is_error

        with pytest.raises(MCPError):
            await client.call_tool("no_such_tool", {})


# tools/call parameters of the wrong shape, for a query tool, an intent and no tool at all.
MALFORMED_CALLS = [
    {"name": "search_LandmarkEntity", "arguments": [1]},
    {"name": "OpenLandmarkIntent", "arguments": "landmark"},
    {"name": 7},
]


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_malformed_call_parameters_are_invalid_params(landmarks_bin, database, start_server,
                                                      transport):
    """The caller's mistake (-32602, saying what is wrong), never an internal error (-32603)."""
    requests = [{"jsonrpc": "2.0", "id": number, "method": "tools/call", "params": params}
                for number, params in enumerate(MALFORMED_CALLS)]
    responses = []
    if transport == "http":
        url = start_server(["mcp", "--http", "--port", "0", "--database", database],
                           r"on (http://\S+/mcp)").url
        for request in requests:
            reply = httpx2.post(url, json=request, timeout=30,
                                headers={"Accept": "application/json, text/event-stream"})
            responses.append(reply.json())
    else:
        process = subprocess.Popen([landmarks_bin, "mcp", "--database", database], text=True,
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert process.stdin is not None and process.stdout is not None
        # One request at a time, each answered before the next is sent.
        for request in requests:
            process.stdin.write(json.dumps(request) + "\n")
            process.stdin.flush()
            responses.append(json.loads(process.stdout.readline()))
        process.stdin.close()
        process.wait(timeout=30)
    for request, response in zip(requests, responses):
        assert response["id"] == request["id"], response
        assert response["error"]["code"] == -32602, response
    assert "‘arguments’ must be an object" in responses[0]["error"]["message"]
    assert "needs ‘name’" in responses[2]["error"]["message"]


async def test_http_requires_the_bearer_token_when_one_is_set(connect):
    with pytest.raises(Exception):
        async with connect("http", token="s3cret"):
            pass
    async with connect("http", token="s3cret", headers={"Authorization": "Bearer s3cret"}) as client:
        assert (await client.list_tools()).tools


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_a_photo_arrives_as_an_embedded_resource(connect, transport):
    import base64

    blob = base64.b64encode(png()).decode()
    async with connect(transport) as client:
        added = await client.call_tool("AddLandmarkPhotoIntent", {
            "landmark": {"id": "113"},
            "photo": {"type": "resource", "resource": {
                "uri": "file:///photos/summit.png", "mimeType": "image/png", "blob": blob}}})
        assert not added.is_error, added.content
        assert "Added a 8×6 photo to Matterhorn, which now has 1 photo." in added.content[0].text

        # A resource of the server, named by URI alone: the landmark's own locator map.
        own = await client.call_tool("AddLandmarkPhotoIntent", {
            "landmark": {"id": "113"},
            "photo": {"type": "resource", "resource": {
                "uri": "intents://landmarks/LandmarkEntity/113?as=image/png"}}})
        assert not own.is_error, own.content
        assert "which now has 2 photos" in own.content[0].text

        text = await client.call_tool("AddLandmarkPhotoIntent", {
            "landmark": {"id": "113"},
            "photo": {"type": "resource", "resource": {
                "uri": "file:///notes.txt", "mimeType": "text/plain", "text": "not a photo"}}})
        assert text.is_error
        assert "public.png, public.jpeg" in text.content[0].text

        # A PNG without its last chunk: the caller's mistake, with the decoder's reason.
        damaged = await client.call_tool("AddLandmarkPhotoIntent", {
            "landmark": {"id": "113"},
            "photo": {"type": "image", "mimeType": "image/png",
                      "data": base64.b64encode(png()[:-12]).decode()}})
        assert damaged.is_error
        # An error result has no JSON text twin: its text is the sentence.
        assert "invalidImage" in damaged.content[0].text
        error = damaged.structured_content["error"]
        assert error["code"] == "invalidImage", error
        assert "truncated" in error["message"]


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_this_is_what_the_agent_said_it_is_looking_at(connect, transport):
    import base64

    headers = {"Intents-Client": "agent-1"} if transport == "http" else None
    async with connect(transport, headers=headers) as client:
        shown = structured(await client.call_tool(
            "show_on_screen", {"type": "LandmarkEntity", "id": "113"}))
        assert shown["onScreen"][0]["id"] == "113"
        added = await client.call_tool("AddLandmarkPhotoIntent", {
            "landmark": "this",
            "photo": {"type": "image", "mimeType": "image/png",
                      "data": base64.b64encode(png()).decode()}})
        assert not added.is_error, added.content
        assert "to Matterhorn" in added.content[0].text
        context = await client.read_resource("intents://landmarks/context")
        assert json.loads(context.contents[0].text)["onScreen"][0]["id"] == "113"
        # Another client's context is its own.
        other = structured(await client.call_tool("get_on_screen", {"client": "agent-2"}))
        assert other == {"client": "agent-2", "onScreen": []}


def test_the_end_of_standard_input_ends_the_server_whatever_was_sent(landmarks_bin, database):
    """Requests whose id MCP does not allow are refused with id null, malformed text is a parse
    error with id null, and once input ends the process exits: nothing is left unanswered for
    it to wait on. (The timeout only keeps a hang from stalling the suite.)"""
    lines = [
        '{"jsonrpc":"2.0","id":11.5,"method":"ping"}',
        '{"jsonrpc":"2.0","id":true,"method":"ping"}',
        '{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}',
        '{"jsonrpc":"2.0","id":[1],"method":"ping"}',
        '{"jsonrpc":"2.0","id":8,"method":"ping","result":{}}',
        "not json",
        '{"jsonrpc":"2.0","id":"last","method":"ping"}',
    ]
    finished = subprocess.run(
        [landmarks_bin, "mcp", "--database", database],
        input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=45)
    assert finished.returncode == 0, finished.stderr
    answers = [json.loads(line) for line in finished.stdout.splitlines()]
    refusals = Counter((answer["id"], answer["error"]["code"]) for answer in answers
                       if "error" in answer)
    assert refusals == Counter({(None, -32600): 4, (8, -32600): 1, (None, -32700): 1}), answers
    assert {"id": "last", "jsonrpc": "2.0", "result": {}} in answers
    assert len(answers) == 7, answers
