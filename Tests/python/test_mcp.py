"""The Landmarks MCP server, driven end to end by the official Python MCP client (`mcp`),
over stdio and over Streamable HTTP."""

from __future__ import annotations

import json
from contextlib import asynccontextmanager

import httpx2
import pytest
from mcp import ClientSession, MCPError, StdioServerParameters, stdio_client, types
from mcp.client.streamable_http import streamable_http_client

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


async def test_http_requires_the_bearer_token_when_one_is_set(connect):
    with pytest.raises(Exception):
        async with connect("http", token="s3cret"):
            pass
    async with connect("http", token="s3cret", headers={"Authorization": "Bearer s3cret"}) as client:
        assert (await client.list_tools()).tools
