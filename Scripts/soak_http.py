"""The soak's HTTP workers: each a thread with a keep-alive connection to `Landmarks serve`,
sending a random mix of good requests and bad ones until the deadline, checking each answer."""

from __future__ import annotations

import base64
import http.client
import json
import random
import time
import urllib.parse
import uuid

from soak_common import (AMBIGUOUS, LABELS, MISSING_ID, PRIMING_SEARCHES, UTTERANCES, WORDS,
                         Checked, PicturePool, Stats, choose, expect, random_find, random_ids,
                         random_png, timed)

SURFACE = "http"
FIND = "/entities/LandmarkEntity/find"

# How often each kind of request is sent, relative to the others.
WEIGHTS = {
    "find": 20, "search": 10, "suggestions": 5, "spotlight": 8, "get": 10, "resolve": 5,
    "content text": 5, "content png": 4, "content pdf": 1, "run with a choice": 6,
    "run with a confirmation": 3, "interpret": 4, "visual search png": 4,
    "visual search labels": 2, "add photo": 3, "add photo multipart": 1, "bad request": 10,
}

# Bad requests: (name, method, path, body bytes, headers, status, error code). Each must be
# refused with exactly this status and code, and change nothing.
JSON = {"Content-Type": "application/json"}
BAD_REQUESTS = [
    ("malformed JSON", "POST", FIND, b"{not json", JSON, 400, "invalidRequest"),
    ("unknown type", "POST", "/entities/Nope/find", b"{}", JSON, 404, "unknownType"),
    ("unknown property", "POST", FIND, json.dumps({"filters": [
        {"property": "population", "comparison": "equalTo", "value": 1}]}).encode(), JSON, 422,
     "unknownProperty"),
    ("value of the wrong type", "POST", FIND, json.dumps({"filters": [
        {"property": "heightMeters", "comparison": "greaterThan", "value": "tall"}]}).encode(),
     JSON, 422, "invalidValue"),
    ("limit over the maximum", "POST", FIND, b'{"limit": 20000}', JSON, 413, "requestTooLarge"),
    ("missing entity", "GET", f"/entities/LandmarkEntity/{MISSING_ID}", None, {}, 404,
     "entityNotFound"),
    ("malformed identifier", "GET", "/entities/LandmarkEntity/0113", None, {}, 422,
     "malformedIdentifier"),
    ("unknown intent", "POST", "/intents/NoSuchIntent/run", b"{}", JSON, 404, "unknownIntent"),
    ("damaged image", "POST", "/visual-search", b"\x89PNG\r\n\x1a\nnot really",
     {"Content-Type": "image/png"}, 422, "invalidImage"),
    ("text/plain body", "POST", "/intents/OpenLandmarkIntent/run", b"{}",
     {"Content-Type": "text/plain"}, 415, "unsupportedMediaType"),
    ("unacceptable content type", "GET", "/entities/LandmarkEntity/113", None,
     {"Accept": "application/x-nothing"}, 406, "unsupportedContentType"),
    ("another origin", "PUT", "/references/soak", b'{"type": "LandmarkEntity", "id": "113"}',
     {**JSON, "Origin": "https://evil.example"}, 403, "forbiddenOrigin"),
]
# Sent on a connection of its own, which the server may close after refusing it.
OVERSIZED = ("oversized body", "POST", FIND,
             json.dumps({"limit": 3, "padding": "x" * (2 << 20)}).encode(), JSON, 413,
             "requestTooLarge")


class HTTPWorker:
    """One client thread's connection and its requests."""

    def __init__(self, base: str, stats: Stats, rng: random.Random,
                 pictures: PicturePool) -> None:
        parts = urllib.parse.urlsplit(base)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.stats, self.rng, self.pictures = stats, rng, pictures
        self.connection: http.client.HTTPConnection | None = None
        self.answered = 0  # responses read on the current connection

    # MARK: - Transport

    def send(self, method: str, path: str, body: bytes | None = None,
             headers: dict | None = None, fresh: bool = False):
        """Sends a request; returns (status, headers, body bytes). On a kept-alive connection
        the server closed meanwhile, reconnects and sends again once, as browsers do."""
        if fresh:
            connection = http.client.HTTPConnection(self.host, self.port, timeout=120)
            try:
                connection.request(method, path, body=body, headers=headers or {})
                response = connection.getresponse()
                return response.status, response.headers, response.read()
            finally:
                connection.close()
        for attempt in range(2):
            if self.connection is None:
                self.connection = http.client.HTTPConnection(self.host, self.port, timeout=120)
                self.answered = 0
            reused = self.answered > 0
            try:
                self.connection.request(method, path, body=body, headers=headers or {})
                response = self.connection.getresponse()
                data = response.read()
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                self.close()
                if reused and attempt == 0:
                    self.stats.note("requests sent again on a new connection (idle close)")
                    continue
                raise
            except Exception:
                self.close()
                raise
            self.answered += 1
            if response.will_close:
                self.close()
            return response.status, response.headers, data
        raise AssertionError("unreachable")

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None

    def json(self, method: str, path: str, body=None, headers: dict | None = None):
        data = None if body is None else json.dumps(body).encode()
        status, _, text = self.send(method, path, data, {**JSON, **(headers or {})})
        return status, (json.loads(text) if text else None)

    def ok_json(self, method: str, path: str, body=None) -> dict:
        status, answer = self.json(method, path, body)
        expect(status == 200, f"{method} {path} answered {status}: {str(answer)[:200]}")
        return answer

    # MARK: - Requests

    def run_until(self, deadline: float, serving) -> None:
        """Sends requests until `deadline`, or until `serving()` says the server is gone."""
        try:
            while time.monotonic() < deadline and serving():
                kind = choose(self.rng, WEIGHTS)
                getattr(self, "do_" + kind.replace(" ", "_"))(kind)
        finally:
            self.close()

    def prime(self) -> None:
        """The start of the warm-up: visual searches of a locator map (PRIMING_SEARCHES)."""
        picture = self.content("warm-up: locator map", "image/png", b"\x89PNG\r\n\x1a\n")
        if not picture:
            return
        self.pictures.add(picture, self.rng)

        def action():
            status, _, body = self.send("POST", "/visual-search", picture,
                                        {"Content-Type": "image/png"})
            expect(status == 200, f"visual search answered {status}: {body[:200]!r}")
            expect(json.loads(body)["image"]["width"] == 1440, body[:200].decode())
            return Stats.OK, None
        for _ in range(PRIMING_SEARCHES):
            self.record("warm-up: visual search", action)

    def record(self, kind: str, action) -> object:
        return timed(self.stats, SURFACE, kind, action)

    def do_find(self, kind: str) -> None:
        request = random_find(self.rng)

        def action():
            answer = self.ok_json("POST", FIND, request)
            entities = answer["entities"]
            expect(len(entities) <= request.get("limit", 10_000), f"more than the limit: {request}")
            return Stats.OK, None
        self.record(kind, action)

    def do_search(self, kind: str) -> None:
        query = {"q": self.rng.choice(WORDS)}
        if self.rng.random() < 0.5:
            query["limit"] = str(self.rng.randrange(1, 30))
        if self.rng.random() < 0.2:
            query["offset"] = str(self.rng.randrange(0, 20))
        path = f"/entities/LandmarkEntity/search?{urllib.parse.urlencode(query)}"
        self.record(kind, lambda: (Stats.OK, self.ok_json("GET", path)["entities"]))

    def do_suggestions(self, kind: str) -> None:
        path = f"/entities/LandmarkEntity/suggestions?limit={self.rng.randrange(1, 40)}"
        self.record(kind, lambda: (Stats.OK, self.ok_json("GET", path)["entities"]))

    def do_spotlight(self, kind: str) -> None:
        query = {"q": self.rng.choice(WORDS) + self.rng.choice(["", " "]),
                 "limit": str(self.rng.randrange(1, 25))}
        if self.rng.random() < 0.3:
            query["types"] = "LandmarkEntity"
        path = f"/spotlight?{urllib.parse.urlencode(query)}"
        self.record(kind, lambda: (Stats.OK, self.ok_json("GET", path)["hits"]))

    def do_get(self, kind: str) -> None:
        identifier = random_ids(self.rng, 1)[0]
        suffix = "?properties=all" if self.rng.random() < 0.3 else ""

        def action():
            entity = self.ok_json("GET", f"/entities/LandmarkEntity/{identifier}{suffix}")
            expect(entity["id"] == identifier, f"asked for {identifier}, got {entity['id']}")
            return Stats.OK, None
        self.record(kind, action)

    def do_resolve(self, kind: str) -> None:
        ids = random_ids(self.rng, self.rng.randrange(1, 10)) + [MISSING_ID]

        def action():
            answer = self.ok_json("POST", "/entities/LandmarkEntity/resolve", {"ids": ids})
            expect(answer["missing"] == [MISSING_ID], f"missing: {answer['missing']}")
            return Stats.OK, None
        self.record(kind, action)

    def content(self, kind: str, accept: str, signature: bytes) -> bytes | None:
        identifier = random_ids(self.rng, 1)[0]

        def action():
            status, headers, body = self.send(
                "GET", f"/entities/LandmarkEntity/{identifier}", headers={"Accept": accept})
            expect(status == 200, f"{accept} of {identifier} answered {status}: {body[:200]!r}")
            expect(body.startswith(signature), f"{accept} of {identifier} starts {body[:16]!r}")
            return Stats.OK, body
        return self.record(kind, action)

    def do_content_text(self, kind: str) -> None:
        self.content(kind, "text/plain", b"Landmark: ")

    def do_content_png(self, kind: str) -> None:
        picture = self.content(kind, "image/png", b"\x89PNG\r\n\x1a\n")
        if picture:
            self.pictures.add(picture, self.rng)

    def do_content_pdf(self, kind: str) -> None:
        self.content(kind, "application/pdf", b"%PDF-")

    def do_run_with_a_choice(self, kind: str) -> None:
        """OpenLandmarkIntent with text naming several landmarks: a question, then the run
        again with one of its options as the answer."""
        text = self.rng.choice(AMBIGUOUS)
        path = "/intents/OpenLandmarkIntent/run"

        def ask():
            asked = self.ok_json("POST", path, {"parameters": {"landmark": text}})
            expect(asked["status"] == "needsInput", f"{text!r} did not ask: {asked}")
            return Stats.OK, asked["question"]
        question = self.record(kind + " (ask)", ask)
        if not question:
            return
        option = self.rng.choice(question["options"])

        def answer():
            done = self.ok_json("POST", path, {
                "parameters": {"landmark": text},
                "answers": {question["id"]: {"option": option["id"]}}})
            expect(done["status"] == "completed", f"answered {option}: {done}")
            expect(done["result"]["dialog"] == f"Opening {option['title']}", str(done)[:200])
            return Stats.OK, None
        self.record(kind + " (answer)", answer)

    def do_run_with_a_confirmation(self, kind: str) -> None:
        """FindTicketsIntent asks to confirm; the run again with `true` completes it."""
        parameters = {"landmark": {"id": random_ids(self.rng, 1)[0]},
                      "quantity": self.rng.randrange(1, 11)}
        path = "/intents/FindTicketsIntent/run"

        def ask():
            asked = self.ok_json("POST", path, {"parameters": parameters})
            expect(asked.get("question", {}).get("kind") == "confirm", str(asked)[:200])
            return Stats.OK, asked["question"]["id"]
        question = self.record(kind + " (ask)", ask)
        if not question:
            return

        def confirm():
            done = self.ok_json("POST", path, {"parameters": parameters,
                                               "answers": {question: True}})
            expect(done["status"] == "completed", str(done)[:200])
            return Stats.OK, None
        self.record(kind + " (answer)", confirm)

    def do_interpret(self, kind: str) -> None:
        utterance = self.rng.choice(UTTERANCES)

        def action():
            answer = self.ok_json("POST", "/interpret", {"utterance": utterance})
            expect(answer["status"] in {"completed", "needsInput", "noMatch"}, str(answer)[:200])
            return Stats.OK, None
        self.record(kind, action)

    def do_visual_search_png(self, kind: str) -> None:
        picture = self.pictures.pick(self.rng) if self.rng.random() < 0.5 else None
        picture = picture or random_png(self.rng)

        def action():
            status, _, body = self.send("POST", "/visual-search", picture,
                                        {"Content-Type": "image/png"})
            answer = json.loads(body)
            expect(status == 200, f"visual search answered {status}: {str(answer)[:200]}")
            return Stats.OK, answer
        found = self.record(kind, action)
        if found and self.rng.random() < 0.5:
            self.more_results(found)

    def do_visual_search_labels(self, kind: str) -> None:
        request = {"labels": self.rng.sample(LABELS, self.rng.randrange(1, 3)),
                   "limit": self.rng.randrange(1, 10)}
        found = self.record(kind, lambda: (Stats.OK, self.ok_json("POST", "/visual-search",
                                                                   request)))
        if found and self.rng.random() < 0.5:
            self.more_results(found)

    def more_results(self, found: dict) -> None:
        """Runs the visual search's "more results" intent, as a person tapping it would."""
        more = found["moreResults"]

        def action():
            done = self.ok_json("POST", f"/intents/{more['intent']}/run",
                                {"parameters": more["parameters"]})
            expect(done["status"] == "completed", str(done)[:200])
            return Stats.OK, None
        self.record("visual search more results", action)

    def do_add_photo(self, kind: str) -> None:
        picture = random_png(self.rng)
        identifier = random_ids(self.rng, 1)[0]
        photo = {"filename": f"soak-{uuid.uuid4().hex[:8]}.png",
                 "data": base64.b64encode(picture).decode()}

        def action():
            done = self.ok_json("POST", "/intents/AddLandmarkPhotoIntent/run", {
                "parameters": {"landmark": {"id": identifier}, "photo": photo}})
            expect(done["status"] == "completed", str(done)[:200])
            expect(done["result"]["dialog"].startswith("Added a "), str(done)[:200])
            return Stats.OK, None
        self.record(kind, action)

    def do_add_photo_multipart(self, kind: str) -> None:
        picture = random_png(self.rng)
        boundary = uuid.uuid4().hex
        # The landmark in the JSON `parameters` part (a text field would be searched as a
        # name), the photo as a file part.
        parameters = json.dumps({"landmark": {"id": random_ids(self.rng, 1)[0]}})
        body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"parameters\"\r\n"
                f"Content-Type: application/json\r\n\r\n{parameters}\r\n--{boundary}\r\n"
                "Content-Disposition: form-data; name=\"photo\"; filename=\"soak.png\"\r\n"
                "Content-Type: image/png\r\n\r\n").encode() + picture + (
                    f"\r\n--{boundary}--\r\n").encode()

        def action():
            status, _, text = self.send(
                "POST", "/intents/AddLandmarkPhotoIntent/run", body,
                {"Content-Type": f"multipart/form-data; boundary={boundary}"})
            done = json.loads(text)
            expect(status == 200 and done["status"] == "completed",
                   f"multipart photo answered {status}: {str(done)[:200]}")
            return Stats.OK, None
        self.record(kind, action)

    def do_bad_request(self, kind: str) -> None:
        oversized = self.rng.random() < 0.1
        name, method, path, body, headers, status, code = (
            OVERSIZED if oversized else self.rng.choice(BAD_REQUESTS))

        def action():
            got, _, text = self.send(method, path, body, headers, fresh=oversized)
            answer = json.loads(text) if text else None
            got_code = (answer or {}).get("error", {}).get("code")
            if got != status or got_code != code:
                raise Checked(f"{name}: expected {status} {code}, got {got} {got_code}")
            return Stats.REFUSED, None
        self.record(f"{kind}: {name}", action)
