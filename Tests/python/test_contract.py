"""The contract over the built binary: the same request gets the same JSON, or the same error
code, from the command line (`--json`), the HTTP API and the MCP server driven by the official
Python client. (Tests/ContractTests keeps the full table in-process; this runs a part of it
end to end.)"""

from __future__ import annotations

import json
import subprocess
import urllib.error
import urllib.parse
import urllib.request

import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

pytestmark = pytest.mark.anyio

BY_HEIGHT = [{"property": "heightMeters", "order": "descending"}]

# (name, operation, arguments, expected error code or None)
CASES = [
    ("a first page", "find", {"sort": BY_HEIGHT, "limit": 3}, None),
    ("the next page", "find", {"sort": BY_HEIGHT, "limit": 3, "offset": 3}, None),
    ("a Find without a limit", "find", {"filters": [
        {"property": "continent", "comparison": "equalTo", "value": "Europe"}]}, None),
    ("an unknown property", "find", {"filters": [
        {"property": "hieght", "comparison": "equalTo", "value": 1}]}, "unknownProperty"),
    ("a value of the wrong type", "find", {"filters": [
        {"property": "heightMeters", "comparison": "greaterThan", "value": "tall"}]}, "invalidValue"),
    ("a limit over the maximum", "find", {"limit": 20000}, "requestTooLarge"),
    ("a limit that is not a number", "find", {"limit": "ten"}, "invalidRequest"),
    ("search, paged", "search", {"query": "mount", "limit": 2, "offset": 2}, None),
    ("search, every match", "search", {"query": "falls"}, None),
    ("identifiers, one missing", "get", {"ids": ["113", "99999"]}, None),
    ("a malformed identifier", "get", {"ids": ["0113"]}, "malformedIdentifier"),
    ("an escape sequence in search text", "search", {"query": "mount\u001b[2J"}, "invalidValue"),
    ("a NUL as a Find's value", "find", {"filters": [
        {"property": "name", "comparison": "contains", "value": "\u0000"}]}, "invalidValue"),
    ("65 filters", "find", {"filters": [
        {"property": "name", "comparison": "contains", "value": "a"}] * 65}, "requestTooLarge"),
    ("1,001 identifiers", "get", {"ids": [str(i) for i in range(1, 1002)]}, "requestTooLarge"),
    ("a property chosen by name", "find", {"limit": 2, "properties": "name"}, None),
    ("a misspelled sort key", "find", {"sort": [{"property": "hieghtMeters"}]}, "unknownProperty"),
]


def cli(landmarks_bin: str, database: str, operation: str, arguments: dict):
    if operation == "find":
        request = {k: v for k, v in arguments.items() if k != "properties"}
        argv = ["find", "LandmarkEntity", "--request", json.dumps(request)]
        if "properties" in arguments:
            argv += ["--properties", arguments["properties"]]
    elif operation == "search":
        argv = ["search", "LandmarkEntity", arguments["query"]]
        for name in ("limit", "offset"):
            if name in arguments:
                argv += [f"--{name}", str(arguments[name])]
    else:
        argv = ["get", "LandmarkEntity", *arguments["ids"]]
    done = subprocess.run([landmarks_bin, *argv, "--json", "--database", database],
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    if done.stdout.strip():
        return json.loads(done.stdout)
    return json.loads(done.stderr)


def http(api: str, operation: str, arguments: dict):
    if operation == "find":
        request = {k: v for k, v in arguments.items() if k != "properties"}
        query = f"?properties={arguments['properties']}" if "properties" in arguments else ""
        url, data, method = (f"{api}/entities/LandmarkEntity/find{query}",
                             json.dumps(request).encode(), "POST")
    elif operation == "search":
        query = urllib.parse.urlencode({"q": arguments["query"], **{
            k: v for k, v in arguments.items() if k in ("limit", "offset")}})
        url, data, method = f"{api}/entities/LandmarkEntity/search?{query}", None, "GET"
    else:
        url, data, method = f"{api}/entities/LandmarkEntity/resolve", json.dumps(arguments).encode(), "POST"
    request = urllib.request.Request(url, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as error:
        return json.loads(error.read())


async def test_every_surface_answers_alike(landmarks_bin, database, start_server):
    api = start_server(["serve", "--port", "0", "--database", database], r"on (http://\S+)").url
    parameters = StdioServerParameters(command=landmarks_bin, args=["mcp", "--database", database])
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as client:
            await client.initialize()
            for name, operation, arguments, code in CASES:
                result = await client.call_tool(f"{operation}_LandmarkEntity", arguments)
                answers = {
                    "cli": cli(landmarks_bin, database, operation, arguments),
                    "http": http(api, operation, arguments),
                    "mcp": result.structured_content,
                }
                if code is None:
                    assert not result.is_error, name
                    assert answers["cli"] == answers["http"] == answers["mcp"], name
                    assert "entities" in answers["http"], name
                else:
                    assert result.is_error, name
                    codes = {surface: answer["error"]["code"] for surface, answer in answers.items()}
                    assert set(codes.values()) == {code}, (name, codes)
                    messages = {answer["error"]["message"] for answer in answers.values()}
                    assert len(messages) == 1, (name, messages)

    named = http(api, "find", {"limit": 2, "properties": "name"})
    assert [set(entity["properties"]) for entity in named["entities"]] == [{"name"}, {"name"}]
    sort = http(api, "find", {"sort": [{"property": "hieghtMeters"}]})
    assert "Did you mean ‘heightMeters’?" in sort["error"]["message"]

    first = http(api, "find", {"sort": BY_HEIGHT, "limit": 3})
    assert first["truncated"] is True and first["nextOffset"] == 3 and "total" not in first
    searched = http(api, "search", {"query": "mount", "limit": 2, "offset": 2})
    assert searched["total"] > 4 and searched["nextOffset"] == 4


# (name, arguments as MCP takes them, expected error code or None)
DOCTOR_CASES = [
    ("every type, nothing slow", {"slowQueryMilliseconds": 3600000}, None),
    ("one type, a few entities", {"types": ["LandmarkEntity"], "sample": 3,
                                  "slowQueryMilliseconds": 3600000}, None),
    ("a type there is not", {"types": ["LandmarkEntiy"]}, "unknownType"),
    ("too many entities to sample", {"sample": 1000}, "requestTooLarge"),
    ("a bound that is not a number", {"slowQueryMilliseconds": "soon"}, "invalidRequest"),
]


def doctor_cli(landmarks_bin: str, database: str, arguments: dict):
    argv = ["doctor"]
    for name, value in sorted(arguments.items()):
        option = "".join(f"-{c.lower()}" if c.isupper() else c for c in name)
        argv += [f"--{option}", ",".join(value) if isinstance(value, list) else str(value)]
    done = subprocess.run([landmarks_bin, *argv, "--json", "--database", database],
                          capture_output=True, text=True, stdin=subprocess.DEVNULL)
    return json.loads(done.stdout if done.stdout.strip() else done.stderr)


def doctor_http(api: str, arguments: dict):
    query = urllib.parse.urlencode({
        name: ",".join(value) if isinstance(value, list) else value
        for name, value in arguments.items()})
    try:
        with urllib.request.urlopen(f"{api}/doctor?{query}") as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as error:
        return json.loads(error.read())


async def test_the_doctor_answers_alike_on_every_surface(landmarks_bin, database, start_server):
    api = start_server(["serve", "--port", "0", "--database", database], r"on (http://\S+)").url
    parameters = StdioServerParameters(command=landmarks_bin, args=["mcp", "--database", database])
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as client:
            await client.initialize()
            tools = [tool.name for tool in (await client.list_tools()).tools]
            assert "doctor" in tools
            for name, arguments, code in DOCTOR_CASES:
                result = await client.call_tool("doctor", arguments)
                answers = {
                    "cli": doctor_cli(landmarks_bin, database, arguments),
                    "http": doctor_http(api, arguments),
                    "mcp": result.structured_content,
                }
                if code is None:
                    assert not result.is_error, name
                    assert answers["cli"] == answers["http"] == answers["mcp"], name
                    # The example's queries answer as the system needs.
                    assert answers["http"]["findings"] == [], (name, answers["http"])
                    assert answers["http"]["errors"] == 0, name
                else:
                    codes = {surface: answer["error"]["code"] for surface, answer in answers.items()}
                    assert set(codes.values()) == {code}, (name, codes)
