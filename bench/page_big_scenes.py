#!/usr/bin/python3
"""The page with the biggest scenes inside the valid ranges, in Debian's headless Chromium (WebGL
through SwiftShader, as the page test): 10,000 circle shapes with the closest-point lines and
numbers shown (the scene of bench/many_shapes_bench.sh) and a map of 1,000 x 1,000 tiles (the map
of bench/tile_map_bench.sh), each opened from a compressed link (#s2=) as a student would.

For each, and for a small scene beside it (02_lazyfoo_dot, opened by name): the seconds from
navigating to the lab's first frame of that scene (the program comes from the browser's cache
after the first load), and the frames a second while the circle moves with the right arrow held,
with the CPU time the browser's processes used a frame meanwhile (all of them: the page's own, and
the GPU process, where SwiftShader draws), which a loaded machine slows less than the rate.

Usage: bench/page_big_scenes.py [SITE] [--repeat N]     (SITE: build-web/site, from scripts/web.sh)
Prints one line per figure; asserts nothing (a shared machine's timings vary).
"""
import argparse
import base64
import json
import math
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import zlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "web"))
import page_test as pt  # noqa: E402  (the page test's DevTools client)


def many_shapes(n):
    """n circles of radius 6 on a grid over 1860 x 960 px, one body in the middle."""
    cols = max(1, int(math.sqrt(n * 1.9)))
    rows = (n + cols - 1) // cols
    shapes = [{"type": "circle", "x": round(20 + (i % cols) * 1860 / cols, 1), "y": round(20 + (i // cols) * 960 / rows, 1),
               "r": 6} for i in range(n)]
    return {"name": "%d shapes" % n, "bodies": [{"x": 950, "y": 500, "r": 30}], "shapes": shapes,
            "settings": {"gravity": [0, 0], "overlays": {"closestLines": True, "numbers": True}}}


def tile_map(n):
    """n x n tiles of 16 px, four in five squares, one in five a triangle, in a fixed pattern."""
    def tile(r, c):
        k = (r * 7 + c * 13 + (r * c) // 5) % 20
        return "#" if k < 16 else "1234"[k - 16]
    rows = ["".join(tile(r, c) for c in range(n)) for r in range(n)]
    return {"name": "%d x %d tiles" % (n, n), "bodies": [{"x": n * 8, "y": n * 8, "r": 30}],
            "tiles": {"x": 0, "y": 0, "size": 16, "rows": rows}}


def link(scene):
    packed = zlib.compress(json.dumps(scene, separators=(",", ":")).encode(), 9)
    return "#s2=" + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def open_and_time(browser, url, name):
    browser.call("Page.navigate", url="about:blank")
    start = time.time()
    browser.call("Page.navigate", url=url)
    pt.wait_for(browser, lambda r: r["step"] >= 1 and name in r["title"], 180, "the first frame of " + name)
    return time.time() - start


def process_tree(pid):
    """The process and all its descendants (the browser's renderer, GPU and utility processes)."""
    out = [pid]
    children = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True).stdout.split()
    for child in children:
        out += process_tree(int(child))
    return out


def cpu_ms(browser):
    """Milliseconds of CPU (user and system) each of the browser's processes has used."""
    used = {}
    for pid in process_tree(browser.proc.pid):
        try:
            fields = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        used[pid] = (int(fields[11]) + int(fields[12])) * 1000.0 / os.sysconf("SC_CLK_TCK")
    return used


def moving_rate(browser, seconds):
    """Frames a second while the right arrow is held (the circle moves every frame), and the
    browser's CPU milliseconds a frame."""
    key = dict(key="ArrowRight", code="ArrowRight", windowsVirtualKeyCode=39, nativeVirtualKeyCode=39)
    browser.call("Input.dispatchKeyEvent", type="rawKeyDown", **key)
    time.sleep(0.5)
    a, t0, c0 = pt.report(browser)["step"], time.time(), cpu_ms(browser)
    time.sleep(seconds)
    b, t1, c1 = pt.report(browser)["step"], time.time(), cpu_ms(browser)
    browser.call("Input.dispatchKeyEvent", type="keyUp", **key)
    cpu = sum(c1[pid] - c0.get(pid, 0.0) for pid in c1)
    return (b - a) / (t1 - t0), cpu / max(b - a, 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("site", nargs="?", default="build-web/site")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=4.0)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="circlelab-page-big.")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory",
                               os.path.abspath(args.site)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = "http://127.0.0.1:%d/" % port
    time.sleep(1)
    scenes = [("Lazy Foo", url + "#open=02_lazyfoo_dot")]
    for scene in (many_shapes(10000), tile_map(1000)):
        scenes.append((scene["name"], url + link(scene)))
    browser = pt.Browser(shutil.which("chromium") or "chromium", os.path.join(work, "profile"))
    try:
        browser.call("Runtime.enable")
        browser.call("Page.enable")
        browser.call("Emulation.setDeviceMetricsOverride", width=1280, height=800, deviceScaleFactor=1, mobile=False)
        open_and_time(browser, scenes[0][1], scenes[0][0])  # the program into the browser's cache
        for run in range(1, args.repeat + 1):
            for name, address in scenes:
                first = open_and_time(browser, address, name)
                rate, cpu = moving_rate(browser, args.seconds)
                print("page big scenes: run %d, %s: first frame %.2f s, %.1f frames/s while the circle moves, "
                      "%.0f ms of CPU a frame" % (run, name, first, rate, cpu))
    finally:
        browser.close()
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
