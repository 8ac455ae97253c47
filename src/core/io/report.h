// `circlelab report`: the numbers behind a scene's picture, for diffing and for answer keys.
#pragma once

#include <string>

#include "core/scene/scene.h"

namespace circlelab {

/// {"scene":name,"bodies":[{"body":0,"circle":{…},"contacts":[{"shape":0,"type":"rect",<contact>,
///  "classic":{"lazyfoo":true,"worden":false,…,"migapro":null}},…]},…]}
/// with one contact per shape (the listed shapes, then the tile map's in row order), the contact
/// fields exactly as `query` writes them, and every classic tutorial's verdict (null where its
/// method does not apply). Pretty enough to diff: one contact per line.
std::string SceneReport(const Scene& scene);

}  // namespace circlelab
