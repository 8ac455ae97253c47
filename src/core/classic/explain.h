// How a classic method reports its steps. Each method is written once, as a template over where
// its notes go, and runs two ways: with Notes, which writes every step with its numbers (the
// explain panel, `report`), and with NoNotes, which writes nothing, so a verdict costs no text
// (the disagreement map asks for hundreds of thousands of them). A step is passed as a lambda
// that builds its text, so without notes the text is never built. Because both ways run the same
// code, the bare verdict is Evaluate's verdict by construction.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "core/classic/classic.h"

namespace circlelab::classic::detail {

/// Writes nothing: the verdict alone.
struct NoNotes {
    static constexpr bool kWrites = false;
    template <class MakeText>
    void Step(MakeText&&) {}
    void NotApplicable(const char*) {}
    void Resolution(Vec2) {}
};

/// Writes the steps, why the method does not apply, and Godfrey's resolution into a Verdict.
struct Notes {
    static constexpr bool kWrites = true;
    Verdict& verdict;
    template <class MakeText>
    void Step(MakeText&& make) {
        verdict.steps.push_back(std::forward<MakeText>(make)());
    }
    void NotApplicable(const char* why) { verdict.notApplicable = why; }
    void Resolution(Vec2 r) { verdict.resolution = r; }
};

// The methods, each written once in its own file and compiled there for both kinds of notes
// (with Notes for Evaluate, with NoNotes for Hit). nullopt: the method does not apply to the shape.
template <class Out>
std::optional<bool> LazyFooMethod(const Circle& circle, const Shape& shape, bool published, Out& out);
template <class Out>
std::optional<bool> WordenMethod(const Circle& circle, const Shape& shape, bool published, Out& out);
template <class Out>
std::optional<bool> GodfreyMethod(const Circle& circle, const Shape& shape, Out& out);
template <class Out>
std::optional<bool> MigaproMethod(const Circle& circle, const Shape& shape, Out& out);
template <class Out>
std::optional<bool> BoundingBoxMethod(const Circle& circle, const Shape& shape, Out& out);

/// Runs a method written over its notes with every step written: `method(notes)` gives the hit.
template <class Method>
Verdict WithSteps(Method&& method) {
    Verdict v;
    Notes notes{v};
    v.hit = method(notes);
    return v;
}

/// Runs the same method for its bare verdict.
template <class Method>
std::optional<bool> VerdictOnly(Method&& method) {
    NoNotes none;
    return method(none);
}

}  // namespace circlelab::classic::detail
