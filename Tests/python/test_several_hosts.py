"""Several `Landmarks serve` processes on one database answer as one: what one host is told,
every host knows — references, questions, on-screen contexts, donations, events."""

from __future__ import annotations

import time

import pytest

from test_http import call


class Hosts(list):
    """The base URLs of the hosts, with their server processes."""

    def __init__(self, servers) -> None:
        super().__init__(server.url for server in servers)
        self.servers = servers


@pytest.fixture
def hosts(start_server, database):
    """Three `serve` processes on one SQLite database file; their base URLs."""
    return Hosts([start_server(["serve", "--port", "0", "--database", database], r"on (http://\S+)")
                  for _ in range(3)])


def test_a_reference_saved_on_one_host_is_read_on_another(hosts):
    a, b, c = hosts
    assert call(f"{b}/references/summit", "PUT", {"type": "LandmarkEntity", "id": "113"})[0] == 200
    status, entity = call(f"{c}/references/summit")
    assert status == 200 and entity["title"] == "Matterhorn"


def test_a_question_asked_by_one_host_is_answered_through_another(hosts):
    a, b, _ = hosts
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
