#!/usr/bin/env python3
"""The live class over real HTTP, as a classroom uses it (docs/live-class.md).

Starts `circlelab class` on the loopback with a fresh database and drives it:
  - 300 simulated students, each from its own loopback address (127.0.x.y), join and answer one
    question at once: 300 acknowledged, 300 stored, the teacher's count and reveal see 300, and each
    student's score is their own;
  - `kill -9` of the server while a second question is being answered, and a restart on the same
    database: every answer that was acknowledged is there, as it was sent;
  - a wrong code, a forged token, a student's token on a teacher call, a 1 MB body, malformed JSON
    and NaN each get a 4xx with a message and change nothing.
Usage: live_class_test.py CIRCLELAB [WORKDIR]. Every request has a timeout; the whole run is bounded
by CTest's TIMEOUT.
"""
import http.client
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time

STUDENTS = 300
TIMEOUT = 60  # seconds for one request: a queue of 300 behind one disk's fsyncs, with room
SCENE = {"name": "class test", "bodies": [{"x": 150, "y": 100, "r": 20}],
         "shapes": [{"type": "rect", "x": 0, "y": 0, "w": 100, "h": 100}]}
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what, flush=True)


class Server:
    def __init__(self, exe, db):
        self.exe, self.db = exe, db
        self.start()

    def start(self):
        self.proc = subprocess.Popen([self.exe, "class", "--port", "0", "--db", self.db, "--code", "TEST5"],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        if not line:
            sys.exit("circlelab class did not start: " + self.proc.stderr.read())
        start = json.loads(line)
        self.url, self.code, self.teacher = start["url"], start["code"], start["teacherToken"]
        self.host, port = self.url[len("http://"):].rstrip("/").split(":")
        self.port = int(port)
        check(self.host == "127.0.0.1", "the class listens on the loopback unless told: " + self.url)

    def call(self, method, path, body=None, token=None, source="127.0.0.1", raw=None):
        conn = http.client.HTTPConnection(self.host, self.port, timeout=TIMEOUT, source_address=(source, 0))
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = "Bearer " + token
        data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
        for attempt in range(20):
            try:
                conn.request(method, path, body=data, headers=headers)
                resp = conn.getresponse()
                text = resp.read().decode()
                if resp.status == 429:  # slowed: wait as told, as the page does
                    time.sleep(float(resp.getheader("Retry-After", "1")))
                    continue
                return resp.status, (json.loads(text) if text else None)
            except (ConnectionError, http.client.RemoteDisconnected):
                if raw is not None:  # the server may close on a body it refuses unread
                    return None, None
                raise
            finally:
                conn.close()
        return 429, None

    def teacher_call(self, method, path, body=None):
        return self.call(method, path, body, token=self.teacher)

    def kill9(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            self.proc.wait(timeout=30)


def source_of(i):
    return "127.0.%d.%d" % (1 + i // 250, 1 + i % 250)


def run_all(count, work):
    """Runs work(i) for every student at once (a barrier releases them together); returns results."""
    results = [None] * count
    barrier = threading.Barrier(count)

    def one(i):
        try:
            barrier.wait(timeout=TIMEOUT)
            results[i] = work(i)
        except Exception as e:  # a failed request is a result the test checks, not a crash
            results[i] = ("error", repr(e))
    threads = [threading.Thread(target=one, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=5 * TIMEOUT)
    return results


def answer_of(i):
    """Student i's answer: its own closest point, so each stored answer can be told apart."""
    return {"hit": i % 2 == 0, "closest": [100, 40 + (i % 60)], "normal": [1, (i % 7) / 10]}


def three_hundred(server):
    joined = run_all(STUDENTS, lambda i: server.call("POST", "/api/join", {"code": server.code.lower(), "name": "student %d" % i},
                                                     source=source_of(i)))
    tokens = [r[1]["student"] if r and r[0] == 200 else None for r in joined]
    check(all(tokens), "joins refused: %s" % [r for r in joined if not (r and r[0] == 200)][:3])
    check(all(tokens), "all %d joined (%d did)" % (STUDENTS, sum(1 for t in tokens if t)))
    check(len(set(tokens)) == STUDENTS, "every student has a token of their own")
    status, asked = server.teacher_call("POST", "/api/teacher/ask", {"scene": SCENE, "selected": 0})
    check(status == 200, "the teacher asks: %s %s" % (status, asked))
    qid = asked["id"]
    questions = run_all(STUDENTS, lambda i: server.call("GET", "/api/question", token=tokens[i], source=source_of(i)))
    check(all(r[0] == 200 and r[1]["id"] == qid for r in questions), "every student sees the question")

    acks = run_all(STUDENTS, lambda i: server.call("POST", "/api/answer", dict(answer_of(i), question=qid),
                                                   token=tokens[i], source=source_of(i)))
    acked = sum(1 for r in acks if r and r[0] == 200 and r[1] == {"ok": True})
    check(acked == STUDENTS, "300 answers acknowledged (%d were): %s" % (acked, [r for r in acks if not r or r[0] != 200][:3]))
    status, answers = server.teacher_call("GET", "/api/teacher/answers?question=%d" % qid)
    check(status == 200 and len(answers["answers"]) == STUDENTS, "the teacher's count sees 300 (%s)" % len(answers["answers"]))
    stored = {a["name"]: a for a in answers["answers"]}
    check(all(stored.get("student %d" % i, {}).get("closest") == answer_of(i)["closest"] for i in range(STUDENTS)),
          "each stored answer is the one its student sent")
    status, reveal = server.teacher_call("POST", "/api/teacher/reveal")
    check(status == 200 and reveal["answers"] == STUDENTS, "the reveal sees 300: %s" % reveal)
    scores = run_all(STUDENTS, lambda i: server.call("GET", "/api/score?question=%d" % qid, token=tokens[i], source=source_of(i)))
    check(all(r[0] == 200 and r[1]["answer"]["closest"] == answer_of(i)["closest"] for i, r in enumerate(scores)),
          "each student's score is of their own answer")
    # The exact closest point is the corner (100, 100); student i said (100, 40 + i % 60).
    check(all(abs(r[1]["score"]["closestPixels"] - (60 - i % 60)) < 1e-9 for i, r in enumerate(scores)),
          "each score is the distance from the exact closest point")
    return tokens


def kill_mid_question(server, tokens):
    status, asked = server.teacher_call("POST", "/api/teacher/ask", {"scene": SCENE, "selected": 0})
    qid = asked["id"]
    acked = {}
    lock = threading.Lock()
    killed = threading.Event()

    def answer(i):
        if killed.is_set():
            return None
        try:
            r = server.call("POST", "/api/answer", dict(answer_of(i + 1), question=qid), token=tokens[i], source=source_of(i))
        except Exception as e:
            return ("error", repr(e))
        if r[0] == 200:
            with lock:
                acked[i] = answer_of(i + 1)
                if len(acked) == STUDENTS // 3:
                    server.kill9()  # mid-question: a third answered, others are on their way
                    killed.set()
        return r
    run_all(STUDENTS, answer)
    if not killed.is_set():
        server.kill9()
    check(len(acked) >= STUDENTS // 3, "answers were acknowledged before the kill (%d)" % len(acked))
    server.start()
    status, answers = server.teacher_call("GET", "/api/teacher/answers?question=%d" % qid)
    stored = {a["name"]: a for a in answers["answers"]} if status == 200 else {}
    lost = [i for i, a in acked.items() if stored.get("student %d" % i, {}).get("closest") != a["closest"]]
    check(not lost, "no acknowledged answer is lost by kill -9 (%d of %d lost)" % (len(lost), len(acked)))
    print("kill -9: %d acknowledged before the kill, %d stored after the restart" % (len(acked), len(stored)), flush=True)
    # The class goes on after the restart with the same tokens and code.
    check(server.call("GET", "/api/question", token=tokens[0], source=source_of(0))[0] == 200,
          "a student's token still works after the restart")


def refusals(server, tokens):
    status, asked = server.teacher_call("POST", "/api/teacher/ask", {"scene": SCENE, "selected": 0})
    qid = asked["id"]
    ann, bob = tokens[0], tokens[1]
    check(server.call("POST", "/api/answer", {"question": qid, "hit": True}, token=bob)[0] == 200, "Bob answers")

    def count():
        return len(server.teacher_call("GET", "/api/teacher/answers?question=%d" % qid)[1]["answers"]), \
            server.teacher_call("GET", "/api/teacher/answers?question=%d" % qid)[1]["students"]
    before = count()
    cases = [
        ("wrong code", 403, lambda: server.call("POST", "/api/join", {"code": "WRONG", "name": "Eve"})),
        ("forged token", 401, lambda: server.call("POST", "/api/answer", {"question": qid, "hit": True}, token="0" * 32)),
        ("student token on a teacher call", 403, lambda: server.call("POST", "/api/teacher/reveal", {}, token=ann)),
        ("student token reading the class", 403, lambda: server.call("GET", "/api/teacher/answers", token=ann)),
        ("1 MB body", 413, lambda: server.call("POST", "/api/answer", token=ann, raw=b"{" + b" " * (1 << 20) + b"}")),
        ("malformed JSON", 400, lambda: server.call("POST", "/api/answer", token=ann, raw=b'{"question": 1, "hit": tru')),
        ("NaN", 400, lambda: server.call("POST", "/api/answer", token=ann, raw=b'{"question": %d, "closest": [NaN, 1]}' % qid)),
    ]
    for what, expected, call in cases:
        status, body = call()
        if status is None and what == "1 MB body":
            print("1 MB body: the server closed the connection before reading it all", flush=True)
            continue
        check(status == expected and isinstance(body, dict) and body.get("error"),
              "%s: %s with a message (got %s %s)" % (what, expected, status, body))
    check(count() == before, "the refusals changed nothing: %s then %s" % (before, count()))
    # Another student's token reaches only that student's answer: Ann's score is not Bob's.
    server.teacher_call("POST", "/api/teacher/reveal")
    status, mine = server.call("GET", "/api/score?question=%d" % qid, token=ann)
    check(status == 200 and mine["answer"] is None, "Ann sees her own (missing) answer, not Bob's: %s" % mine)


def main():
    exe = sys.argv[1]
    work = tempfile.mkdtemp(prefix="live-class-", dir=sys.argv[2] if len(sys.argv) > 2 else None)
    server = Server(exe, os.path.join(work, "class.db"))
    try:
        start = time.time()
        tokens = three_hundred(server)
        print("300 students joined, answered and saw their scores in %.1f s" % (time.time() - start), flush=True)
        kill_mid_question(server, tokens)
        refusals(server, tokens)
        csv = subprocess.run([exe, "class", "export", "--db", server.db, "--csv"], capture_output=True, text=True, timeout=60)
        rows = csv.stdout.strip().split("\n")
        check(csv.returncode == 0 and rows[0].startswith("question,asked,"), "export writes CSV: " + csv.stderr)
        check(len(rows) >= 1 + STUDENTS + STUDENTS // 3, "export has a row per answer (%d rows)" % len(rows))
    finally:
        server.stop()
    if failures:
        sys.exit("%d check(s) failed" % len(failures))
    print("live class: all checks passed")


if __name__ == "__main__":
    main()
