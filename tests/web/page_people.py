"""The page as students meet it (tests/web/page_test.py runs these): nothing lost on a reload, the
page's buttons and keys for a Chromebook without an F-row, saves that download at once under the
scene's name, an address that follows the scene shown, Copy link where the clipboard is blocked,
a data file that does not come, links that are cut short, a cancelled lesson link, and a still
page that does not wake. Each check drives the page as a person does, through the DevTools
protocol, and reads what the lab reports."""
import base64
import json
import os
import time
import zlib

import page_test as pt

# Counts the page's requestAnimationFrame calls: a still lab should make none.
COUNT_FRAMES = """
window.__rafCalls = 0;
(() => { const raf = window.requestAnimationFrame.bind(window);
         window.requestAnimationFrame = (cb) => { window.__rafCalls++; return raf(cb); }; })();
"""


def element_centre(browser, selector, frame=""):
    """The centre of a page element (in a same-origin frame's document when `frame` is a selector
    of the frame), in the top page's coordinates."""
    doc = "document" if not frame else "document.querySelector(%s).contentDocument" % json.dumps(frame)
    offset = "[0, 0]" if not frame else \
        "(() => { const r = document.querySelector(%s).getBoundingClientRect(); return [r.left, r.top]; })()" % json.dumps(frame)
    box = browser.evaluate("(() => { const r = %s.querySelector(%s).getBoundingClientRect(); const o = %s; "
                           "return [r.left + o[0], r.top + o[1], r.width, r.height]; })()" % (doc, json.dumps(selector), offset))
    assert box[2] > 0 and box[3] > 0, "%s is not shown" % selector
    return (box[0] + box[2] / 2, box[1] + box[3] / 2)


def wait_download(downloads, name_or_ext, seconds=10, before=()):
    deadline = time.time() + seconds
    while time.time() < deadline:
        found = [f for f in os.listdir(downloads)
                 if f not in before and not f.endswith(".crdownload") and (f == name_or_ext or f.endswith(name_or_ext))]
        if found:
            return found[0]
        time.sleep(0.1)
    raise AssertionError("no download %s; the folder has %s" % (name_or_ext, os.listdir(downloads)))


def send(browser, method, **params):
    """A DevTools call whose answer is not awaited: a navigation waits on a beforeunload question."""
    browser.next_id += 1
    browser.ws.send(json.dumps({"id": browser.next_id, "method": method, "params": params}))


def wait_dialog(browser, seconds):
    """The browser's question about leaving, read straight from the connection: while it is open
    the page runs no script, so nothing may be evaluated to wait for it."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        for e in browser.events:
            if e["method"] == "Page.javascriptDialogOpening":
                browser.events.remove(e)
                return e["params"]
        browser.ws.settimeout(max(0.1, deadline - time.time()))
        try:
            message = json.loads(browser.ws.recv())
        except Exception:  # the time is up
            break
        finally:
            browser.ws.settimeout(60)
        if "method" in message:
            browser.events.append(message)
    return None


def leave(browser):
    """Leaves the page for about:blank, answering Leave when it asks about unsaved edits (a check
    that failed half-way may leave some)."""
    browser.events.clear()
    send(browser, "Page.navigate", url="about:blank")
    if wait_dialog(browser, 1.5):
        try:
            browser.call("Page.handleJavaScriptDialog", accept=True)
        except RuntimeError:  # it went meanwhile
            pass
    deadline = time.time() + 10
    while time.time() < deadline:
        try:
            if browser.evaluate("location.href") == "about:blank":
                return
        except RuntimeError:  # between two documents
            pass
        time.sleep(0.1)


def open_page(browser, url, what="the page to run"):
    leave(browser)
    browser.call("Page.navigate", url=url)
    return pt.wait_for(browser, lambda r: r["step"] >= 1, 90, what)


def key(browser, key, code, vk, modifiers=0):
    pt.press(browser, [(key, code, vk, modifiers)])


def make_edit(browser):
    """An edit a person makes from the keyboard: the next shape selected, then deleted."""
    browser.evaluate("document.getElementById('canvas').focus()")
    key(browser, "Tab", "Tab", 9)
    key(browser, "Delete", "Delete", 46)
    return pt.wait_for(browser, lambda r: r["dirty"], 5, "the edit to mark the scene unsaved")


def reload_asks_with_edits(browser, ctx):
    open_page(browser, ctx.url)
    make_edit(browser)
    browser.events.clear()
    send(browser, "Page.reload")
    dialog = wait_dialog(browser, 10)
    assert dialog, "the browser did not ask before the reload"
    assert dialog["type"] == "beforeunload", "a %s dialog" % dialog["type"]
    browser.call("Page.handleJavaScriptDialog", accept=False)  # Stay on the page
    time.sleep(0.5)
    r = pt.report(browser)
    assert r and r["dirty"], "the edits are gone after staying: %s" % r
    # Undone, nothing is lost: the page goes without asking.
    pt.press(browser, [("Control", "ControlLeft", 17, 2), ("z", "KeyZ", 90, 2)])
    pt.wait_for(browser, lambda r: not r["dirty"], 5, "Ctrl+Z to undo the edit")
    browser.events.clear()
    send(browser, "Page.reload")
    assert not wait_dialog(browser, 3), "asked with nothing to lose"
    pt.wait_for(browser, lambda r: r["step"] >= 1, 90, "the page to reload without a question")


def page_buttons_work(browser, ctx):
    open_page(browser, ctx.url)
    before = set(os.listdir(ctx.downloads))
    pt.click(browser, element_centre(browser, '#pagebar [data-action="help"]'))
    pt.wait_for(browser, lambda r: "help" in r, 5, "the Help button to open the help")
    help_clear_of_buttons(browser, "at %dx%d" % (pt.WIDTH, pt.HEIGHT))
    pt.click(browser, element_centre(browser, '#pagebar [data-action="help"]'))
    pt.wait_for(browser, lambda r: "help" not in r, 5, "the Help button to close it")
    pt.click(browser, element_centre(browser, '#pagebar [data-action="classroom"]'))
    pt.wait_for(browser, lambda r: r["classroom"], 5, "the Classroom button")
    pt.click(browser, element_centre(browser, '#pagebar [data-action="classroom"]'))
    pt.wait_for(browser, lambda r: not r["classroom"], 5, "the Classroom button again")
    wide = pt.report(browser)["viewport"]
    pt.click(browser, element_centre(browser, '#pagebar [data-action="panel"]'))
    folded = pt.wait_for(browser, lambda r: r["viewport"][2] > wide[2] + 100, 5, "the Panel button to fold the panel")
    pt.click(browser, element_centre(browser, '#pagebar [data-action="panel"]'))
    pt.wait_for(browser, lambda r: r["viewport"][2] < folded["viewport"][2], 5, "the Panel button to unfold it")
    pt.click(browser, element_centre(browser, '#pagebar [data-action="picture"]'))
    wait_download(ctx.downloads, ".png", before=before)
    assert "Downloaded" in pt.report(browser)["status"], pt.report(browser)["status"]
    pt.click(browser, element_centre(browser, '#pagebar [data-action="fullscreen"]'))
    full = pt.poll(browser, "!!document.fullscreenElement", lambda v: v, 5)
    assert full, "the Fullscreen button did not make the page fullscreen"
    pt.click(browser, element_centre(browser, '#pagebar [data-action="fullscreen"]'))
    pt.poll(browser, "!!document.fullscreenElement", lambda v: not v, 5)


def page_keys_work(browser, ctx):
    # The keys a Chromebook has, in place of F1, F2, F4, F12 and Ctrl+N.
    open_page(browser, ctx.url)
    browser.evaluate("document.getElementById('canvas').focus()")
    pt.press(browser, [("Shift", "ShiftLeft", 16, 8), ("?", "Slash", 191, 8)])
    pt.wait_for(browser, lambda r: "help" in r, 5, "? to open the help")
    key(browser, "Escape", "Escape", 27)
    pt.wait_for(browser, lambda r: "help" not in r, 5, "Esc to close it")
    key(browser, "b", "KeyB", 66)
    pt.wait_for(browser, lambda r: r["classroom"], 5, "B for classroom mode")
    key(browser, "b", "KeyB", 66)
    pt.wait_for(browser, lambda r: not r["classroom"], 5, "B again")
    before = set(os.listdir(ctx.downloads))
    key(browser, "x", "KeyX", 88)
    wait_download(ctx.downloads, ".png", before=before)
    pt.press(browser, [("Shift", "ShiftLeft", 16, 8), ("N", "KeyN", 78, 8)])
    pt.wait_for(browser, lambda r: r["title"].endswith("Untitled"), 5, "Shift+N for a new scene")
    key(browser, "f", "KeyF", 70)
    assert pt.poll(browser, "!!document.fullscreenElement", lambda v: v, 5), "F did not make the page fullscreen"
    key(browser, "f", "KeyF", 70)
    pt.poll(browser, "!!document.fullscreenElement", lambda v: not v, 5)


def save_downloads_built_in(browser, ctx):
    # The built-in scene everyone opens first: Ctrl+S downloads it under its name at once.
    open_page(browser, ctx.url)
    before = set(os.listdir(ctx.downloads))
    browser.evaluate("document.getElementById('canvas').focus()")
    pt.press(browser, [("Control", "ControlLeft", 17, 2), ("s", "KeyS", 83, 2)])
    name = wait_download(ctx.downloads, ".json", before=before)
    assert name == "Sandbox.json", "downloaded as %s" % name
    assert json.load(open(os.path.join(ctx.downloads, name)))["name"] == "Sandbox"
    status = pt.report(browser)["status"]
    assert "Downloaded Sandbox.json" in status, "the lab says %r" % status


def uploaded_name_keeps_letters(browser, ctx):
    scene = {"name": "Übung ä", "bodies": [{"x": 100, "y": 100, "r": 30}], "shapes": [{"type": "circle", "x": 180, "y": 100, "r": 40}]}
    path = os.path.join(ctx.work, "Übung ä.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(scene, f, ensure_ascii=False)
    doc = browser.call("DOM.getDocument")
    node = browser.call("DOM.querySelector", nodeId=doc["root"]["nodeId"], selector="#upload")
    browser.call("DOM.setFileInputFiles", files=[path], nodeId=node["nodeId"])
    pt.wait_for(browser, lambda r: r["title"].endswith("Übung ä"), 10, "the uploaded scene to open")
    before = set(os.listdir(ctx.downloads))
    browser.evaluate("document.getElementById('canvas').focus()")
    pt.press(browser, [("Control", "ControlLeft", 17, 2), ("s", "KeyS", 83, 2)])
    name = wait_download(ctx.downloads, ".json", before=before)
    assert name == "Übung ä.json", "downloaded as %r" % name


def address_follows_scene(browser, ctx):
    open_page(browser, ctx.url)
    pt.click(browser, pt.button_centre(browser, "share"))
    pt.poll(browser, "location.hash", lambda h: h.startswith("#scene="))
    browser.evaluate("document.getElementById('canvas').focus()")
    key(browser, "PageDown", "PageDown", 34)
    r = pt.wait_for(browser, lambda r: not r["title"].endswith("Sandbox"), 5, "Page Down to open the next scene")
    shown = r["title"]
    link = pt.poll(browser, "location.href", lambda h: "#open=" in h)
    assert "#open=" in link, "the address still says %s" % link[:120]
    # A mark the reload wipes: the report read after it comes from the new page, not the old.
    browser.evaluate("window.beforeReload = true")
    browser.call("Page.reload")
    pt.poll(browser, "!window.beforeReload", lambda fresh: fresh, 30)
    r = pt.wait_for(browser, lambda r: r["step"] >= 1, 90, "the reloaded page")
    assert r["title"] == shown, "reloaded: %s, shown before: %s" % (r["title"], shown)


def copy_link_in_frame(browser, ctx):
    # A school's page that embeds the lab and does not let it write the clipboard.
    page = ("<!doctype html><title>A school page</title>"
            "<iframe src='%s' allow=\"clipboard-write 'none'\" style='width:1000px;height:700px;border:0'></iframe>" % ctx.url)
    open(os.path.join(ctx.served, "frame-test.html"), "w").write(page)
    leave(browser)
    browser.call("Page.navigate", url=ctx.url + "frame-test.html")
    inner = "document.querySelector('iframe').contentWindow"
    ready = pt.poll(browser, "(() => { if (!document.querySelector('iframe')) return false; const w = %s; return !!(w && w.Module && w.Module.calledRun && "
                             "JSON.parse(w.Module.ccall('circlelab_report', 'string', [], [])).step >= 1); })()" % inner,
                    lambda v: v, 90)
    assert ready, "the framed lab did not run"
    x, y, w, h = json.loads(browser.evaluate("%s.Module.ccall('circlelab_buttons', 'string', [], [])" % inner))["share"]
    pt.click(browser, (x + w / 2, y + h / 2))
    shown = pt.poll(browser, "!%s.document.getElementById('linkbox').hidden" % inner, lambda v: v, 5)
    assert shown, "no field with the link to copy by hand"
    field = browser.evaluate("%s.document.getElementById('linkfield').value" % inner)
    assert "#s2=" in field, "the field holds %r" % field
    status = json.loads(browser.evaluate("%s.Module.ccall('circlelab_report', 'string', [], [])" % inner))["status"]
    assert "field" in status, "the lab says %r" % status
    # The message leaves after a while (the field stays until closed).
    gone = pt.poll(browser, "JSON.parse(%s.Module.ccall('circlelab_report', 'string', [], [])).status" % inner,
                   lambda s: s == "", 10)
    assert gone == "", "the message is still there: %r" % gone
    shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
    open(os.path.join(ctx.out, "page-copy-link-in-frame.png"), "wb").write(shot)


STATUS = "(document.getElementById('status') || {}).textContent || ''"


def missing_data_says_so(browser, ctx):
    # The site without its data file, on a server of its own (no service worker there).
    leave(browser)
    browser.call("Page.navigate", url=ctx.broken_url)
    text = pt.poll(browser, STATUS, lambda t: "circlelab.data" in t, 30)
    assert "circlelab.data" in text and "404" in text, "the loading screen says %r" % text
    # Blocked by the browser (a school's filter): said as that.
    browser.call("Network.enable")
    browser.call("Network.setBlockedURLs", urls=["*circlelab.data*"])
    try:
        leave(browser)
        browser.call("Page.navigate", url=ctx.broken_url.replace("/site-without-data/", "/site-blocked/"))
        text = pt.poll(browser, STATUS, lambda t: "circlelab.data" in t, 30)
        assert "blocked" in text, "the loading screen says %r" % text
    finally:
        browser.call("Network.setBlockedURLs", urls=[])


# A browser that offers no WebGL (turned off, or a blocked graphics driver): every request for a
# WebGL context answers null, as such a browser's canvas does.
NO_WEBGL = """(() => { const get = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
    return /webgl/.test(kind) ? null : get.call(this, kind, ...rest); }; })();"""


def without_webgl_says_so(browser, ctx):
    # The program is fetched before anyone knows whether WebGL works (a probe first cost a second
    # context); the page must still say what is missing when the program cannot draw.
    leave(browser)
    script = browser.call("Page.addScriptToEvaluateOnNewDocument", source=NO_WEBGL)["identifier"]
    try:
        browser.call("Page.navigate", url=ctx.url + "#open=02_lazyfoo_dot")
        text = pt.poll(browser, STATUS, lambda t: "WebGL" in t, 60)
        assert "needs WebGL" in text and "reload" in text, "the page says %r" % text
        shown = browser.evaluate("getComputedStyle(document.getElementById('cover')).display")
        assert shown != "none", "the message is on a hidden cover (%s)" % shown
    finally:
        browser.call("Page.removeScriptToEvaluateOnNewDocument", identifier=script)
        leave(browser)


def cut_link_says_so(browser, ctx):
    scene = {"name": "Whole", "bodies": [{"x": 300, "y": 200, "r": 40}],
             "shapes": [{"type": "rect", "x": 330, "y": 150, "w": 200, "h": 120}]}
    encoded = pt.b64url(json.dumps(scene))
    open_page(browser, ctx.url)
    browser.evaluate("location.hash = 'scene=' + %s" % json.dumps(encoded[:len(encoded) // 2]))
    error = pt.poll(browser, pt.LAB_ERROR, lambda e: e)
    assert "cut short" in error, "the lab says %r" % error


def cancelled_lesson_link_keeps_scene(browser, ctx):
    open_page(browser, ctx.url)
    make_edit(browser)
    title = pt.report(browser)["title"]
    for attempt in (1, 2):  # the same link pasted again asks again
        browser.evaluate("location.hash = 'lesson=02_worden_nine_cases'")
        pt.wait_for(browser, lambda r: r.get("asking") == "unsaved changes", 5, "the question (paste %d)" % attempt)
        time.sleep(0.5)  # the question's window opens in the frame after it is asked
        key(browser, "Escape", "Escape", 27)
        r = pt.wait_for(browser, lambda r: "asking" not in r, 5, "Cancel")
        assert "lessonStep" not in r, "a lesson's panel over the old scene: %s" % r
        assert r["title"] == title and r["dirty"], "the scene changed: %s" % r["title"]
        hash_now = browser.evaluate("location.hash")
        assert "lesson=" not in hash_now, "the address still holds the cancelled link: %s" % hash_now
    pt.press(browser, [("Control", "ControlLeft", 17, 2), ("z", "KeyZ", 90, 2)])
    pt.wait_for(browser, lambda r: not r["dirty"], 5, "Ctrl+Z")


def still_page_sleeps(browser, ctx):
    open_page(browser, ctx.url)
    time.sleep(1.0)  # the frames after loading settle
    a = browser.evaluate("window.__rafCalls")
    wake_a = browser.evaluate("Module.ccall('circlelab_wake_ups', 'number', [], [])")
    time.sleep(3.0)
    b = browser.evaluate("window.__rafCalls")
    wake_b = browser.evaluate("Module.ccall('circlelab_wake_ups', 'number', [], [])")
    ctx.figures["animation frames asked for by a still page in 3 s"] = b - a
    ctx.figures["loop wake-ups of a still page in 3 s"] = wake_b - wake_a
    assert b - a <= 3, "a still page asked for %d animation frames in 3 s" % (b - a)
    # It wakes for a key and draws what it did.
    browser.evaluate("document.getElementById('canvas').focus()")
    key(browser, "b", "KeyB", 66)
    pt.wait_for(browser, lambda r: r["classroom"], 5, "B to wake the page")
    key(browser, "b", "KeyB", 66)
    pt.wait_for(browser, lambda r: not r["classroom"], 5, "B again")


HERE = os.path.dirname(os.path.abspath(__file__))


def old_link_opens(browser, ctx):
    # A link made by the build before links were compressed (commit 1aab819): base64url of the JSON.
    link = open(os.path.join(HERE, "data", "link_made_by_1aab819.txt")).read().strip()
    r = open_page(browser, ctx.url + link)
    assert r["title"] == "Circle Collision Lab - Godfrey: regions I-VIII and the resolution vector", r["title"]


def compressed_link_round_trips(browser, ctx):
    # Scene 5 (Godfrey's regions), its second shape selected, zoomed in on: Copy link, reload.
    r = open_page(browser, ctx.url + "#open=05_godfrey_regions")
    assert r["title"].endswith("Godfrey: regions I-VIII and the resolution vector"), r["title"]
    browser.evaluate("document.getElementById('canvas').focus()")
    key(browser, "Tab", "Tab", 9)
    key(browser, "Tab", "Tab", 9)
    chosen = pt.report(browser)["selected"]
    vx, vy, vw, vh = pt.report(browser)["viewport"]
    pt.mouse(browser, "mouseMoved", vx + vw * 0.4, vy + vh * 0.4)  # the wheel zooms about the pointer
    time.sleep(0.2)
    for _ in range(3):
        browser.call("Input.dispatchMouseEvent", type="mouseWheel", x=vx + vw * 0.4, y=vy + vh * 0.4, deltaX=0, deltaY=-120)
        time.sleep(0.2)
    before = pt.wait_for(browser, lambda r: r["gesture"] == "idle", 5, "the zoom")
    pt.click(browser, pt.button_centre(browser, "share"))
    link = pt.poll(browser, "location.href", lambda h: "#s2=" in h)
    assert "#s2=" in link, "no compressed scene in %s" % link[:120]
    assert "&sel=%d" % chosen in link, "the selection is not in the link: %s" % link[-40:]
    encoded = link.split("#s2=", 1)[1].split("&")[0]
    shared = json.loads(zlib.decompress(base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4))))
    assert shared["name"].startswith("Godfrey") and "view" in shared["settings"], shared.get("settings")
    after = open_page(browser, link, "the copied link")
    assert after["selected"] == chosen, "selected %s, linked %s" % (after["selected"], chosen)
    bx, by = before["circleOnScreen"]
    ax, ay = after["circleOnScreen"]
    assert abs(ax - bx) < 3 and abs(ay - by) < 3, "the circle was at %s, after the link at %s" % ((bx, by), (ax, ay))


def stress_link_is_short(browser, ctx):
    # The stress scene's 300 balls, in flight (full-precision numbers): the lab's own link (base64url
    # of its JSON, as links were before) against the address the page makes of it.
    r = open_page(browser, ctx.url + "#open=10_stress_balls")
    browser.evaluate("(() => { const copy = circlelabPage.copyLink; circlelabPage.copyLink = function (hash) { "
                     "window.__labLink = hash; return copy.call(this, hash); }; })()")
    pt.click(browser, pt.button_centre(browser, "share"))
    link = pt.poll(browser, "location.href", lambda h: "#s2=" in h)
    assert "#s2=" in link, link[:120]
    old = len(ctx.url) + 1 + len(browser.evaluate("window.__labLink"))
    ctx.figures["stress scene's link (characters), compressed / as before"] = "%d / %d" % (len(link), old)
    assert len(link) * 2.5 < old, "the stress scene's link is %d characters, %d before" % (len(link), old)
    after = open_page(browser, link, "the stress scene's link")
    assert after["title"] == r["title"], after["title"]


def cut_compressed_link_says_so(browser, ctx):
    r = open_page(browser, ctx.url + "#open=05_godfrey_regions")
    pt.click(browser, pt.button_centre(browser, "share"))
    link = pt.poll(browser, "location.href", lambda h: "#s2=" in h)
    encoded = link.split("#s2=", 1)[1].split("&")[0]
    browser.evaluate("location.hash = 's2=' + %s" % json.dumps(encoded[:len(encoded) // 2]))
    error = pt.poll(browser, pt.LAB_ERROR, lambda e: e)
    assert "cut short" in error, "the lab says %r" % error
    assert pt.report(browser)["title"] == r["title"], "the scene before stays"


def touch(browser, kind, points):
    browser.call("Input.dispatchTouchEvent", type=kind,
                 touchPoints=[{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)])
    time.sleep(0.04)


def pinch_zooms_scene(browser, ctx):
    open_page(browser, ctx.url)
    browser.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=2)
    try:
        before = pt.report(browser)
        vx, vy, vw, vh = before["viewport"]
        cx, cy = vx + vw * 0.5, vy + vh * 0.7
        touch(browser, "touchStart", [(cx - 60, cy), (cx + 60, cy)])
        for i in range(1, 11):
            touch(browser, "touchMove", [(cx - 60 - 6 * i, cy), (cx + 60 + 6 * i, cy)])
        # The fingers lift one by one, as a hand's do (the second stays down a moment).
        browser.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[{"x": cx + 120, "y": cy, "id": 1}])
        time.sleep(0.04)
        touch(browser, "touchEnd", [])
        after = pt.wait_for(browser, lambda r: r["gesture"] == "idle", 5, "the pinch to end")
    finally:
        browser.call("Emulation.setTouchEmulationEnabled", enabled=False)
    grown = after["sceneOnScreen"][2] / before["sceneOnScreen"][2]
    ctx.figures["pinch from 120 to 240 px: the scene grew (times)"] = round(grown, 2)
    assert 1.7 < grown < 2.3, "the scene grew %.2f times" % grown
    assert after["circle"] == before["circle"], "the pinch moved the circle: %s -> %s" % (before["circle"], after["circle"])


def buttons_within_thumb_reach(browser, r, folded):
    """On a phone the page's buttons are all shown, in the lower half of the screen (where a thumb
    reaches), and cover neither the panel nor the numbers strip below the scene; with the panel
    folded they stand in the strip it leaves, off the scene too."""
    boxes = browser.evaluate("[...document.querySelectorAll('#pagebar button')].map(e => { const b = e.getBoundingClientRect(); "
                             "return [e.dataset.action, b.left, b.top, b.right, b.bottom]; })")
    vx, vy, vw, vh = r["viewport"]
    height = r["size"][1]
    assert len(boxes) >= 6, "the page shows %d buttons" % len(boxes)
    for action, left, top, right, bottom in boxes:
        assert right - left >= 24 and bottom - top >= 32, "%s is %dx%d px, too small for a finger" % (action, right - left, bottom - top)
        assert top >= height / 2 and bottom <= height, "%s spans y %d-%d, out of a thumb's reach" % (action, top, bottom)
        if folded:
            assert left >= 0 and right <= vx, "%s (x %d-%d) covers the scene, which begins at %d" % (action, left, right, vx)
        else:
            assert left >= vx, "%s (x %d-%d) covers the panel, %d px wide" % (action, left, right, vx)
            assert bottom <= vy + vh, "%s (y %d-%d) covers the numbers below the scene (from y %d)" % (action, top, bottom, vy + vh)


def help_clear_of_buttons(browser, what):
    """The help window open: no page button lies over it, so its rows and its scrollbar can be read
    and dragged. Returns the help window's and scrollbar's boxes."""
    time.sleep(0.5)  # the help fits its text to the window in a frame or two
    help_box = json.loads(browser.evaluate("Module.ccall('circlelab_help_window', 'string', [], [])"))
    hx, hy, hw, hh = help_box["window"]
    assert hw > 0 and hh > 0, "%s: no help window drawn: %s" % (what, help_box)
    boxes = browser.evaluate("[...document.querySelectorAll('#pagebar button')].filter(e => e.offsetParent)"
                             ".map(e => { const b = e.getBoundingClientRect(); return [e.dataset.action, b.left, b.top, b.right, b.bottom]; })")
    assert boxes, "%s: no page button shown with the help open" % what
    for name, box in (("help window", help_box["window"]), ("help's scrollbar", help_box["scrollbar"])):
        x, y, w, h = box
        if w <= 0:
            continue
        for action, left, top, right, bottom in boxes:
            apart = right <= x or left >= x + w or bottom <= y or top >= y + h
            assert apart, "%s: the %s button (x %d-%d, y %d-%d) covers the %s (x %d-%d, y %d-%d)" % (
                what, action, left, right, top, bottom, name, x, x + w, y, y + h)
    return help_box


def phone_help_leaves_buttons_room(browser, ctx):
    browser.call("Emulation.setDeviceMetricsOverride", width=412, height=915, deviceScaleFactor=1, mobile=True)
    browser.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=2)
    try:
        for unfold in (False, True):
            open_page(browser, ctx.url)
            if unfold:
                x, y = element_centre(browser, '#pagebar [data-action="panel"]')
                touch(browser, "touchStart", [(x, y)])
                touch(browser, "touchEnd", [])
                pt.wait_for(browser, lambda r: r["viewport"][2] < 412 * 0.7, 5, "the Panel button to unfold the panel")
            x, y = element_centre(browser, '#pagebar [data-action="help"]')
            touch(browser, "touchStart", [(x, y)])
            touch(browser, "touchEnd", [])
            pt.wait_for(browser, lambda r: "help" in r, 5, "a finger on Help to open the help")
            what = "at 412 px, the panel %s" % ("open" if unfold else "folded")
            box = help_clear_of_buttons(browser, what)
            assert box["scrollbar"][2] > 0, "%s the help has no scrollbar to reach: %s" % (what, box)
            shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
            open(os.path.join(ctx.out, "page-phone-help%s.png" % ("-panel" if unfold else "")), "wb").write(shot)
            # The Help button, still at hand, closes it again.
            x, y = element_centre(browser, '#pagebar [data-action="help"]')
            touch(browser, "touchStart", [(x, y)])
            touch(browser, "touchEnd", [])
            pt.wait_for(browser, lambda r: "help" not in r, 5, "a finger on Help to close the help")
    finally:
        browser.call("Emulation.setTouchEmulationEnabled", enabled=False)
        browser.call("Emulation.setDeviceMetricsOverride", width=pt.WIDTH, height=pt.HEIGHT, deviceScaleFactor=1, mobile=False)


def phone_folds_panel_and_finger_scrolls_it(browser, ctx):
    browser.call("Emulation.setDeviceMetricsOverride", width=412, height=915, deviceScaleFactor=1, mobile=True)
    browser.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=2)
    try:
        r = open_page(browser, ctx.url)
        assert r["size"] == [412, 915], r["size"]
        assert r["viewport"][2] >= 412 * 0.85, "at 412 px the panel takes %s px of the width" % (412 - r["viewport"][2])
        shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
        open(os.path.join(ctx.out, "page-phone.png"), "wb").write(shot)
        buttons_within_thumb_reach(browser, r, folded=True)
        # Copy link without unfolding the panel, by a finger on the page's button.
        x, y = element_centre(browser, '#pagebar [data-action="link"]')
        touch(browser, "touchStart", [(x, y)])
        touch(browser, "touchEnd", [])
        pt.poll(browser, "location.hash", lambda h: h.startswith("#s2="))
        assert browser.evaluate("location.hash").startswith("#s2="), "Copy link left the address %r" % browser.evaluate("location.hash")[:80]
        status = pt.report(browser)["status"]
        assert "link" in status.lower(), "after Copy link the lab says %r" % status
        browser.evaluate("document.getElementById('linkbox').hidden = true")
        x, y = element_centre(browser, '#pagebar [data-action="panel"]')
        touch(browser, "touchStart", [(x, y)])
        touch(browser, "touchEnd", [])
        r = pt.wait_for(browser, lambda r: r["viewport"][2] < 412 * 0.7, 5, "the Panel button to unfold the panel")
        time.sleep(0.3)
        buttons_within_thumb_reach(browser, r, folded=False)
        px = r["viewport"][0] / 2
        touch(browser, "touchStart", [(px, 800)])
        for i in range(1, 13):
            touch(browser, "touchMove", [(px, 800 - 40 * i)])
        touch(browser, "touchEnd", [])
        r = pt.wait_for(browser, lambda r: r["panelScroll"] > 100, 5, "a finger to scroll the panel")
        ctx.figures["panel scrolled by a 480 px finger move (px)"] = r["panelScroll"]
        shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
        open(os.path.join(ctx.out, "page-phone-panel.png"), "wb").write(shot)
    finally:
        browser.call("Emulation.setTouchEmulationEnabled", enabled=False)
        browser.call("Emulation.setDeviceMetricsOverride", width=pt.WIDTH, height=pt.HEIGHT, deviceScaleFactor=1, mobile=False)


def phone_open_panel_reads_whole(browser, ctx):
    # At 412 px with the panel unfolded (206 px for it, 206 for the scene): the numbers box beside
    # it keeps its last row whole (a sideways scrollbar covered "hit"), and every label of the
    # panel stands whole (its Show switches were cut to "classroom mode (F2" and
    # "predict, then reveal").
    browser.call("Emulation.setDeviceMetricsOverride", width=412, height=915, deviceScaleFactor=1, mobile=True)
    browser.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=2)
    try:
        open_page(browser, ctx.url)
        x, y = element_centre(browser, '#pagebar [data-action="panel"]')
        touch(browser, "touchStart", [(x, y)])
        touch(browser, "touchEnd", [])
        r = pt.wait_for(browser, lambda r: r["viewport"][2] < 412 * 0.7, 5, "the Panel button to unfold the panel")
        time.sleep(0.3)
        r = pt.report(browser)
        shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
        open(os.path.join(ctx.out, "page-phone-panel-open.png"), "wb").write(shot)
        assert r["numbersBox"], "no numbers box beside the open panel"
        assert r["numbersOverflow"] == 0, "the numbers box's rows reach %.0f px past its room: a sideways scrollbar " \
            "covers its last row (hit)" % r["numbersOverflow"]
        assert r["panelOverflow"] <= 1.5, "a label of the open panel reaches %.0f px past its edge" % r["panelOverflow"]
        # A finger scrolls the panel to its foot: the Show switches' labels read whole.
        px = r["viewport"][0] / 2
        touch(browser, "touchStart", [(px, 850)])
        for i in range(1, 21):
            touch(browser, "touchMove", [(px, 850 - 40 * i)])
        touch(browser, "touchEnd", [])
        pt.wait_for(browser, lambda r: r["panelScroll"] > 300, 5, "a finger to scroll the panel")
        time.sleep(0.5)
        words = shown(browser)["words"]
        shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
        open(os.path.join(ctx.out, "page-phone-panel-foot.png"), "wb").write(shot)
        for label in ("classroom mode (F2)", "predict, then reveal (P)", "tutorials compared (T)"):
            assert says(words, label), "at 412 px the open panel does not show %r whole: %s" % (label, words)
    finally:
        browser.call("Emulation.setTouchEmulationEnabled", enabled=False)
        browser.call("Emulation.setDeviceMetricsOverride", width=pt.WIDTH, height=pt.HEIGHT, deviceScaleFactor=1, mobile=False)


def shown(browser):
    """The lab's report with the picture's claims and the words drawn last frame."""
    return json.loads(browser.evaluate("Module.ccall('circlelab_report_shown', 'string', [], [])"))


def says(words, text):
    """Whether the words drawn hold `text`'s words one after another (a line's wrap between them)."""
    want = text.split()
    return any(words[i:i + len(want)] == want for i in range(len(words) - len(want) + 1))


def on_a_phone(browser):
    browser.call("Emulation.setDeviceMetricsOverride", width=412, height=915, deviceScaleFactor=1, mobile=True)


def off_the_phone(browser):
    browser.call("Emulation.setDeviceMetricsOverride", width=pt.WIDTH, height=pt.HEIGHT, deviceScaleFactor=1, mobile=False)


def phone_lesson_link_shows_step(browser, ctx):
    # The teacher's link, followed on a phone: the first step's question is on the screen.
    lesson = json.load(open(os.path.join(HERE, "..", "..", "assets", "lessons", "02_worden_nine_cases.json")))
    opening = " ".join(lesson["steps"][0]["prompt"].split()[:6])
    on_a_phone(browser)
    try:
        open_page(browser, ctx.url + "#lesson=02_worden_nine_cases")
        r = pt.wait_for(browser, lambda r: r.get("lessonStep") == 1, 10, "the lesson's first step")
        time.sleep(0.5)  # the frames after loading settle
        words = shown(browser)["words"]
        shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
        open(os.path.join(ctx.out, "page-phone-lesson.png"), "wb").write(shot)
        assert says(words, opening), "at 412 px the lesson's question (%r) is not on the screen; it shows %s" % (opening, words[:40])
        assert r["viewport"][2] >= 412 * 0.85, "the scene has %d px of 412" % r["viewport"][2]
    finally:
        off_the_phone(browser)


def phone_numbers_fit(browser, ctx):
    # The numbers under the scene at 412 px: every value whole, inside the screen.
    on_a_phone(browser)
    try:
        r = open_page(browser, ctx.url)
        time.sleep(0.3)
        r = pt.report(browser)
        assert r["numbersBox"], "no numbers box at 412 px"
        x, y, w, h = r["numbersBox"]
        assert x >= 0 and x + w <= 412, "the numbers box spans x %d-%d of 412" % (x, x + w)
        shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
        open(os.path.join(ctx.out, "page-phone-numbers.png"), "wb").write(shot)
        words = shown(browser)["words"]
        contact = r["contact"]
        assert contact, "no contact in the report: %s" % r
        normal = "(%.3f, %.3f)" % tuple(contact["normal"])  # a row of the right-hand pair, where two pairs stand
        assert says(words, normal), "the normal %s is not shown whole: %s" % (normal, words)
    finally:
        off_the_phone(browser)


def folded_title_reads(browser, ctx):
    # The folded panel's strip: its title is not a name cut to a letter.
    on_a_phone(browser)
    try:
        open_page(browser, ctx.url)
        time.sleep(0.3)
        claims = shown(browser)["claims"]["claims"]
        title = next(c for c in claims if c["kind"] == "title" and c["means"] == "panel")
        assert title["box"][2] <= title["within"][2] + 0.5, \
            "the folded panel's title %r is cut: it needs x to %.0f, its bar ends at %.0f" % (title.get("text", ""), title["box"][2], title["within"][2])
    finally:
        off_the_phone(browser)


CHECKS = [
    ("a reload with unsaved edits asks first (beforeunload); without edits it does not", reload_asks_with_edits),
    ("the page's buttons: help, classroom, panel, picture, fullscreen", page_buttons_work),
    ("the page's keys for a Chromebook: ?, B, X, Shift+N, F", page_keys_work),
    ("Ctrl+S on the built-in scene downloads Sandbox.json at once and says so", save_downloads_built_in),
    ("an uploaded scene's name keeps its letters (Übung ä.json)", uploaded_name_keeps_letters),
    ("the address follows the scene shown: Page Down after Copy link, then reload", address_follows_scene),
    ("Copy link in a frame without the clipboard shows the link in a field; the message leaves", copy_link_in_frame),
    ("a missing or blocked circlelab.data says what failed", missing_data_says_so),
    ("a browser without WebGL is told so, after the program was fetched at once", without_webgl_says_so),
    ("a link cut short says so", cut_link_says_so),
    ("a link made by the build before compressed links still opens", old_link_opens),
    ("a compressed link round-trips the scene, its selection and its view", compressed_link_round_trips),
    ("the stress scene's link is under 40 % of its length before", stress_link_is_short),
    ("a compressed link cut short says so", cut_compressed_link_says_so),
    ("cancelling a pasted lesson link keeps the scene and panel; pasting it again asks again", cancelled_lesson_link_keeps_scene),
    ("a still page asks for no animation frames", still_page_sleeps),
    ("at 412 px a lesson link shows the step's question", phone_lesson_link_shows_step),
    ("at 412 px the numbers box keeps every value whole inside the screen", phone_numbers_fit),
    ("at 412 px the folded panel's title is not a cut name", folded_title_reads),
    ("at 412 px the help leaves the page's buttons a strip: none covers its rows or its scrollbar",
     phone_help_leaves_buttons_room),
    ("at 412 px with the panel open, the numbers box's last row and every label of the panel stand whole",
     phone_open_panel_reads_whole),
    # The phone first: after DevTools' two-finger touches, Chromium's emulated touch gives later
    # pages of the tab no touch events at all.
    ("at 412 px the panel folds, the buttons sit low beside it and Copy link works by touch; unfolded, a finger scrolls it",
     phone_folds_panel_and_finger_scrolls_it),
    ("two fingers pinch to zoom the scene; the circle stays", pinch_zooms_scene),
]
