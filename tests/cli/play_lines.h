// Reading `circlelab play`'s output in tests: one JSON line per step, its fields by name.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <deque>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cli_run.h"
#include "core/io/json.h"

namespace circlelab::testing::play {

inline const std::string kData = CIRCLELAB_TEST_DATA "/play/";

// Every output line, parsed. The documents live as long as the test program (a deque never moves
// them), so the views handed out stay valid. Every line of every run is also held to the rule that
// floating text covers nothing it must not (app/panels/covering.h): play adds "covers" when it does.
inline std::vector<JsonRef> Lines(const std::string& out) {
    static std::deque<JsonDocument> documents;
    std::vector<JsonRef> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) {
        JsonParse p = ParseJson(line);
        EXPECT_TRUE(p.value) << line;
        if (!p.value) continue;
        documents.push_back(std::move(*p.value));
        lines.push_back(documents.back().Root());
        if (const std::optional<JsonRef> covers = lines.back().Find("covers"))
            ADD_FAILURE() << "line " << lines.size() - 1 << ": " << covers->Item(0).String();
    }
    return lines;
}

// A play script as a test writes one: the scene it opens (none: the built-in one), any other
// fields before its steps (such as `"size": [1024, 768], "classroom": true`), and its steps, each a
// JSON object, separated by commas.
inline std::string Script(const std::string& scene, const std::string& steps, const std::string& fields = "") {
    std::string script = "{";
    if (!scene.empty()) script += "\"scene\": \"" + scene + "\", ";
    if (!fields.empty()) script += fields + ", ";
    return script + "\"steps\": [" + steps + "]}";
}

// `circlelab play` of `script`, written to the temporary file `name`: its lines, the run having
// succeeded (none, with a failure said, when it did not: the caller's count of lines stops it).
inline std::vector<JsonRef> Play(const std::string& name, const std::string& script) {
    const CliRun run = RunCircleLab("play " + WriteTempFile(name, script), false);
    EXPECT_EQ(run.status, 0) << run.out;
    return run.status == 0 ? Lines(run.out) : std::vector<JsonRef>{};
}

inline JsonRef At(JsonRef v, const char* key) {
    static const JsonDocument kNull = *ParseJson("null").value;
    const std::optional<JsonRef> found = v.Find(key);
    EXPECT_TRUE(found) << "no " << key;
    return found ? *found : kNull.Root();
}
inline double Num(JsonRef v, const char* key) { return At(v, key).Number(); }
inline std::string Str(JsonRef v, const char* key) { return std::string(At(v, key).String()); }
inline bool Flag(JsonRef v, const char* key) { return At(v, key).Bool(); }
inline std::pair<double, double> Pair(JsonRef v, const char* key) {
    JsonRef a = At(v, key);
    return a.Size() == 2 ? std::pair{a.Item(0).Number(), a.Item(1).Number()} : std::pair{double(NAN), double(NAN)};
}

// A play step that drags from one window pixel to another in a tenth of a second.
inline std::string Drag(int fx, int fy, int tx, int ty) {
    return "{\"drag\": {\"from\": [" + std::to_string(fx) + ", " + std::to_string(fy) + "], \"to\": [" +
           std::to_string(tx) + ", " + std::to_string(ty) + "], \"seconds\": 0.1}}";
}

// A play step that clicks the button or item shown with this label.
inline std::string Click(const std::string& label) { return "{\"click\": \"" + label + "\"}"; }

// Whether the rectangle [x, y, w, h] `inner` lies within `outer`, to half a pixel.
inline bool Inside(JsonRef inner, JsonRef outer) {
    if (inner.Size() != 4 || outer.Size() != 4) return false;
    const double x = inner.Item(0).Number(), y = inner.Item(1).Number(), w = inner.Item(2).Number(), h = inner.Item(3).Number();
    const double X = outer.Item(0).Number(), Y = outer.Item(1).Number(), W = outer.Item(2).Number(), H = outer.Item(3).Number();
    return x >= X - 0.5 && y >= Y - 0.5 && x + w <= X + W + 0.5 && y + h <= Y + H + 0.5;
}

}  // namespace circlelab::testing::play
