#!/usr/bin/env bash
# The web page's test: builds the site (scripts/web.sh: the libraries from Debian's source
# packages once, then the program), serves it on 127.0.0.1 and drives it in Debian's headless
# Chromium through the DevTools protocol (tests/web/page_test.py). Installs chromium and
# python3-websocket when missing (with sudo when not root). Screenshots go to build-web/page-test/.
#
# Time on 2 cores: the libraries about 8-25 minutes the first time on a machine (then cached in
# ~/.cache/circlelab-web), the program about 3-4 minutes from scratch, the page test under a minute.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
for p in chromium python3-websocket; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "web test: installing Debian packages: ${need[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

start=$(date +%s)
scripts/web.sh
echo "web test: site built in $(( $(date +%s) - start )) s"
# The desktop program's picture of the same scene, when it is built (scripts/test.sh builds it
# first): the page must draw what the window draws.
mkdir -p build-web/page-test
reference=()
desktop="${CIRCLELAB_DESKTOP:-build/src/app/circlelab}"
if [ -x "$desktop" ]; then
  "$desktop" shot assets/scenes/01_sandbox.json -o build-web/page-test/desktop.png --size 1280x800 >/dev/null
  reference=(--reference build-web/page-test/desktop.png)
else
  echo "web test: no desktop build at $desktop: the page is not compared with the desktop's picture"
fi
# Debian's python, where python3-websocket is installed (not another python3 on the PATH).
/usr/bin/python3 tests/web/page_test.py build-web/site --out build-web/page-test "${reference[@]}"
# A live class: two students' pages join, answer and see their own scores (needs the desktop
# program, which serves the class).
if [ -x "$desktop" ]; then
  /usr/bin/python3 tests/web/class_page_test.py build-web/site --circlelab "$desktop" --out build-web/class-page-test
else
  echo "web test: no desktop build at $desktop: the live class's pages are not tested"
fi
