// The rules a picture's claims must keep (docs/picture-claims.md), checked against the core's
// exact answer for the scene the picture shows. A library, so the property test, the defect tests
// and anyone checking a `shot --claims` file state the rules once.
#pragma once

#include <string>
#include <vector>

#include "core/draw/claim.h"
#include "core/scene/scene.h"

namespace circlelab::claims {

/// One rule a picture broke: which rule, and what the picture says against what is true.
struct Contradiction {
    std::string rule;  ///< "unclaimed", "region", "distance", "arrow", "sweep", "readout", "overlap", "shading", "chart",
                      ///< "visible", "title", "covers", "ball", "plot", "cloud"
    std::string what;
};

/// Every contradiction between `picture` and the exact answer for `scene` (the scene the picture
/// was made from, after its frame): its dragged circle is body 0, shapes numbered as `report` does.
std::vector<Contradiction> CheckClaims(const PictureClaims& picture, const Scene& scene);

/// The contradictions as lines of text, for a test's failure message.
std::string Describe(const std::vector<Contradiction>& found);

}  // namespace circlelab::claims
