#!/usr/bin/python3
"""Two students' pages in a live class, in Debian's headless Chromium (docs/live-class.md).

Starts `circlelab class` on 127.0.0.1 serving the built site, opens the class's address in two
Chromium pages (separate profiles: two devices), and drives them as students do: each types the
code and a name, sees the teacher's question in predict mode, answers on the scene (hit or miss,
a click on the closest point dragged out into the normal) and presses Send; the teacher (over
the API) sees both answers, as the pages sent them, and reveals; each page then shows its own
score, which must be the distance from its own answer to the exact one, and the lab shows the
exact answer. Screenshots of both pages go to --out.

Usage: tests/web/class_page_test.py SITE_DIR --circlelab BUILD/src/app/circlelab [--out DIR]
"""
import argparse
import base64
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.dont_write_bytecode = True  # importing page_test leaves no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from page_test import Browser, WIDTH, HEIGHT, report, wait_for, poll, drag, press, console_errors  # noqa: E402

# A circle of radius 20 at (150, 100) beside a 100 x 100 box; the camera frames exactly the view.
# The exact closest point is the box's corner (100, 100), the normal (1, 0): a miss.
SCENE = {"name": "class page test", "bodies": [{"x": 150, "y": 100, "r": 20}],
         "shapes": [{"type": "rect", "x": 0, "y": 0, "w": 100, "h": 100}],
         "settings": {"view": [-20, -20, 220, 160]}}
VIEW = SCENE["settings"]["view"]
KEY_H = ("h", "KeyH", 72, 0)
KEY_N = ("n", "KeyN", 78, 0)
PREDICTION = "JSON.parse(Module.ccall('circlelab_class_prediction', 'string', [], []) || '{}')"


def api(url, method, path, token, body=None):
    request = urllib.request.Request(url + "api/" + path, method=method, headers={"Authorization": "Bearer " + token},
                                     data=json.dumps(body).encode() if body is not None else None)
    with urllib.request.urlopen(request, timeout=30) as response:
        text = response.read().decode()
        return json.loads(text) if text else None


def to_screen(r, point):
    """A scene point on the page: the report's sceneOnScreen is where the camera put the view."""
    x, y, w, h = r["sceneOnScreen"]
    scale = w / VIEW[2]
    return (x + (point[0] - VIEW[0]) * scale, y + (point[1] - VIEW[1]) * scale)


def join(page, url, code, name):
    page.call("Page.navigate", url=url)
    poll(page, "!!document.getElementById('class-code')", bool, 120)
    # Typed as a person types: focus each field, then the text comes as keyboard input.
    for field, text in (("class-code", code), ("class-name", name)):
        page.evaluate("document.getElementById('%s').focus()" % field)
        page.call("Input.insertText", text=text)
    page.evaluate("document.getElementById('class-join').click()")
    bar = poll(page, "document.getElementById('class-bar') ? document.getElementById('class-bar').textContent : ''",
               lambda t: "Joined as" in t, 30)
    assert "Joined as " + name in bar, "%s's page did not join: %s" % (name, bar)


def answer(page, key, closest, towards):
    bar = poll(page, "document.getElementById('class-bar').textContent", lambda t: t.startswith("Question"), 30)
    assert "closest point" in bar, bar
    r = wait_for(page, lambda r: r.get("title", "") != "", 10, "a frame of the question")
    drag(page, to_screen(r, closest), to_screen(r, towards))
    # The key is read by the lab's next frame, which a loaded machine may draw a second later: the
    # answer is sent once the lab holds the hit or miss, as a student sees it before pressing Send.
    for _ in range(3):
        press(page, [key])
        held = poll(page, PREDICTION, lambda p: "hit" in p, 5)
        if "hit" in held:
            break
    assert "hit" in held, "the key %s gave no hit or miss: %s" % (key[0], held)
    page.evaluate("document.getElementById('class-send').click()")
    sent = poll(page, "document.getElementById('class-bar').textContent", lambda t: t.startswith("Sent"), 20)
    assert sent.startswith("Sent"), sent


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("site")
    parser.add_argument("--circlelab", required=True)
    parser.add_argument("--out", default=None)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    args = parser.parse_args()
    out = os.path.abspath(args.out or os.path.join(args.site, "..", "class-page-test"))
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="circlelab-class-page-test.")
    server = subprocess.Popen([args.circlelab, "class", "--port", "0", "--db", os.path.join(work, "class.db"),
                               "--site", os.path.abspath(args.site), "--code", "WEB42"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    start = json.loads(server.stdout.readline())
    url, teacher = start["url"], start["teacherToken"]
    pages, failures = [], []
    try:
        for name in ("ann", "bob"):
            page = Browser(args.chromium, os.path.join(work, "profile-" + name))
            for domain in ("Runtime.enable", "Log.enable", "Page.enable"):
                page.call(domain)
            page.call("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT, deviceScaleFactor=1, mobile=False)
            pages.append(page)
        ann, bob = pages
        join(ann, url, "web42", "Ann")
        join(bob, url, "WEB42", "Bob")
        print("ok    two pages joined the class", flush=True)

        asked = api(url, "POST", "teacher/ask", teacher, {"scene": SCENE, "selected": 0})
        # Ann: a miss, the closest point just above the corner, the normal to the right (right).
        # Bob: a hit, the closest point 20 px up the right edge, the normal up (wrong by 90°).
        answer(ann, KEY_N, (100, 97), (140, 97))
        answer(bob, KEY_H, (100, 80), (100, 40))
        print("ok    both answered on their own screens and sent", flush=True)

        seen = api(url, "GET", "teacher/answers?question=%d" % asked["id"], teacher)
        stored = {a["name"]: a for a in seen["answers"]}
        assert set(stored) == {"Ann", "Bob"}, "the teacher sees %s" % stored
        assert stored["Ann"]["hit"] is False and stored["Bob"]["hit"] is True, stored
        for name, expected in (("Ann", (100, 97)), ("Bob", (100, 80))):
            got = stored[name]["closest"]
            assert math.dist(got, expected) < 2, "%s's closest point arrived as %s, not near %s" % (name, got, expected)
        print("ok    the teacher sees both answers as sent: %s" % json.dumps(stored), flush=True)

        api(url, "POST", "teacher/reveal", teacher, {})
        for page, name in ((ann, "Ann"), (bob, "Bob")):
            text = poll(page, "document.getElementById('class-bar').textContent", lambda t: t.startswith("Your answer"), 20)
            off = math.dist(stored[name]["closest"], (100, 100))
            expected = "closest point %.1f px off" % off
            assert expected in text, "%s's page says %r; expected %r" % (name, text, expected)
            assert ("hit or miss: right" if name == "Ann" else "hit or miss: wrong") in text, text
            assert "It misses." in text, text
            shot = page.call("Page.captureScreenshot", format="png")["data"]
            with open(os.path.join(out, "student-%s.png" % name.lower()), "wb") as f:
                f.write(base64.b64decode(shot))
            errors = console_errors(page)
            assert not errors, "%s's page logged errors: %s" % (name, errors)
            print("ok    %s's page shows their own score: %s" % (name, text), flush=True)
    except Exception as e:
        failures.append(e)
        print("FAIL  %s" % e, flush=True)
    finally:
        for page in pages:
            page.close()
        server.terminate()
        server.wait(timeout=30)
    print("screenshots in " + out)
    if failures:
        sys.exit(1)
    print("class pages: all checks passed")


if __name__ == "__main__":
    main()
