// `circlelab shot SCENE.json -o OUT.png`: the lab's picture of a scene, rendered headless,
// byte-identical for the same input.
#pragma once

#include <string>
#include <vector>

namespace circlelab::app {

struct ShotCommand {
    std::string scenePath;
    std::string outPath;
    std::string size = "1280x720";
    int frames = 2;
    bool noPanel = false;
    bool classroom = false;
    std::vector<std::string> sets;  ///< --set PATH=VALUE overrides of the scene
    std::string tutorials;          ///< a method's name: show the tutorials compared, explaining it
    bool map = false;               ///< its disagreement map
    bool predict = false;           ///< predict-then-reveal: answers hidden
    std::string claimsPath;         ///< where to write the picture's claims (docs/picture-claims.md); "": none
};

int RunShot(const ShotCommand& command);

/// "WIDTHxHEIGHT" within 1..8192 a side.
bool ParseSize(const std::string& text, int& width, int& height);

}  // namespace circlelab::app
