#!/usr/bin/env bash
# Renders the README's pictures of the desktop lab from the built program (scripts/test.sh or
# scripts/run.sh builds it), so a change that alters them is seen and reviewed like any other:
# classroom.png and lab_1920x1080.png are also reference pictures checked by the tests.
# The page's picture (web.png) is taken in Chromium by scripts/test-web.sh (build-web/page-test/).
# Usage: scripts/readme-pictures.sh [PROGRAM]   (default build/src/app/circlelab)
set -euo pipefail
cd "$(dirname "$0")/.."
lab="${1:-build/src/app/circlelab}"
[ -x "$lab" ] || { echo "readme-pictures: no program at $lab (build it first: scripts/test.sh)" >&2; exit 1; }
out=screenshots/readme
"$lab" shot assets/scenes/01_sandbox.json --size 1280x800 -o "$out/window.png"
"$lab" shot assets/scenes/05_godfrey_regions.json --classroom --size 1024x768 --tutorials godfrey -o "$out/classroom.png"
"$lab" shot assets/scenes/06_migapro_rotated.json --size 1920x1080 --tutorials migapro -o "$out/lab_1920x1080.png"
"$lab" shot assets/scenes/05_godfrey_regions.json --size 1280x800 --tutorials worden --map -o "$out/tutorials.png"
"$lab" play assets/scripts/godfrey_regions.json --gif "$out/play_godfrey_regions.gif" >/dev/null
# A prediction made and revealed in classroom mode: "it hits", the closest point 5 px off, the
# normal dragged out too steep.
script=$(mktemp --suffix=.json)
trap 'rm -f "$script"' EXIT
cat >"$script" <<JSON
{"scene": "assets/scenes/05_godfrey_regions.json", "size": [1024, 768], "classroom": true, "points": "scene",
 "steps": [{"key": "P"}, {"key": "H"}, {"drag": {"from": [775, 262], "to": [745, 200], "seconds": 0.2}},
           {"key": "V"}, {"shot": "$PWD/$out/predict.png"}]}
JSON
"$lab" play "$script" >/dev/null
# A lesson's step as its handout shows it: Worden's case 9, revealed, on a projector.
handout=$(mktemp -d)
trap 'rm -f "$script"; rm -rf "$handout"' EXIT
"$lab" lesson assets/lessons/02_worden_nine_cases.json --handout "$handout" --size 1024x768 --classroom >/dev/null
cp "$handout/step-03-revealed.png" "$out/lesson.png"
# The tunnelling map: the last step of the configuration space lesson, a half-pixel wall at 6000 px/s.
"$lab" lesson assets/lessons/06_configuration_space.json --handout "$handout" --size 1024x768 --classroom >/dev/null
cp "$handout/step-07.png" "$out/tunnelling.png"
echo "readme-pictures: wrote $out/{window,classroom,lab_1920x1080,tutorials,predict,lesson,tunnelling}.png and play_godfrey_regions.gif"
