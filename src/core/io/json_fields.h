// Reading the fields of one JSON object with precise errors: a missing key, a value of the
// wrong type and an unknown key (a typo) each become a SourceError at the right place.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/json.h"
#include "core/geometry/validate.h"

namespace circlelab {

class ObjectReader {
public:
    /// Reports "… must be an object" when `value` is not one; every getter then fails.
    ObjectReader(JsonRef value, std::string pointer, std::vector<SourceError>& errors,
                 std::string_view what = "the value");

    bool ok() const { return object_.has_value(); }
    const std::string& pointer() const { return pointer_; }

    /// The member, marked as known, or nullopt. With `required`, a missing key is an error.
    std::optional<JsonRef> Get(std::string_view key, bool required);
    /// Reads a number into `out`; false (with an error) when missing-and-required or not a number.
    bool Number(std::string_view key, double& out, bool required);
    bool String(std::string_view key, std::string& out, bool required);
    bool Bool(std::string_view key, bool& out, bool required);

    /// An error at the member `key` (or at the object when it is absent).
    void ErrorAt(std::string_view key, std::string message);
    /// Each FieldError as an error at its member (validation results of the value read).
    void Report(const std::vector<FieldError>& problems);
    /// Reports every member no getter asked for, listing the keys that are allowed.
    void RejectUnknown();

private:
    bool TypeIs(std::string_view key, JsonRef v, JsonType type);
    // An error at the object itself; its place is counted only now, when it is needed.
    void ErrorAtObject(std::string message);

    std::string pointer_;
    std::vector<SourceError>& errors_;
    JsonRef value_;
    std::optional<JsonRef> object_;
    std::vector<std::string> known_;
};

}  // namespace circlelab
