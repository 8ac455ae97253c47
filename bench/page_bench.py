#!/usr/bin/python3
"""The page's speed in Debian's headless Chromium (WebGL through SwiftShader, as the page test):
the lab's frame rate against a bare WebGL page drawing the same number of circles
(bench/page_bare.html), at a pixel ratio of 1 and 2, and the lab's physics step in the page
against the same scene's step natively (`circlelab simulate`, timed here).

Usage: bench/page_bench.py [SITE] [--circlelab PROGRAM] [--seconds S]
  SITE defaults to build-web/site (scripts/web.sh builds it), PROGRAM to build/src/app/circlelab.
Prints one line per figure and the ratios; asserts nothing (a shared machine's timings vary).
"""
import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "web"))
import page_test as pt  # noqa: E402  (the page test's DevTools client)

SCENE = "10_stress_balls"  # 300 balls falling through a tile box
BALLS = 300
RUN_SECONDS = 10  # simulated seconds over which the page's and the native step are timed


def frames_per_second(browser, expression, seconds):
    a, t0 = browser.evaluate(expression), time.time()
    time.sleep(seconds)
    b, t1 = browser.evaluate(expression), time.time()
    return (b - a) / (t1 - t0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("site", nargs="?", default="build-web/site")
    parser.add_argument("--circlelab", default="build/src/app/circlelab")
    parser.add_argument("--seconds", type=float, default=6.0)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="circlelab-page-bench.")
    served = os.path.join(work, "site")
    shutil.copytree(os.path.abspath(args.site), served)
    shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "page_bare.html"), served)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", served],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = "http://127.0.0.1:%d/" % port
    time.sleep(1)
    figures = {}
    browser = pt.Browser(shutil.which("chromium") or "chromium", os.path.join(work, "profile"))
    try:
        browser.call("Runtime.enable")
        browser.call("Page.enable")
        for scale in (1, 2):
            browser.call("Emulation.setDeviceMetricsOverride", width=1280, height=800, deviceScaleFactor=scale, mobile=False)
            browser.call("Page.navigate", url="about:blank")
            browser.call("Page.navigate", url=url + "page_bare.html?n=%d" % BALLS)
            pt.poll(browser, "window.drawn || 0", lambda v: v > 10, 30)
            bare = frames_per_second(browser, "window.drawn", args.seconds)
            browser.call("Page.navigate", url="about:blank")
            browser.call("Page.navigate", url=url + "#open=" + SCENE)
            pt.wait_for(browser, lambda r: r["step"] >= 1 and r["running"], 90, "the stress scene to run")
            time.sleep(1)
            before = pt.report(browser)
            t0 = time.time()
            time.sleep(args.seconds)
            after = pt.report(browser)
            lab = (after["step"] - before["step"]) / (time.time() - t0)
            stats = json.loads(browser.evaluate("Module.ccall('circlelab_stats', 'string', [], [])"))
            # The page's step over the run's first RUN_SECONDS of simulated time, the same steps from
            # the same start as the native run below (the pile's landing and its rest alike): every
            # frame's physics since the page opened over the 1/120 s steps simulated.
            pt.wait_for(browser, lambda r: r["simulated"] >= RUN_SECONDS, 240, "%g s simulated" % RUN_SECONDS)
            # Both read in one evaluation, so no frame comes between them.
            both = json.loads(browser.evaluate("'[' + Module.ccall('circlelab_stats', 'string', [], []) + ',' + "
                                               "Module.ccall('circlelab_report', 'string', [], []) + ']'"))
            total, steps = both[0], both[1]["simulated"] * 120
            if steps > 0:
                figures["page step at %dx (ms)" % scale] = round(total["physicsTotalMs"] / steps, 3)
            figures["bare WebGL, %d circles, %dx (frames/s)" % (BALLS, scale)] = round(bare, 1)
            figures["lab, the stress scene, %dx (frames/s)" % scale] = round(lab, 1)
            figures["lab / bare at %dx" % scale] = round(lab / bare, 2) if bare else None
            figures["lab's frame at %dx (ms)" % scale] = round(stats["frameMs"], 2)
            figures["lab's physics a frame at %dx (ms)" % scale] = round(stats["physicsMs"], 2)
    finally:
        browser.close()
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)
    # The same scene's physics natively: `circlelab simulate` for 1 and for 1 + RUN_SECONDS × 120
    # steps of 1/120 s; the difference is those steps without the process's start.
    if os.access(args.circlelab, os.X_OK):
        steps = RUN_SECONDS * 120

        def run(count):
            start = time.time()
            subprocess.run([args.circlelab, "simulate", "assets/scenes/%s.json" % SCENE, "--steps", str(count),
                            "--every", str(count)], stdout=subprocess.DEVNULL, check=True)
            return time.time() - start
        native = min((run(steps + 1) - run(1)) * 1000 / steps for _ in range(3))
        figures["native step (ms)"] = round(native, 3)
        if "page step at 1x (ms)" in figures:
            figures["page step / native step"] = round(figures["page step at 1x (ms)"] / native, 2)
    for name, value in figures.items():
        print("page bench: %s: %s" % (name, value))
    return 0


if __name__ == "__main__":
    sys.exit(main())
