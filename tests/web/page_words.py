"""The page for a student who cannot see the canvas, or works without a mouse (tests/web/page_test.py
runs these): the scene in words in the browser's accessibility tree (Chromium's
Accessibility.getFullAXTree, what a screen reader reads), inside a live region, and the canvas
named; the words follow a mouse drag onto a shape without being rewritten every frame; the words in
German with #lang=de; and the panel worked from the keyboard alone (K, the arrows, Space)."""
import base64
import json
import math
import os
import re
import time

import page_people as pp
import page_test as pt

# Counts every write into the live region (a screen reader may speak each one).
COUNT_WRITES = """
(() => {
  window.__descriptionWrites = 0;
  const region = document.getElementById('description');
  if (region) new MutationObserver((records) => { window.__descriptionWrites += records.length; })
      .observe(region, { childList: true, characterData: true, subtree: true });
  return !!region;
})()
"""
WRITES = "window.__descriptionWrites"
SHOWN_WORDS = "(document.getElementById('description') || {}).textContent || ''"


def prop(node, name):
    for p in node.get("properties", []):
        if p["name"] == name:
            return p["value"].get("value")
    return None


def ax_tree(browser):
    browser.call("Accessibility.enable")
    return browser.call("Accessibility.getFullAXTree")["nodes"]


def live_texts(nodes):
    """The names of the tree's nodes that sit in a live region (themselves one, or inside one), with
    the region's politeness: what a screen reader says when it changes."""
    by_id = {n["nodeId"]: n for n in nodes}
    found = []
    for n in nodes:
        name = (n.get("name") or {}).get("value") or ""
        if n.get("ignored") or not name:
            continue
        m = n
        while m is not None:
            live = prop(m, "live")
            if live and live != "off":
                found.append((name, live))
                break
            m = by_id.get(m.get("parentId"))
    return found


def described(browser, scene_name):
    """The scene's words as the tree gives them in a live region (they begin with the scene's name),
    and the politeness of that region; None when the tree holds no such words."""
    for name, live in live_texts(ax_tree(browser)):
        if name.startswith(scene_name + "."):
            return name, live
    return None


def canvas_name(browser):
    doc = browser.call("DOM.getDocument")
    node = browser.call("DOM.querySelector", nodeId=doc["root"]["nodeId"], selector="#canvas")
    backend = browser.call("DOM.describeNode", nodeId=node["nodeId"])["node"]["backendNodeId"]
    for n in ax_tree(browser):
        if n.get("backendDOMNodeId") == backend:
            return (n.get("name") or {}).get("value") or ""
    raise AssertionError("the canvas is not in the accessibility tree")


def scene_name(report):
    return report["title"].split(" - ", 1)[1]


def wait_described(browser, name, done=lambda text: True, seconds=10):
    deadline = time.time() + seconds
    found = described(browser, name)
    while time.time() < deadline and not (found and done(found[0])):
        time.sleep(0.2)
        found = described(browser, name)
    return found


def tree_holds_the_words(browser, ctx):
    r = pp.open_page(browser, ctx.url)
    name = scene_name(r)
    found = wait_described(browser, name)
    assert found, "no node of the accessibility tree in a live region begins with %r; the region says %r" % (
        name + ".", browser.evaluate(SHOWN_WORDS))
    text, live = found
    assert live == "polite", "the live region is %r" % live
    assert "The circle is at" in text and "The circle touches" in text, "the words: %r" % text
    label = canvas_name(browser)
    assert label == "Circle Collision Lab: " + name, "the canvas is named %r" % label


# Where the drag goes: a circle beside a disc, nothing between them.
DRAG_SCENE = {"name": "Words", "bodies": [{"x": 300, "y": 300, "r": 30}],
              "shapes": [{"type": "circle", "x": 600, "y": 300, "r": 60}], "settings": {"selected": 0}}


def words_follow_a_drag(browser, ctx):
    r = pp.open_page(browser, ctx.url + "#scene=" + pt.b64url(json.dumps(DRAG_SCENE)))
    before = wait_described(browser, "Words")
    assert before and "The circle touches no shape." in before[0], "before the drag: %r" % (before,)
    assert browser.evaluate(COUNT_WRITES), "the page has no live region to watch"
    # Where the disc is on screen: a first short drag gives the screen's pixels per scene pixel.
    cx, cy = r["circleOnScreen"]
    pt.drag(browser, (cx, cy), (cx + 20, cy))
    moved = pt.wait_for(browser, lambda r: r["gesture"] == "idle", 5, "the first drag to end")
    scale = (moved["circleOnScreen"][0] - cx) / (moved["circle"][0] - r["circle"][0])
    start = moved["circleOnScreen"]
    target = (start[0] + (600 - moved["circle"][0]) * scale - 40 * scale, start[1])
    browser.evaluate("window.__descriptionWrites = 0")
    frames, began = pt.report(browser)["step"], time.time()
    pt.drag(browser, start, target, steps=40)
    after = pt.wait_for(browser, lambda r: r["gesture"] == "idle", 5, "the drag onto the disc to end")
    assert after["contact"]["hit"], "the drag did not bring the circle onto the disc: %s" % after["circle"]
    found = wait_described(browser, "Words", lambda t: "The circle touches shape 0" in t)
    assert found and "The circle touches shape 0" in found[0], "after the drag onto shape 0: %r" % (found,)
    took, writes, frames = time.time() - began, browser.evaluate(WRITES), after["step"] - frames
    ctx.figures["words written during a %.1f s drag of %d frames" % (took, frames)] = writes
    assert frames > 2 + took / 0.75, "the drag drew only %d frames: nothing to tell from a write each frame" % frames
    assert writes <= 2 + took / 0.75, "%d writes in %.1f s (%d frames)" % (writes, took, frames)
    # Still: the pointer wanders over the empty scene, the lab draws, the words stay.
    time.sleep(1)
    browser.evaluate("window.__descriptionWrites = 0")
    frames = pt.report(browser)["step"]
    vx, vy, vw, vh = after["viewport"]
    for i in range(20):
        pt.mouse(browser, "mouseMoved", vx + vw * 0.2 + 15 * math.cos(i), vy + vh * 0.85 + 15 * math.sin(i))
        time.sleep(0.05)
    writes, frames = browser.evaluate(WRITES), pt.report(browser)["step"] - frames
    ctx.figures["words written in a still second of %d frames" % frames] = writes
    assert writes <= 1, "the words were written %d times in a still second (%d frames)" % (writes, frames)
    shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
    open(os.path.join(ctx.out, "page-words-after-drag.png"), "wb").write(shot)


def po_entries(path):
    """msgid -> msgstr of a PO catalogue (the plain entries)."""
    entries, key, field = {}, None, None
    for line in open(path, encoding="utf-8"):
        m = re.match(r'^(msgid|msgstr) "(.*)"$', line.rstrip("\n"))
        if m:
            field = m.group(1)
            if field == "msgid":
                key = m.group(2)
            else:
                entries[key] = m.group(2)
        elif line.startswith('"') and field:
            if field == "msgid":
                key += line.strip()[1:-1]
            else:
                entries[key] += line.strip()[1:-1]
        else:
            field = None
    return entries


def words_in_german(browser, ctx):
    de = po_entries(os.path.join(os.path.dirname(__file__), "..", "..", "po", "de.po"))
    at = de["The circle is at %s with radius %s px."].split("%s")[0]
    touches = de["The circle touches no shape."]
    r = pp.open_page(browser, ctx.url + "#scene=" + pt.b64url(json.dumps(DRAG_SCENE)) + "&lang=de")
    found = wait_described(browser, "Words")
    assert found, "no words in a live region; the region says %r" % browser.evaluate(SHOWN_WORDS)
    assert at in found[0] and touches in found[0], "with lang=de: %r" % found[0]
    assert "The circle" not in found[0], "English among the German: %r" % found[0]
    assert browser.evaluate("document.documentElement.lang") == "de"
    label = canvas_name(browser)
    assert label.startswith(de["Circle Collision Lab"] + ":"), "the canvas is named %r" % label


def panel_keys(browser):
    r = pt.report(browser)
    keys = r.get("panelKeys")
    return (tuple(keys["at"]), r["panelScroll"], " ".join(keys["words"])) if keys else None


def arrow(browser, name, code, vk, shift=False):
    """An arrow key (or Tab) for the panel, tapped (the lab gives a release that comes with its
    press to the next frame, so a tap is never held long enough to repeat), with Shift held down
    around it when asked. The control it reaches."""
    if shift:
        pt.press(browser, [("Shift", "ShiftLeft", 16, 8), (name, code, vk, 8)])
    else:
        for kind in ("rawKeyDown", "keyUp"):
            browser.call("Input.dispatchKeyEvent", type=kind, key=name, code=code, windowsVirtualKeyCode=vk,
                         nativeVirtualKeyCode=vk)
    # As a person presses the next key: once the lab has settled (it draws no more frames) and the
    # panel has scrolled to the control. A key pressed in the frame the panel scrolls in can pass
    # over a control (ImGui 1.86), as it did here on a machine drawing a frame in 150 ms.
    # Settled means the same frame and the same scroll over two looks in a row: on a machine busy
    # with other work one look apart could fall inside one slow frame, and the next key then passed
    # over the two switches the panel scrolled to.
    deadline, seen, same = time.time() + 4, None, 0
    while time.time() < deadline and same < 2:
        time.sleep(0.15)
        r = pt.report(browser)
        now = (r["step"], r["panelScroll"])
        same = same + 1 if now == seen else 0
        seen = now
    return panel_keys(browser)


OVERLAYS = ["hit highlight", "closest points", "selected shape only", "unrotated frame", "regions",
            "configuration space", "swept path", "contact vectors", "numbers", "classroom mode (F2)",
            "predict, then reveal (P)", "tutorials compared (T)"]


def panel_by_keyboard(browser, ctx):
    pp.open_page(browser, ctx.url)
    browser.evaluate("document.getElementById('canvas').focus()")
    assert panel_keys(browser) is None, "the panel has the keys before K"
    pp.key(browser, "k", "KeyK", 75)
    first = pt.poll(browser, pt.REPORT, lambda t: t and "panelKeys" in json.loads(t), 5)
    stop = panel_keys(browser)
    assert stop, "K did not give the panel the keys: %s" % first
    stops = [stop]
    stuck = 0
    beside = None
    while stuck < 2 and len(stops) < 300:  # Down until the highlight stays: the panel's foot
        if stops[-1][2] == "Open a file..." and beside is None:  # Right reaches the button beside it
            beside = arrow(browser, "ArrowRight", "ArrowRight", 39)
            back = arrow(browser, "ArrowLeft", "ArrowLeft", 37)
            assert beside and beside[2] == "Copy link", "Right from Open a file... reached %r" % (beside,)
            assert back == stops[-1], "Left came back to %r" % (back,)
        stop = arrow(browser, "ArrowDown", "ArrowDown", 40)
        stuck = stuck + 1 if stop == stops[-1] else 0
        if not stuck:
            stops.append(stop)
    labels = [s[2] for s in stops]
    ctx.figures["panel controls reached by Down"] = len(stops)
    missing = [o for o in OVERLAYS if o not in labels]
    assert not missing, "Down never reached %s; it reached %s" % (missing, labels)
    assert labels[-1].startswith("language:"), "Down stops at %r, not the language menu at the foot" % labels[-1]
    assert stops[-1][1] > 0, "the panel did not scroll to show the controls below"
    # Back up to the tutorials comparison's switch, and Space turns it on.
    r = pt.report(browser)
    assert r["tutorialsBox"] is None, "the comparison is shown before Space"
    for _ in range(len(stops)):
        if stop[2] == "tutorials compared (T)":
            break
        stop = arrow(browser, "ArrowUp", "ArrowUp", 38)
    assert stop[2] == "tutorials compared (T)", "Up did not come back to the comparison's switch: %r" % stop[2]
    pp.key(browser, " ", "Space", 32)
    r = pt.wait_for(browser, lambda r: r["tutorialsBox"] is not None, 5, "Space on the tutorials compared checkbox")
    assert not r["running"], "Space ran the physics instead of pressing the checkbox"
    shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
    open(os.path.join(ctx.out, "page-panel-by-keyboard.png"), "wb").write(shot)
    # Esc gives the keys back to the scene: Space runs the physics again.
    pp.key(browser, "Escape", "Escape", 27)
    pt.wait_for(browser, lambda r: "panelKeys" not in r, 5, "Esc to give the keys back")
    pp.key(browser, " ", "Space", 32)
    pt.wait_for(browser, lambda r: r["running"], 5, "Space to run the physics after Esc")
    pp.key(browser, " ", "Space", 32)


TYPING = "Module.ccall('circlelab_typing', 'number', [], [])"


def tab_walks_the_panel(browser, ctx):
    # A Chromebook's screen, 1366 x 768, and its keys: K gives the panel the keys on its first
    # control, the scene picker; Tab goes on as on any web page, to the next control in reading
    # order, Shift+Tab back, without typing into a knob (Return does that).
    browser.call("Emulation.setDeviceMetricsOverride", width=1366, height=768, deviceScaleFactor=1, mobile=False)
    try:
        pp.open_page(browser, ctx.url)
        browser.evaluate("document.getElementById('canvas').focus()")
        pp.key(browser, "k", "KeyK", 75)
        pt.poll(browser, pt.REPORT, lambda t: t and "panelKeys" in json.loads(t), 5)
        first = panel_keys(browser)
        assert first and first[2] == "Built-in scene", "K highlighted %r" % (first,)
        stops = []
        for _ in range(4):
            stops.append(arrow(browser, "Tab", "Tab", 9))
            assert browser.evaluate(TYPING) == 0, "Tab %d went into a field to type in: %r" % (len(stops), stops[-1])
        labels = [s[2] if s else None for s in stops]
        ctx.figures["Tab stops after K at 1366x768"] = " | ".join(str(l) for l in labels)
        assert labels[:3] == ["Open a file...", "Copy link", "Circle"], "Tab after K went to %s" % labels
        assert labels[3].endswith("px"), "the fourth Tab reached %r, not the circle's x" % labels[3]
        # On past the circle's knobs and the next rows, then Shift+Tab all the way back: exactly
        # the stops Tab made, in reverse (a row's last control, not the one nearest the left edge:
        # from the Circle section, Copy link before Open a file...).
        for _ in range(8):
            stops.append(arrow(browser, "Tab", "Tab", 9))
        labels = [first[2]] + [s[2] if s else None for s in stops]
        back = [arrow(browser, "Tab", "Tab", 9, shift=True) for _ in range(len(stops))]
        back_labels = [b[2] if b else None for b in back]
        ctx.figures["Shift+Tab stops back"] = " | ".join(str(l) for l in back_labels)
        time.sleep(1)
        late = panel_keys(browser)
        assert back_labels == labels[-2::-1], "Tab went %s; Shift+Tab came back %s (a second later: %s)" % (labels, back_labels, late)
        pp.key(browser, "Escape", "Escape", 27)
        pt.wait_for(browser, lambda r: "panelKeys" not in r, 5, "Esc to give the keys back")
    finally:
        browser.call("Emulation.setDeviceMetricsOverride", width=pt.WIDTH, height=pt.HEIGHT, deviceScaleFactor=1, mobile=False)


CHECKS = [
    ("the accessibility tree holds the scene in words in a polite live region, and the canvas's name",
     tree_holds_the_words),
    ("the words follow a mouse drag onto a shape, a few writes a drag and none while still", words_follow_a_drag),
    ("with #lang=de the words and the canvas's name are German", words_in_german),
    ("the panel by keyboard alone: K, Down to its foot past every Show switch, Right beside, Up, Space turns a "
     "switch on, Esc gives the keys back",
     panel_by_keyboard),
    ("at 1366x768, Tab after K goes to the next control in reading order, not into a field to type in",
     tab_walks_the_panel),
]
