// The JSON reader: a compact document (json_document.h) whose values know where they start
// (line and column), so every error in a scene file or a query line can point at the place a
// person must fix (docs/architecture.md: `file:line:column: what is wrong (at /json/pointer)`). Standard
// library only.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/geometry/number_text.h"
#include "core/io/json_document.h"

namespace circlelab {

/// "null", "a boolean", "a number", "a string", "an array", "an object".
std::string_view Describe(JsonType type);

/// A problem at a place in a JSON text: formatted as `line:column: message (at /pointer)`.
struct SourceError {
    std::int64_t line = 0;
    std::int64_t column = 0;
    std::string pointer;  ///< RFC 6901 JSON pointer of the offending value ("" for the document)
    std::string message;
    /// `file:line:column: message (at /pointer)`; the pointer part is left out when empty, and
    /// bytes that are not UTF-8 are escaped (EscapeForMessage).
    std::string Format(std::string_view file) const;
};

/// Every error's Format, one line each, each ending in a newline: what a loader reports of a file.
std::string FormatErrors(const std::vector<SourceError>& errors, std::string_view file);

/// `text` with every byte that is not part of well-formed UTF-8, and every control character,
/// written as `\xNN`, so a message quoting a broken file is itself valid UTF-8 on one line.
std::string EscapeForMessage(std::string_view text);

/// The length of the well-formed UTF-8 sequence at `text[at]` (RFC 3629: no overlong forms, no
/// surrogates, at most U+10FFFF): 1 to 4, or 0 when the bytes there are not UTF-8.
std::size_t Utf8SequenceLength(std::string_view text, std::size_t at);

struct JsonParse {
    std::optional<JsonDocument> value;
    SourceError error;  ///< set when !value
};

/// Parses one JSON text (RFC 8259). Rejects trailing text, duplicate object keys, numbers
/// outside the double range and nesting deeper than 256; never throws. The document holds a copy
/// of the text; it and its tape take at most about 9 bytes per byte of text (README, Limits).
JsonParse ParseJson(std::string_view text);
/// The same, keeping `text` itself in the document instead of a copy (a file just read).
JsonParse ParseJsonText(std::string text);

/// Appends `/key` to a JSON pointer, escaping '~' and '/' (RFC 6901).
std::string PointerAppend(const std::string& pointer, std::string_view key);
std::string PointerAppend(const std::string& pointer, std::size_t index);

}  // namespace circlelab
