#!/usr/bin/python3
"""The lab's web page in Debian's headless Chromium, as a person uses it.

Serves the built site (build-web/site) on 127.0.0.1, opens it in headless Chromium (WebGL through
SwiftShader, no GPU) and drives it through the DevTools protocol: the page loads and the lab
runs, the canvas shows the scene, a mouse drag and a finger move the circle, F12 downloads a
picture, a #scene= link opens its scene, a #lesson= link opens a lesson,
and a broken one shows its line:column error, a file upload opens a scene, Ctrl+S downloads it,
Copy link puts the scene into an address that opens it, Open a file... asks for a file and opens
it, the scene in words is in the accessibility tree, follows a drag and speaks German with
#lang=de, the panel works from the keyboard alone, and nothing is written to the console as an error; the page passes Chromium's installability
check (manifest, icons, service worker) and names its version, the embed snippet of
docs/install.md shows a lesson in classroom mode in another page, a changed site makes the page say
a new version is saved, and with the network gone (DevTools emulation, the server stopped) a reload
of a combined link (#lesson=…&classroom) still draws the lab. Prints one line per check, the
measured figures, and "N passed, M failed" last; exits 1 when a check failed.

Usage: tests/web/page_test.py SITE_DIR [--out DIR] [--chromium PATH] [--reference PNG]
With --reference (the desktop's picture of the default scene), the scene on the page must match it
but for 1 % of its pixels.
Needs Debian's chromium and python3-websocket (scripts/test-web.sh installs them).
"""
import argparse
import base64
import json
import math
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request
import zlib

import websocket  # Debian's python3-websocket

import page_people  # the page as students meet it: its checks, run after the ones here
import page_words  # the scene in words and the panel by keyboard, run before those

WIDTH, HEIGHT = 1280, 800


# --- PNG, as Page.captureScreenshot gives it (8-bit RGB or RGBA, not interlaced) ---------------
def decode_png(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "unexpected PNG format"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, channels, rows


def pixel(image, x, y):
    _, _, channels, rows = image
    return tuple(rows[y][x * channels:x * channels + 3])


# --- The DevTools protocol ---------------------------------------------------------------------
class Browser:
    def __init__(self, chromium, profile):
        self.proc = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
             "--remote-debugging-port=0", "--remote-allow-origins=*", "--user-data-dir=" + profile,
             "--window-size=%d,%d" % (WIDTH, HEIGHT), "--no-first-run", "--no-default-browser-check",
             "--disable-background-timer-throttling", "--disable-renderer-backgrounding", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(profile, "DevToolsActivePort")
        deadline = time.time() + 30
        while not (os.path.exists(port_file) and open(port_file).read().strip()):
            if time.time() > deadline or self.proc.poll() is not None:
                raise RuntimeError("chromium did not start its DevTools endpoint")
            time.sleep(0.1)
        port = int(open(port_file).read().split()[0])
        targets = json.load(urllib.request.urlopen("http://127.0.0.1:%d/json/list" % port, timeout=10))
        page = next(t for t in targets if t["type"] == "page")
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60, suppress_origin=True)
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError("%s: %s" % (method, message["error"]))
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError("evaluating %s: %s" % (expression, result["exceptionDetails"]))
        return result["result"].get("value")

    def close(self):
        try:
            self.ws.close()
        finally:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


REPORT = "(window.Module && Module.calledRun) ? Module.ccall('circlelab_report', 'string', [], []) : ''"


def report(browser):
    text = browser.evaluate(REPORT)
    return json.loads(text) if text else None


# What Chromium answers to an evaluation sent while the page is between documents (a reload or a
# navigation under way): not the page's answer, so the waits below ask again.
BETWEEN_DOCUMENTS = ("Inspected target navigated or closed", "Cannot find context with specified id",
                     "Execution context was destroyed")


def between_documents(error):
    return any(text in str(error) for text in BETWEEN_DOCUMENTS)


def report_or_none(browser):
    """The lab's report, or None while there is none yet, a reload under way included."""
    try:
        return report(browser)
    except RuntimeError as error:
        if between_documents(error):
            return None
        raise


def wait_for(browser, condition, seconds, what):
    deadline = time.time() + seconds
    while time.time() < deadline:
        r = report_or_none(browser)
        if r and condition(r):
            return r
        time.sleep(0.1)
    raise AssertionError("waited %g s for %s; last report: %s" % (seconds, what, report_or_none(browser)))


def poll(browser, expression, done, seconds=10):
    """Evaluates `expression` in the page until `done(value)` or `seconds` pass; the last value."""
    deadline = time.time() + seconds
    while True:
        try:
            value = browser.evaluate(expression)
        except RuntimeError as error:
            if not between_documents(error) or time.time() >= deadline:
                raise
        else:
            if done(value) or time.time() >= deadline:
                return value
        time.sleep(0.1)


LAB_ERROR = "Module.ccall('circlelab_error', 'string', [], [])"


def b64url(text):
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def mouse(browser, kind, x, y, buttons=0):
    browser.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                 buttons=buttons, clickCount=1 if kind != "mouseMoved" else 0)


def drag(browser, start, end, steps=12):
    mouse(browser, "mouseMoved", *start)
    time.sleep(0.05)
    mouse(browser, "mousePressed", *start, buttons=1)
    time.sleep(0.05)
    for i in range(1, steps + 1):
        t = i / steps
        mouse(browser, "mouseMoved", start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t, buttons=1)
        time.sleep(0.03)
    mouse(browser, "mouseReleased", *end)
    time.sleep(0.2)


def press(browser, keys):
    """Presses the keys in order and lets them go in reverse, as a person types Ctrl+S (SDL tracks
    Control from its own key event, not from the modifier flags)."""
    for key, code, vk, modifiers in keys:
        browser.call("Input.dispatchKeyEvent", type="rawKeyDown", modifiers=modifiers, key=key, code=code,
                     windowsVirtualKeyCode=vk, nativeVirtualKeyCode=vk)
        time.sleep(0.05)
    for key, code, vk, modifiers in reversed(keys):
        browser.call("Input.dispatchKeyEvent", type="keyUp", modifiers=0 if key == "Control" else modifiers, key=key,
                     code=code, windowsVirtualKeyCode=vk, nativeVirtualKeyCode=vk)
        time.sleep(0.05)


def click(browser, point):
    """A person's click: the pointer comes to rest over the point first, as ImGui sees a button
    hovered before it is pressed; it presses on the press and acts on the release."""
    mouse(browser, "mouseMoved", *point)
    time.sleep(0.15)
    mouse(browser, "mousePressed", *point, buttons=1)
    time.sleep(0.15)
    mouse(browser, "mouseReleased", *point)
    time.sleep(0.2)


def button_centre(browser, which):
    """The centre of the panel's "Open a file..." (`open`) or "Copy link" (`share`) button, as the
    lab drew it last frame."""
    x, y, w, h = json.loads(browser.evaluate("Module.ccall('circlelab_buttons', 'string', [], [])"))[which]
    assert w > 0 and h > 0, "the panel shows no %s button" % which
    return (x + w / 2, y + h / 2)


def wait_event(browser, method, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        for e in browser.events:
            if e["method"] == method:
                browser.events.remove(e)
                return e["params"]
        browser.evaluate("0")  # lets the events that came in meanwhile be read
        time.sleep(0.1)
    raise AssertionError("no %s in %g s" % (method, seconds))


def console_errors(browser):
    errors = []
    for e in browser.events:
        m, p = e["method"], e.get("params", {})
        if m == "Runtime.exceptionThrown":
            errors.append("exception: " + json.dumps(p.get("exceptionDetails", {}))[:300])
        elif m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
            errors.append("console.error: " + " ".join(str(a.get("value", a.get("description", ""))) for a in p["args"]))
        elif m == "Log.entryAdded" and p["entry"]["level"] == "error":
            errors.append("log: " + p["entry"].get("text", ""))
    return errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("site")
    parser.add_argument("--out", default=None, help="where to write the screenshots (default: beside the site)")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--only", action="append", help="run only the checks whose name holds this (may be repeated)")
    parser.add_argument("--reference", help="the desktop's `circlelab shot` of the sandbox at %dx%d" % (WIDTH, HEIGHT))
    args = parser.parse_args()
    site = os.path.abspath(args.site)
    out = os.path.abspath(args.out or os.path.join(site, "..", "page-test"))
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="circlelab-page-test.")

    # A local server on 127.0.0.1 only, on a free port; stopped by its own process at the end.
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    # A copy of the site: the update check changes a file of it.
    served = os.path.join(work, "site")
    shutil.copytree(site, served)
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                               "--directory", served], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = "http://127.0.0.1:%d/" % port
    for _ in range(100):
        try:
            urllib.request.urlopen(url, timeout=1).read()
            break
        except OSError:
            time.sleep(0.1)

    results, figures = [], {}
    browser = None

    def check(name, fn):
        if args.only and not any(word in name for word in args.only):
            return
        try:
            fn()
            results.append((name, None))
            print("ok    " + name, flush=True)
        except Exception as e:  # one failed check must not hide the others
            results.append((name, e))
            print("FAIL  %s: %s" % (name, e), flush=True)

    try:
        browser = Browser(args.chromium, os.path.join(work, "profile"))
        browser.call("Runtime.enable")
        browser.call("Log.enable")
        browser.call("Page.enable")
        browser.call("Page.addScriptToEvaluateOnNewDocument", source=page_people.COUNT_FRAMES)
        # The page's viewport exactly (a headless window's size includes room for its frame).
        browser.call("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT, deviceScaleFactor=1, mobile=False)
        downloads = os.path.join(work, "downloads")
        os.makedirs(downloads)
        browser.call("Browser.setDownloadBehavior", behavior="allow", downloadPath=downloads)

        def loads_and_runs():
            start = time.time()
            browser.call("Page.navigate", url=url)
            wait_for(browser, lambda r: r["step"] >= 1, 90, "the lab's first frame")
            figures["first frame (s)"] = round(time.time() - start, 2)
            time.sleep(0.5)
            r = report(browser)
            assert browser.evaluate("document.getElementById('cover').style.display") == "none", "the loading screen stays"
            assert r["title"] == "Circle Collision Lab - Sandbox", r["title"]
            assert browser.evaluate("document.title") == r["title"], "the page's title follows the lab's"
            assert r["size"] == [WIDTH, HEIGHT], "the lab fills the page: %s" % r["size"]

        check("the page loads and the lab runs", loads_and_runs)

        def shows_scene():
            shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
            open(os.path.join(out, "page.png"), "wb").write(shot)
            image = decode_png(shot)
            assert image[0] == WIDTH and image[1] == HEIGHT, "screenshot %dx%d" % image[:2]
            colours = set()
            for y in range(0, HEIGHT, 4):
                for x in range(0, WIDTH, 4):
                    colours.add(pixel(image, x, y))
            assert len(colours) > 100, "the canvas is nearly blank: %d colours" % len(colours)
            r = report(browser)
            cx, cy = (round(v) for v in r["circleOnScreen"])
            vx, vy, vw, vh = r["viewport"]
            background = pixel(image, int(vx + vw) - 5, int(vy + vh) - 5)
            assert pixel(image, cx, cy) != background, "no circle drawn at %s" % ((cx, cy),)
            # Flat-coloured circles (the outlines here) are sprites in the page, a quad each, as in
            # the window; the comparison with the desktop's picture below holds them to the geometry.
            sprites = browser.evaluate("JSON.parse(Module.ccall('circlelab_stats', 'string', [], [])).sprites")
            figures["circles drawn as sprites"] = sprites
            assert sprites > 0, "the page drew no circle as a sprite (%s)" % sprites
            if args.reference:
                # The scene beside the panel, against the desktop's `shot` of the same scene: WebGL
                # and SDL's software renderer may place an edge half a pixel apart, so each pixel is
                # matched within one pixel around it.
                ref = decode_png(open(args.reference, "rb").read())
                assert ref[:2] == image[:2], "the reference is %dx%d" % ref[:2]
                differing = total = 0
                for y in range(1, HEIGHT - 1, 2):
                    for x in range(int(vx) + 10, WIDTH - 1, 2):
                        q = pixel(image, x, y)
                        total += 1
                        if all(max(abs(a - b) for a, b in zip(pixel(ref, x + dx, y + dy), q)) > 48
                               for dy in (-1, 0, 1) for dx in (-1, 0, 1)):
                            differing += 1
                figures["scene pixels unlike the desktop's (%)"] = round(100.0 * differing / total, 2)
                assert differing <= total // 100, "%d of %d scene pixels differ from %s" % (differing, total, args.reference)
                # The circle itself, which is small beside the scene: a ring of points 14 px round
                # its centre, each like the desktop's within a pixel (balls drawn as empty rings in
                # the page passed the count above).
                ring = [(round(cx + 14 * math.cos(a * math.pi / 18)), round(cy + 14 * math.sin(a * math.pi / 18)))
                        for a in range(36)]
                unlike = [p for p in ring
                          if all(max(abs(a - b) for a, b in zip(pixel(ref, p[0] + dx, p[1] + dy), pixel(image, *p))) > 48
                                 for dy in (-1, 0, 1) for dx in (-1, 0, 1))]
                figures["circle pixels unlike the desktop's"] = len(unlike)
                assert len(unlike) <= 3, "the circle is not drawn as on the desktop at %s" % unlike[:6]

        check("the canvas shows the scene, its circle where the lab says", shows_scene)

        def installable():
            # The service worker has the site's files and runs the page; Chromium would offer to
            # install it as an app (the list a desktop's "Install" menu item looks at).
            controlled = poll(browser, "!!navigator.serviceWorker.controller", lambda v: v, 60)
            assert controlled, "no service worker took over the page"
            errors = browser.call("Page.getInstallabilityErrors")["installabilityErrors"]
            assert errors == [], "installability errors: %s" % errors
            manifest = browser.call("Page.getAppManifest")
            assert not manifest.get("errors"), "manifest errors: %s" % manifest["errors"]
            version = poll(browser, "window.circlelabOffline && circlelabOffline.version", lambda v: v)
            assert re.match(r"^circlelab \d+\.\d+\.\d+ \(commit [^)]+\)$", version or ""), "version %r" % version
            cached = browser.evaluate("caches.keys().then((k) => k.filter((n) => n.startsWith('circlelab-')))")
            assert len(cached) == 1, "caches: %s" % cached
            figures["page version"] = version

        check("the page is installable as an app and names its version", installable)

        def still_then_running():
            # A still lab draws nothing (a page left open costs no battery); running, it animates.
            a, t0 = report(browser)["step"], time.time()
            time.sleep(2)
            b = report(browser)["step"]
            figures["frames drawn by a still lab in 2 s"] = b - a
            assert b - a <= 10, "a still lab drew %d frames in 2 s" % (b - a)
            physics_ms = "JSON.parse(Module.ccall('circlelab_stats', 'string', [], [])).physicsTotalMs"
            idle_ms = browser.evaluate(physics_ms)
            press(browser, [(" ", "Space", 32, 0)])
            assert wait_for(browser, lambda r: r["running"], 5, "Space to run the physics")
            a, t0 = report(browser)["step"], time.time()
            time.sleep(3)
            b, t1 = report(browser)["step"], time.time()
            figures["frames a second, physics running"] = round((b - a) / (t1 - t0), 1)
            press(browser, [(" ", "Space", 32, 0)])
            wait_for(browser, lambda r: not r["running"], 5, "Space to pause the physics")
            assert b - a >= 10, "only %d frames in 3 s while the physics ran" % (b - a)
            # The physics' own time, which the page benchmark divides by the steps, counts the run only.
            ran_ms = browser.evaluate(physics_ms)
            time.sleep(0.5)
            assert ran_ms > idle_ms and browser.evaluate(physics_ms) == ran_ms, \
                "the physics time went %s, %s, %s ms (idle, run, paused)" % (idle_ms, ran_ms, browser.evaluate(physics_ms))

        check("a still lab draws nothing; Space runs the physics at the display's rate", still_then_running)

        def drag_moves_circle():
            before = report(browser)
            cx, cy = before["circleOnScreen"]
            target = (cx - 90, cy + 70)
            drag(browser, (cx, cy), target)
            after = wait_for(browser, lambda r: r["gesture"] == "idle", 5, "the drag to end")
            ax, ay = after["circleOnScreen"]
            assert abs(ax - target[0]) < 2 and abs(ay - target[1]) < 2, "circle at %s, dropped at %s" % ((ax, ay), target)
            assert after["circle"] != before["circle"], "the circle's scene position did not change"
            shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
            open(os.path.join(out, "page-after-drag.png"), "wb").write(shot)

        check("a mouse drag moves the circle", drag_moves_circle)

        def touch_moves_circle():
            browser.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)
            cx, cy = report(browser)["circleOnScreen"]
            target = (cx + 60, cy - 40)
            browser.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": cx, "y": cy}])
            time.sleep(0.05)
            for i in range(1, 11):
                point = {"x": cx + (target[0] - cx) * i / 10, "y": cy + (target[1] - cy) * i / 10}
                browser.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[point])
                time.sleep(0.03)
            browser.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
            after = wait_for(browser, lambda r: r["gesture"] == "idle", 5, "the touch drag to end")
            browser.call("Emulation.setTouchEmulationEnabled", enabled=False)
            ax, ay = after["circleOnScreen"]
            assert abs(ax - target[0]) < 2 and abs(ay - target[1]) < 2, "circle at %s, lifted at %s" % ((ax, ay), target)

        check("a finger drags the circle too", touch_moves_circle)

        def f12_downloads_picture():
            press(browser, [("F12", "F12", 123, 0)])
            deadline = time.time() + 10
            while time.time() < deadline and not [f for f in os.listdir(downloads) if f.endswith(".png")]:
                time.sleep(0.1)
            pictures = [f for f in os.listdir(downloads) if f.endswith(".png")]
            assert pictures, "no PNG downloaded; status %r" % report(browser)["status"]
            picture = decode_png(open(os.path.join(downloads, pictures[0]), "rb").read())
            assert picture[:2] == (WIDTH, HEIGHT), "the picture is %dx%d" % picture[:2]

        check("F12 downloads a picture of the lab", f12_downloads_picture)

        scene = {"name": "Shared by link", "bodies": [{"x": 300, "y": 200, "r": 40}],
                 "shapes": [{"type": "rect", "x": 330, "y": 150, "w": 200, "h": 120, "angle": 15}]}

        def link_opens_scene():
            browser.call("Page.navigate", url="about:blank")
            start = time.time()
            browser.call("Page.navigate", url=url + "#scene=" + b64url(json.dumps(scene)))
            r = wait_for(browser, lambda r: r["step"] >= 1, 90, "the linked page to run")
            figures["reload to running (s)"] = round(time.time() - start, 2)
            assert r["title"] == "Circle Collision Lab - Shared by link", r["title"]
            assert r["circle"] == [300, 200], r["circle"]
            assert r["contact"]["hit"], "the linked circle overlaps its box"

        check("a #scene= link opens that scene", link_opens_scene)

        def broken_link_says_where():
            browser.evaluate("location.hash = 'scene=' + %s" % json.dumps(b64url('{"name": "x", "bodies": [}')))
            error = poll(browser, LAB_ERROR, lambda e: e)
            assert re.search(r":1:\d+: ", error), "no line:column in %r" % error
            assert report(browser)["title"].endswith("Shared by link"), "the scene before stays open"

        check("a broken link shows its line:column error and keeps the scene", broken_link_says_where)

        def lesson_link_opens_lesson():
            browser.evaluate("location.hash = 'lesson=02_worden_nine_cases'")
            r = wait_for(browser, lambda r: r.get("lessonStep") == 1, 10, "the lesson to open")
            assert r["title"].endswith("Worden: the nine circle-rectangle cases"), r["title"]
            assert r["circle"] == [560, 160], r["circle"]
            browser.evaluate("location.hash = 'lesson=no_such_lesson'")
            error = poll(browser, LAB_ERROR, lambda e: "no lesson" in (e or ""))
            assert "02_worden_nine_cases" in error, "the error lists the lessons: %r" % error

        check("a #lesson= link opens that lesson on its first step", lesson_link_opens_lesson)

        upload_scene = {"name": "Uploaded scene", "bodies": [{"x": 100, "y": 100, "r": 30}],
                        "shapes": [{"type": "circle", "x": 180, "y": 100, "r": 40}]}
        upload_path = os.path.join(work, "uploaded_scene.json")
        json.dump(upload_scene, open(upload_path, "w"))

        def upload_opens_scene():
            doc = browser.call("DOM.getDocument")
            node = browser.call("DOM.querySelector", nodeId=doc["root"]["nodeId"], selector="#upload")
            browser.call("DOM.setFileInputFiles", files=[upload_path], nodeId=node["nodeId"])
            wait_for(browser, lambda r: r["title"].endswith("Uploaded scene"), 10, "the uploaded scene to open")

        check("a file upload opens a scene", upload_opens_scene)

        def save_downloads():
            browser.evaluate("document.getElementById('canvas').focus()")
            press(browser, [("Control", "ControlLeft", 17, 2), ("s", "KeyS", 83, 2)])
            path = os.path.join(downloads, "uploaded_scene.json")
            deadline = time.time() + 10
            while time.time() < deadline and not os.path.exists(path):
                time.sleep(0.1)
            assert os.path.exists(path), "no download; got %s" % os.listdir(downloads)
            saved = json.load(open(path))
            assert saved["name"] == "Uploaded scene" and saved["bodies"][0]["x"] == 100, saved

        check("Ctrl+S downloads the scene's JSON", save_downloads)

        def copy_link_shares_scene():
            # The button puts the scene as it is into the address; that address opens it again.
            click(browser, button_centre(browser, "share"))
            link = poll(browser, "location.href", lambda l: "#s2=" in (l or ""))
            assert "#s2=" in link, "the address has no #s2=: %s" % link
            encoded = link.split("#s2=", 1)[1].split("&")[0]
            shared = json.loads(zlib.decompress(base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4))))
            assert shared["name"] == "Uploaded scene" and shared["bodies"][0]["x"] == 100, shared
            status = poll(browser, "JSON.parse(%s).status" % REPORT, lambda s: "address" in s or "field" in s)
            assert "address" in status or "field" in status, "the lab does not say where the link is: %r" % status
            browser.call("Page.navigate", url="about:blank")
            browser.call("Page.navigate", url=link)
            r = wait_for(browser, lambda r: r["step"] >= 1, 90, "the shared link's page to run")
            assert r["title"] == "Circle Collision Lab - Uploaded scene", r["title"]
            assert r["circle"] == [100, 100], r["circle"]

        check("Copy link puts the scene in the address, which opens it", copy_link_shares_scene)

        chosen_scene = {"name": "Chosen scene", "bodies": [{"x": 250, "y": 150, "r": 25}],
                        "shapes": [{"type": "rect", "x": 100, "y": 100, "w": 80, "h": 60}]}
        chosen_path = os.path.join(work, "chosen_scene.json")
        json.dump(chosen_scene, open(chosen_path, "w"))

        def open_button_asks_for_file():
            # The button opens the browser's file chooser (intercepted here), and the file chosen opens.
            time.sleep(0.5)
            browser.call("Page.setInterceptFileChooserDialog", enabled=True)
            try:
                click(browser, button_centre(browser, "open"))
                chooser = wait_event(browser, "Page.fileChooserOpened", 10)
                browser.call("DOM.setFileInputFiles", files=[chosen_path], backendNodeId=chooser["backendNodeId"])
                r = wait_for(browser, lambda r: r["title"].endswith("Chosen scene"), 10, "the chosen scene to open")
                assert r["circle"] == [250, 150], r["circle"]
            finally:
                browser.call("Page.setInterceptFileChooserDialog", enabled=False)

        check("Open a file... asks for a file and opens it", open_button_asks_for_file)

        def no_console_errors():
            errors = console_errors(browser)
            assert not errors, "; ".join(errors[:5])

        check("nothing is written to the console as an error", no_console_errors)

        # The page as students meet it (tests/web/page_people.py).
        broken = os.path.join(work, "broken")
        shutil.copytree(site, os.path.join(broken, "site-without-data"), ignore=shutil.ignore_patterns("circlelab.data"))
        shutil.copytree(site, os.path.join(broken, "site-blocked"))
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            broken_port = s.getsockname()[1]
        broken_server = subprocess.Popen([sys.executable, "-m", "http.server", str(broken_port), "--bind", "127.0.0.1",
                                          "--directory", broken], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        ctx = argparse.Namespace(url=url, served=served, downloads=downloads, work=work, out=out, figures=figures,
                                 broken_url="http://127.0.0.1:%d/site-without-data/" % broken_port)
        try:
            for name, fn in page_words.CHECKS + page_people.CHECKS:
                check(name, lambda fn=fn: fn(browser, ctx))
        finally:
            broken_server.terminate()
            broken_server.wait(timeout=10)

        def embed_snippet_shows_lesson():
            # The snippet docs/install.md gives, with the school's address replaced by this server's.
            doc = open(os.path.join(os.path.dirname(__file__), "..", "..", "docs", "install.md")).read()
            snippet = re.search(r"<!-- embed snippet -->\s*```html\n(.*?)```", doc, re.S).group(1)
            assert "https://school.example.org/circlelab/" in snippet, snippet
            page = "<!doctype html><title>A school page</title><p>Try it:</p>\n" + \
                snippet.replace("https://school.example.org/circlelab/", url)
            open(os.path.join(served, "embed-test.html"), "w").write(page)
            browser.call("Page.navigate", url="about:blank")
            browser.call("Page.navigate", url=url + "embed-test.html")
            # Asked again until the school's page and its frame have loaded (no frame yet: nothing).
            frame_report = "(() => { const f = document.querySelector('iframe'); if (!f) return ''; const w = f.contentWindow; " \
                           "return (w.Module && w.Module.calledRun) ? w.Module.ccall('circlelab_report', 'string', [], []) : ''; })()"
            text = poll(browser, frame_report, lambda t: t and json.loads(t)["step"] >= 1, 90)
            r = json.loads(text or "{}")
            assert r.get("lessonStep") == 1 and r.get("classroom") is True, "the embedded lab: %s" % text
            shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
            open(os.path.join(out, "page-embedded.png"), "wb").write(shot)

        check("the embed snippet shows a lesson in classroom mode in another page", embed_snippet_shows_lesson)

        def new_version_is_announced():
            # A changed site (here: its worker, as a new build writes it): the next load fetches the
            # new version into a new cache and the page says a reload will use it.
            browser.call("Page.navigate", url="about:blank")
            browser.call("Page.navigate", url=url)
            wait_for(browser, lambda r: r["step"] >= 1, 90, "the page to run")
            old_caches = browser.evaluate("caches.keys()")
            sw = os.path.join(served, "sw.js")
            text = open(sw).read().replace("const CACHE = 'circlelab-", "const CACHE = 'circlelab-changed-")
            open(sw, "w").write(text)
            browser.call("Page.navigate", url="about:blank")
            browser.call("Page.navigate", url=url)
            wait_for(browser, lambda r: r["step"] >= 1, 90, "the page to run")
            notice = poll(browser, "window.circlelabOffline && circlelabOffline.notice", lambda n: n, 60)
            assert "new version" in (notice or ""), "the page said %r" % notice
            assert browser.evaluate("document.getElementById('update').textContent") == notice
            new_caches = poll(browser, "caches.keys()", lambda k: k != old_caches and len(k) == 1)
            assert len(new_caches) == 1 and new_caches[0].startswith("circlelab-changed-"), \
                "caches before %s, after %s" % (old_caches, new_caches)

        check("a new version replaces the old at the next load, and the page says so", new_version_is_announced)

        def offline_reload_draws():
            # The network gone twice over: the browser's emulation, and the server stopped.
            browser.call("Network.enable")
            browser.call("Network.emulateNetworkConditions", offline=True, latency=0,
                         downloadThroughput=-1, uploadThroughput=-1)
            server.terminate()
            server.wait(timeout=10)
            try:
                reached = browser.evaluate("fetch('not-cached.txt').then(() => 'reached', () => 'offline')")
                assert reached == "offline", "the network is still there: %s" % reached
                browser.call("Page.navigate", url="about:blank")
                browser.call("Page.navigate", url=url + "#lesson=02_worden_nine_cases&classroom")
                r = wait_for(browser, lambda r: r["step"] >= 1, 90, "the lab to run offline")
                assert r.get("lessonStep") == 1 and r["classroom"], "the combined link: %s" % r
                shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
                open(os.path.join(out, "page-offline.png"), "wb").write(shot)
                image = decode_png(shot)
                colours = {pixel(image, x, y) for y in range(0, HEIGHT, 4) for x in range(0, WIDTH, 4)}
                assert len(colours) > 100, "the canvas is nearly blank offline: %d colours" % len(colours)
            finally:
                browser.call("Network.emulateNetworkConditions", offline=False, latency=0,
                             downloadThroughput=-1, uploadThroughput=-1)

        check("offline, a reload of #lesson=…&classroom still draws the lab", offline_reload_draws)
    except Exception as e:
        results.append(("the browser", e))
        print("FAIL  the browser: %s" % e, flush=True)
    finally:
        if browser:
            browser.close()
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)

    for name, value in figures.items():
        print("web: %s: %s" % (name, value))
    print("web: screenshots in %s" % out)
    failed = sum(1 for _, e in results if e)
    print("%d passed, %d failed" % (len(results) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
