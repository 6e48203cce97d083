"""Spotlight and spoken phrases over the built binary: the same request gets the same JSON, or
the same error code, from the command line (`spotlight`, `say` with `--json`), the HTTP API
(`GET /spotlight`, `POST /interpret`) and the MCP tools (`spotlight_search`, `interpret`)
driven by the official Python client."""

from __future__ import annotations

import json
import subprocess
import urllib.error
import urllib.parse
import urllib.request

import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

pytestmark = pytest.mark.anyio

# (name, tool, arguments, expected error code or None)
CASES = [
    ("typing a name", "spotlight_search", {"query": "matterh"}, None),
    ("a page of a common word", "spotlight_search", {"query": "mount ", "limit": 2, "offset": 2},
     None),
    ("one type", "spotlight_search", {"query": "falls ", "types": ["LandmarkEntity"]}, None),
    ("a type that does not exist", "spotlight_search", {"query": "x", "types": ["Landmark"]},
     "unknownType"),
    ("a limit over the maximum", "spotlight_search", {"query": "x", "limit": 20000},
     "requestTooLarge"),
    ("a phrase that runs", "interpret", {"utterance": "Open the Matterhorn in Landmarks!"}, None),
    ("a phrase naming several", "interpret", {"utterance": "show mount"}, None),
    ("a phrase matching nothing", "interpret", {"utterance": "bake a chocolate cake"}, None),
]


def cli(landmarks_bin: str, database: str, tool: str, arguments: dict):
    if tool == "spotlight_search":
        argv = ["spotlight", arguments["query"]]
        for name in ("limit", "offset"):
            if name in arguments:
                argv += [f"--{name}", str(arguments[name])]
        if "types" in arguments:
            argv += ["--types", ",".join(arguments["types"])]
    else:
        argv = ["say", arguments["utterance"]]
    done = subprocess.run([landmarks_bin, *argv, "--json", "--database", database],
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    if done.stdout.strip():
        return json.loads(done.stdout)
    return json.loads(done.stderr)


def http(api: str, tool: str, arguments: dict):
    if tool == "spotlight_search":
        query = {"q": arguments["query"], **{
            k: v for k, v in arguments.items() if k in ("limit", "offset")}}
        if "types" in arguments:
            query["types"] = ",".join(arguments["types"])
        url = f"{api}/spotlight?{urllib.parse.urlencode(query)}"
        request = urllib.request.Request(url, method="GET")
    else:
        request = urllib.request.Request(
            f"{api}/interpret", data=json.dumps(arguments).encode(), method="POST",
            headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as error:
        return json.loads(error.read())


async def test_spotlight_and_phrases_answer_alike_everywhere(landmarks_bin, database, start_server):
    api = start_server(["serve", "--port", "0", "--database", database], r"on (http://\S+)").url
    parameters = StdioServerParameters(command=landmarks_bin, args=["mcp", "--database", database])
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as client:
            await client.initialize()
            tools = {tool.name for tool in (await client.list_tools()).tools}
            assert {"spotlight_search", "interpret"} <= tools
            answers_by_case = {}
            for name, tool, arguments, code in CASES:
                result = await client.call_tool(tool, arguments)
                answers = {
                    "cli": cli(landmarks_bin, database, tool, arguments),
                    "http": http(api, tool, arguments),
                    "mcp": result.structured_content,
                }
                if code is None:
                    assert not result.is_error, name
                    assert answers["cli"] == answers["http"] == answers["mcp"], name
                else:
                    assert result.is_error, name
                    codes = {surface: answer["error"]["code"] for surface, answer in answers.items()}
                    assert set(codes.values()) == {code}, (name, codes)
                answers_by_case[name] = answers["http"]

    typed = answers_by_case["typing a name"]
    assert typed["hits"][0]["entity"]["title"] == "Matterhorn"
    assert typed["hits"][0]["matchedFields"][0] == "title"
    assert any(s["intent"] == "OpenLandmarkIntent" for s in typed["shortcuts"])
    page = answers_by_case["a page of a common word"]
    assert len(page["hits"]) == 2 and page["nextOffset"] == 4 and page["truncated"] is True
    ran = answers_by_case["a phrase that runs"]
    assert ran["status"] == "completed"
    assert ran["result"]["value"]["title"] == "Matterhorn"
    assert ran["phrase"]["intent"] == "OpenLandmarkIntent"
    several = answers_by_case["a phrase naming several"]
    assert several["status"] == "needsInput"
    assert len(several["question"]["options"]) > 1
    nothing = answers_by_case["a phrase matching nothing"]
    assert nothing["status"] == "noMatch" and nothing["closestPhrases"]


async def test_a_search_is_a_resource_answering_as_the_tool_and_http(
        landmarks_bin, database, start_server):
    """`spotlight://landmarks/<query>` is listed as a template, reads the ranked hits as
    `spotlight_search` and `GET /spotlight` answer them, completes its query, and refuses what
    is not a search with the right form."""
    from mcp import MCPError
    from mcp.types import ResourceTemplateReference

    api = start_server(["serve", "--port", "0", "--database", database], r"on (http://\S+)").url
    parameters = StdioServerParameters(command=landmarks_bin, args=["mcp", "--database", database])
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as client:
            await client.initialize()
            templates = (await client.list_resource_templates()).resource_templates
            template = next(t for t in templates if t.name == "spotlight")
            assert template.uri_template == "spotlight://landmarks/{query}{?types,limit,offset}"
            assert template.mime_type == "application/json"

            read_back = await client.read_resource(
                "spotlight://landmarks/mount%20?limit=2&offset=2")
            content = read_back.contents[0]
            assert content.mime_type == "application/json"
            as_resource = json.loads(content.text)
            as_tool = (await client.call_tool(
                "spotlight_search", {"query": "mount ", "limit": 2, "offset": 2})).structured_content
            as_http = http(api, "spotlight_search", {"query": "mount ", "limit": 2, "offset": 2})
            assert as_resource == as_tool == as_http
            assert len(as_resource["hits"]) == 2 and as_resource["nextOffset"] == 4

            typed = json.loads((await client.read_resource(
                "spotlight://landmarks/matterh")).contents[0].text)
            assert typed["hits"][0]["entity"]["title"] == "Matterhorn"
            assert typed["hits"][0]["matchedFields"][0] == "title"

            completion = await client.complete(
                ResourceTemplateReference(type="ref/resource", uri=template.uri_template),
                {"name": "query", "value": "matterh"})
            assert "matterhorn" in completion.completion.values

            for uri, message in [
                ("spotlight://elsewhere/matterh", "this server's searches read"),
                ("spotlight://landmarks/x?limit=20000", "at most 10000"),
                ("spotlight://landmarks/x?types=Landmark", "Landmark"),
            ]:
                with pytest.raises(MCPError) as raised:
                    await client.read_resource(uri)
                assert message in raised.value.message, uri
