#include "app/commands/shot.h"

#include <charconv>
#include <cstdio>
#include <string_view>
#include <optional>

#include "app/shells/headless.h"
#include "app/shells/lab_start.h"
#include "core/draw/claims_json.h"
#include "core/io/file_io.h"
#include "core/io/scene_json.h"

namespace circlelab::app {
namespace {

// Loads a scene, applying --set key=value overrides to the document before validating it.
std::optional<Scene> LoadWithOverrides(const std::string& path, const std::vector<std::string>& sets) {
    SourceError error;
    std::optional<JsonDocument> doc = LoadJsonFile(path, error);
    if (!doc) {
        std::fprintf(stderr, "%s\n", error.Format(path).c_str());
        return std::nullopt;
    }
    for (const std::string& set : sets) {
        const std::size_t eq = set.find('=');
        const std::string problem = eq == std::string::npos
                                        ? "expected key=value, as in bodies/0/x=310"
                                        : SetJsonPath(*doc, std::string_view(set).substr(0, eq), std::string_view(set).substr(eq + 1));
        if (!problem.empty()) {
            std::fprintf(stderr, "circlelab: --set %s: %s\n", set.c_str(), problem.c_str());
            return std::nullopt;
        }
    }
    SceneLoad load = SceneFromJson(doc->Root());
    if (!load.scene) {
        // A value that came from the command line is wrong there, not in the file: such an error
        // names its --set (the file's place would point at a value the file does not hold).
        for (const SourceError& e : load.errors) {
            if (const std::optional<std::size_t> from = ChangeBehind(e.pointer, sets))
                std::fprintf(stderr, "circlelab: --set %s: %s\n", sets[*from].c_str(), e.message.c_str());
            else
                std::fprintf(stderr, "%s\n", e.Format(path).c_str());
        }
        return std::nullopt;
    }
    return std::move(load.scene);
}

}  // namespace

bool ParseSize(const std::string& text, int& w, int& h) {
    // Whole text: "100x100junk" and "4294967297x1" (which %d wrapped to 1) are refused.
    const auto side = [](std::string_view digits, int& out) {
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
        return ec == std::errc() && end == digits.data() + digits.size() && !digits.empty() && digits[0] != '+' &&
               out > 0 && out <= 8192;
    };
    const std::size_t x = text.find_first_of("xX");
    if (x == std::string::npos) return false;
    const std::string_view all(text);
    return side(all.substr(0, x), w) && side(all.substr(x + 1), h);
}

int RunShot(const ShotCommand& command) {
    if (command.outPath.empty()) {
        std::fprintf(stderr, "circlelab shot: -o needs a file name (or - for the standard output)\n");
        return 1;
    }
    LabState state;
    std::optional<Scene> scene = LoadWithOverrides(command.scenePath, command.sets);
    if (!scene) return 1;
    StartLab(state, std::move(*scene), command.scenePath, {.takeUpNow = true});  // the options below choose over the scene
    ShotOptions options;
    if (!ParseSize(command.size, options.width, options.height)) {
        std::fprintf(stderr, "circlelab shot: --size must be WIDTHxHEIGHT, each from 1 to 8192 (for example 1280x720), not %s\n",
                     command.size.c_str());
        return 1;
    }
    options.frames = command.frames;
    options.panels = !command.noPanel;
    state.classroom = command.classroom;
    state.teaching.predict = command.predict;
    state.teaching.tutorials.map = command.map;
    if (!command.tutorials.empty()) {
        const std::optional<classic::Algorithm> method = classic::AlgorithmNamed(command.tutorials);
        if (!method) {
            std::fprintf(stderr, "circlelab shot: unknown --tutorials %s (%s)\n", command.tutorials.c_str(),
                         classic::AlgorithmNames().c_str());
            return 1;
        }
        state.teaching.tutorials.explained = *method;
        state.teaching.tutorials.shown = true;
    }
    std::string problem = RenderShot(state, options, command.outPath);
    // The claims of the very frame the picture shows, beside it.
    if (problem.empty() && !command.claimsPath.empty()) problem = WriteFileAtomically(command.claimsPath, ClaimsJson(state.frame.claims));
    if (!problem.empty()) {
        std::fprintf(stderr, "circlelab shot: %s\n", problem.c_str());
        return 1;
    }
    // With -o - the picture is the standard output: nothing else may go there.
    if (command.outPath != "-") std::printf("wrote %s\n", command.outPath.c_str());
    return 0;
}

}  // namespace circlelab::app
