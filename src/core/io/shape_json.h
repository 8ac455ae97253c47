// The shape objects of docs/architecture.md, the one spelling used by scene files, `query` and `report`:
//   {"type":"circle","x":cx,"y":cy,"r":radius}
//   {"type":"rect","x":left,"y":top,"w":width,"h":height,"angle":deg}
//   {"type":"triangle","x":left,"y":top,"w":width,"h":height,"missing":"top-left",…,"angle":deg}
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/io/json.h"
#include "core/io/json_fields.h"
#include "core/io/json_writer.h"
#include "core/geometry/shapes.h"

namespace circlelab {

/// Reads and validates a shape. On any problem returns nullopt and appends every error found.
std::optional<Shape> ShapeFromJson(JsonRef value, const std::string& pointer,
                                   std::vector<SourceError>& errors);

/// Reads and validates the x, y, r of a moving circle (radius >= 0) through `reader`. Unknown
/// keys are left for the caller to reject, after it has read its own (a body's mass, …).
std::optional<Circle> ReadMovingCircle(ObjectReader& reader);

/// "top-left" … "bottom-right" -> Corner.
std::optional<Corner> ParseCorner(std::string_view name);

/// The shape as a compact one-line JSON object (angle in degrees, left out when 0).
void WriteShape(JsonWriter& out, const Shape& shape);
std::string ShapeToJson(const Shape& shape);

}  // namespace circlelab
