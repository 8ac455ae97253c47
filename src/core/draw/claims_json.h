// A picture's claims as JSON (docs/picture-claims.md): what `shot --claims` writes and what
// `play` puts in each line's `claims` field.
#pragma once

#include <string>

#include "core/draw/claim.h"
#include "core/io/json_writer.h"

namespace circlelab {

/// Writes `claims` as one object: size, view and the list of claims (only the members a claim
/// has); `oneLine` for a field of a JSON Lines line (`play`), else one claim a line.
void WriteClaims(JsonWriter& out, const PictureClaims& claims, bool oneLine);
/// The same as a document of its own, one claim a line, ending in a new line.
std::string ClaimsJson(const PictureClaims& claims);

}  // namespace circlelab
