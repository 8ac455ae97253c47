// One `circlelab query` line read into what it asks: a moving circle and the shape it meets.
//
// Two readers give the same answer. The plain reader takes the line as programs write it, in one
// pass over its bytes, straight into fixed structs: no document, no strings, no allocation, so a
// million lines cost little more than their contacts. It gives up on anything unusual — an
// escape, a key twice, a value out of range, broken JSON — and the full reader, through the JSON
// document model, then says exactly what is wrong and where, as `check` does for a scene file.
#pragma once

#include <optional>
#include <string_view>
#include <variant>

#include "core/io/json.h"
#include "core/geometry/shapes.h"

namespace circlelab {

/// What a query line asks.
struct QueryInput {
    Circle circle;
    Shape shape;
    friend bool operator==(const QueryInput&, const QueryInput&) = default;
};

/// The line's circle and shape when the line is a valid query written plainly: one object with
/// the keys "circle" and "shape", keys and strings without escapes, numbers where numbers belong
/// and every value inside the valid ranges. nullopt otherwise, and then ReadQueryLine says why.
/// Whatever this reader accepts, ReadQueryLine accepts with the same numbers, to the bit.
std::optional<QueryInput> ReadPlainQueryLine(std::string_view line);

/// Any line: its circle and shape, or the first thing wrong with it (line 1 of the text `line`;
/// the pointer names the member, e.g. "/shape/w").
std::variant<QueryInput, SourceError> ReadQueryLine(std::string_view line);

}  // namespace circlelab
