"""The Landmarks HTTP API over a live socket, and schemathesis against its own OpenAPI
document."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from landmarks import png

HERE = Path(__file__).resolve().parent


def call(url: str, method: str = "GET", body=None, headers: dict | None = None, raw: bytes | None = None):
    """Sends a request; returns the status and the JSON body (or None)."""
    data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
    request = urllib.request.Request(url, data=data, method=method, headers={
        "Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read()
            return response.status, (json.loads(text) if text else None)
    except urllib.error.HTTPError as error:
        text = error.read()
        return error.code, (json.loads(text) if text else None)


@pytest.fixture
def api(start_server, database):
    """A fresh `Landmarks serve` on a free port; its base URL."""
    return start_server(["serve", "--port", "0", "--database", database], r"on (http://\S+)").url


def test_health_openapi_and_the_quick_start_find(api):
    assert call(f"{api}/health") == (200, {"status": "ok"})
    status, document = call(f"{api}/openapi.json")
    assert status == 200 and document["openapi"].startswith("3.1")
    assert {"/entities/LandmarkEntity/find", "/intents/FindTicketsIntent/run", "/references/{name}"} <= set(document["paths"])
    status, found = call(f"{api}/entities/LandmarkEntity/find", "POST", {
        "filters": [{"property": "continent", "comparison": "equalTo", "value": "Europe"},
                    {"property": "heightMeters", "comparison": "greaterThan", "value": 3000}],
        "sort": [{"property": "heightMeters", "order": "descending"}]})
    assert status == 200
    assert [e["title"] for e in found["entities"]] == ["Mount Elbrus", "Mont Blanc", "Matterhorn", "Jungfrau"]


def test_errors_are_json_with_a_stable_code(api):
    status, body = call(f"{api}/entities/Nope/find", "POST", {})
    assert status == 404 and body["error"]["code"] == "unknownType"
    assert "LandmarkEntity" in body["error"]["allowed"]
    status, body = call(f"{api}/entities/LandmarkEntity/find", "POST", {
        "filters": [{"property": "population", "comparison": "equalTo", "value": 1}]})
    assert status == 422 and body["error"]["code"] in {"unknownProperty", "invalidValue"}
    status, body = call(f"{api}/entities/LandmarkEntity/find", "POST", {
        "filters": [{"property": "heightMeters", "comparison": "greaterThan", "value": "tall"}]})
    assert status == 422 and body["error"]["code"] == "invalidValue"
    status, body = call(f"{api}/entities/LandmarkEntity/find", "POST", raw=b"{not json")
    assert status == 400 and body["error"]["code"] == "invalidRequest"
    status, body = call(f"{api}/entities/LandmarkEntity/99999")
    assert status == 404 and body["error"]["code"] == "entityNotFound"
    status, body = call(f"{api}/entities/LandmarkEntity/search?q=%25%27%20OR%201%3D1%20--")
    assert status == 200 and body["entities"] == []


def test_an_ambiguous_run_returns_choices_then_runs_with_an_id(api):
    status, asked = call(f"{api}/intents/OpenLandmarkIntent/run", "POST", {"parameters": {"landmark": "mount e"}})
    assert status == 200 and asked["status"] == "needsInput"
    options = {o["title"]: o["id"] for o in asked["question"]["options"]}
    assert "Mount Everest" in options
    status, done = call(f"{api}/intents/OpenLandmarkIntent/run", "POST", {
        "parameters": {"landmark": "mount e"}, "answers": {asked["question"]["id"]: {"option": options["Mount Everest"]}}})
    assert status == 200 and done["result"]["dialog"] == "Opening Mount Everest"


def test_a_damaged_photo_is_the_clients_mistake_with_the_reason(api):
    import base64

    # A PNG without its IEND chunk: truncated. The same bytes get 422 from a visual search.
    truncated = png()[:-12]
    photo = {"filename": "bad.png", "data": base64.b64encode(truncated).decode()}
    status, body = call(f"{api}/intents/AddLandmarkPhotoIntent/run", "POST", {
        "parameters": {"landmark": {"id": "113"}, "photo": photo}})
    assert status == 422, body
    assert body["error"]["code"] == "invalidImage"
    assert "bad.png" in body["error"]["message"] and "truncated" in body["error"]["message"]
    status, body = call(f"{api}/visual-search", "POST", {"image": photo["data"]})
    assert status == 422 and body["error"]["code"] == "invalidImage"


def test_oversized_requests_are_refused_and_change_nothing(api):
    status, body = call(f"{api}/references/big", "PUT", raw=json.dumps(
        {"type": "LandmarkEntity", "id": "113", "padding": "x" * (2 << 20)}).encode())
    assert status == 413 and body["error"]["code"] == "requestTooLarge"
    assert call(f"{api}/references/big")[0] == 404
    status, body = call(f"{api}/references/bad", "PUT", {"type": "LandmarkEntity", "id": "nope"})
    assert status == 422 and body["error"]["code"] == "malformedIdentifier"
    status, body = call(f"{api}/references/gone", "PUT", {"type": "LandmarkEntity", "id": "99999"})
    assert status == 404 and body["error"]["code"] == "entityNotFound"
    assert call(f"{api}/references") == (200, {"references": []})


def test_web_pages_cannot_drive_the_server(api):
    """What a page in the user's browser could send is refused, and changes nothing: another
    origin, a rebound host name, a cross-site form's text/plain body."""
    reference = {"type": "LandmarkEntity", "id": "113"}
    status, body = call(f"{api}/references/home", "PUT", reference, headers={"Origin": "https://evil.example"})
    assert status == 403 and body["error"]["code"] == "forbiddenOrigin"
    status, body = call(f"{api}/references/home", "PUT", reference, headers={"Host": "evil.example"})
    assert status == 403 and body["error"]["code"] == "forbiddenHost"
    status, body = call(f"{api}/references/home", "PUT", raw=json.dumps(reference).encode(),
                        headers={"Content-Type": "text/plain"})
    assert status == 415 and body["error"]["code"] == "unsupportedMediaType"
    status, body = call(f"{api}/intents/OpenLandmarkIntent/run", "POST", raw=b"",
                        headers={"Content-Type": "text/plain"})
    assert status == 415 and body["error"]["code"] == "unsupportedMediaType"
    assert call(f"{api}/references") == (200, {"references": []})
    origin = api.replace("127.0.0.1", "localhost")
    assert call(f"{api}/references/home", "PUT", reference, headers={"Origin": origin})[0] == 200


def test_references_survive_a_restart(start_server, database):
    first = start_server(["serve", "--port", "0", "--database", database], r"on (http://\S+)")
    assert call(f"{first.url}/references/home", "PUT", {"type": "LandmarkEntity", "id": "113"})[0] == 200
    first.stop()
    second = start_server(["serve", "--port", "0", "--database", database], r"on (http://\S+)")
    status, entity = call(f"{second.url}/references/home")
    assert status == 200 and entity["title"] == "Matterhorn"


def test_a_bearer_token_guards_everything_but_health(start_server, database):
    url = start_server(["serve", "--port", "0", "--token", "s3cret", "--database", database], r"on (http://\S+)").url
    assert call(f"{url}/health")[0] == 200
    status, body = call(f"{url}/types")
    assert status == 401 and body["error"]["code"] == "unauthorized"
    assert call(f"{url}/types", headers={"Authorization": "Bearer wrong"})[0] == 401
    assert call(f"{url}/types", headers={"Authorization": "Bearer s3cret"})[0] == 200


def test_a_run_is_named_by_its_client_and_cancelled_only_while_under_way(api):
    """`Intents-Run-ID` names a run so that `DELETE /running/{runID}` can cancel it; the
    example's intents end at once, so the run's name is free again and cancelling it is 404.
    (ContractTests.HTTPCancellationTests cancel a long-running intent over a live socket.)"""
    run = f"{api}/intents/OpenLandmarkIntent/run"
    body = {"parameters": {"landmark": {"id": "113"}}}
    for _ in range(2):
        status, done = call(run, "POST", body, headers={"Intents-Run-ID": "matterhorn-1"})
        assert status == 200 and done["status"] == "completed"
    status, error = call(f"{api}/running/matterhorn-1", "DELETE")
    assert status == 404 and error["error"]["code"] == "unknownRun"
    status, error = call(run, "POST", body, headers={"Intents-Run-ID": "two words"})
    assert status == 400 and error["error"]["code"] == "invalidRequest"
    status, error = call(f"{api}/running/{'x' * 129}", "DELETE")
    assert status == 400 and error["error"]["code"] == "invalidRequest"
    status, document = call(f"{api}/openapi.json")
    header = next(p for p in document["paths"]["/intents/OpenLandmarkIntent/run"]["post"]["parameters"]
                  if p["in"] == "header")
    assert header["name"] == "Intents-Run-ID" and header["schema"]["maxLength"] == 128
    assert set(document["paths"]["/running/{runID}"]["delete"]["responses"]) >= {"202", "400", "404"}


def test_schemathesis_finds_the_api_true_to_its_document(api):
    """Every operation, with generated valid and invalid requests, answers as documented:
    status codes, content types, response schemas, no server errors."""
    command = [
        str(Path(sys.executable).with_name("schemathesis")), "--config-file", str(HERE / "schemathesis.toml"),
        "run", f"{api}/openapi.json", "--checks", "all",
        "--max-examples", os.environ.get("SCHEMATHESIS_MAX_EXAMPLES", "25"), "--seed", "20261121",
        "--no-color"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
