// `circlelab describe SCENE.json`: the scene in words, as a screen reader says it
// (app/model/scene_description.h), in the language of --lang or the system.
#pragma once

#include <string>

namespace circlelab::app {

int RunDescribe(const std::string& scenePath);

}  // namespace circlelab::app
