// `circlelab report`: the numbers behind a scene's picture, for diffing and for answer keys.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "core/scene/scene.h"

namespace circlelab {

/// {"scene":name,"bodies":[{"body":0,"circle":{…},"contacts":[{"shape":0,"type":"rect",<contact>,
///  "classic":{"lazyfoo":true,"worden":false,…,"migapro":null}},…]},…]}
/// with one contact per shape (the listed shapes, then the tile map's in row order), the contact
/// fields exactly as `query` writes them, and every classic tutorial's verdict (null where its
/// method does not apply). Pretty enough to diff: one contact per line.
std::string SceneReport(const Scene& scene);

/// The same text handed to `emit` in pieces of about 64 KiB as it is made, so that the memory the
/// report takes is bounded by the scene, not by the report (100 bodies on a million-tile map make
/// gigabytes of text). Stops, returning false, as soon as `emit` returns false.
bool StreamSceneReport(const Scene& scene, const std::function<bool(std::string_view)>& emit);

}  // namespace circlelab
