#include "app/base/typed_value.h"

#include "core/geometry/number_text.h"

namespace circlelab::app {

TypedValue KeepInRange(std::string_view knob, double typed, ValidRange range, std::string_view unit) {
    TypedValue out{ClampToRange(typed, range), {}};
    if (out.kept == typed) return out;
    const std::string suffix = unit.empty() ? std::string() : " " + std::string(unit);
    out.notice = std::string(knob) + ": " + (typed != typed ? std::string("not a number") : FormatNumber(typed)) +
                 " is outside its valid range " + FormatNumber(range.lo) + " to " + FormatNumber(range.hi) + suffix +
                 "; kept " + FormatNumber(out.kept) + suffix;
    return out;
}

}  // namespace circlelab::app
