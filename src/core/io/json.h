// A small JSON document model that remembers where each value starts (line and column), so
// every error in a scene file or a query line can point at the place a person must fix
// (DESIGN.md: `file:line:column: what is wrong (at /json/pointer)`). Standard library only.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/geometry/number_text.h"

namespace circlelab {

struct JsonValue {
    enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };
    Type type = Type::kNull;
    bool boolean = false;
    double number = 0.0;
    std::string string;
    std::vector<JsonValue> items;                              ///< kArray
    std::vector<std::pair<std::string, JsonValue>> members;    ///< kObject, in file order
    std::int64_t line = 1;    ///< 1-based line where the value starts
    std::int64_t column = 1;  ///< 1-based column (in characters) where the value starts
    std::int64_t keyLine = 0;    ///< for an object member: where its key starts (0 otherwise)
    std::int64_t keyColumn = 0;

    // Declared here and defaulted in json.cpp, where JsonValue is complete: clang with libstdc++
    // cannot otherwise instantiate std::pair<std::string, JsonValue> inside JsonValue itself.
    JsonValue();
    JsonValue(const JsonValue&);
    JsonValue(JsonValue&&) noexcept;
    JsonValue& operator=(const JsonValue&);
    JsonValue& operator=(JsonValue&&) noexcept;
    ~JsonValue();

    const JsonValue* Find(std::string_view key) const;
    bool Is(Type t) const { return type == t; }
};

/// "null", "a boolean", "a number", "a string", "an array", "an object".
std::string_view Describe(JsonValue::Type type);

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

/// `text` with every byte that is not part of well-formed UTF-8, and every control character,
/// written as `\xNN`, so a message quoting a broken file is itself valid UTF-8 on one line.
std::string EscapeForMessage(std::string_view text);

struct JsonParse {
    std::optional<JsonValue> value;
    SourceError error;  ///< set when !value
};

/// Parses one JSON text (RFC 8259). Rejects trailing text, duplicate object keys, numbers
/// outside the double range and nesting deeper than 256; never throws.
JsonParse ParseJson(std::string_view text);

/// Appends `/key` to a JSON pointer, escaping '~' and '/' (RFC 6901).
std::string PointerAppend(const std::string& pointer, std::string_view key);
std::string PointerAppend(const std::string& pointer, std::size_t index);

}  // namespace circlelab
