// The words of the classic methods' steps, as src/core/classic/ writes them (claims and `report`
// keep them English): the tutorials comparison translates them where it shows them, a phrase at a
// time between the numbers and the punctuation (TrPhrases("method", …), docs/languages.md). Each
// phrase here is one such run of words; a step the core writes differently needs its phrase here,
// or it shows in English (the test MethodStepsLanguage.EveryStepOfEveryMethodIsInTheCatalogue finds it).
// Also why a method does not apply, and whose method it is, each translated whole.
#include "app/lang/tr.h"

namespace circlelab::app {
namespace {

// Words the methods share: verdicts, distances, the centre.
[[maybe_unused]] constexpr const char* kSharedStepWords[] = {
    NC_("method", "hit"),
    NC_("method", "miss"),
    NC_("method", "centre"),
    NC_("method", "radius"),
    NC_("method", "distance"),
    NC_("method", "distance between centres"),
    NC_("method", "sum of radii"),
    NC_("method", "as printed"),
    NC_("method", "and")};

// Lazy Foo's: his ints, the cross of two bars and the corners.
[[maybe_unused]] constexpr const char* kLazyFooStepWords[] = {
    NC_("method", "as ints"),
    NC_("method", "truncated"),
    NC_("method", "other circle as ints"),
    // TRANSLATORS: SDL_Rect is the name of SDL's rectangle type: keep it as it is.
    NC_("method", "box as SDL_Rect"),
    NC_("method", "vertical bar of the cross overlaps the box"),
    NC_("method", "horizontal bar overlaps the box"),
    NC_("method", "yes"),
    NC_("method", "no"),
    NC_("method", "corners' distances"),
    NC_("method", "corner"),
    NC_("method", "a corner is inside the circle"),
    NC_("method", "no corner inside the circle")};

// Worden's: his Longs and RECT, the clamp, the tile's cases and the walk along the hypotenuse. His
// variable and field names are code, the same in every language.
[[maybe_unused]] constexpr const char* kWordenStepWords[] = {
    // TRANSLATORS: Long is the Visual Basic number type: keep it.
    NC_("method", "as Longs"),
    NC_("method", "rounded"),
    // TRANSLATORS: RECT is the name of his rectangle type: keep it.
    NC_("method", "RECT"),
    NC_("method", "left"),
    NC_("method", "top"),
    NC_("method", "right"),
    NC_("method", "bottom"),
    NC_("method", "clamp the centre into the rectangle"),
    NC_("method", "the distance is measured to"),
    // TRANSLATORS: TestX, TextY, Left, Top, Right, Bottom, Hyp, Xcheck and Ycheck are names in his
    // code: keep them as they are.
    NC_("method", "TestX"),
    NC_("method", "TextY"),
    NC_("method", "Left"),
    NC_("method", "Top"),
    NC_("method", "Right"),
    NC_("method", "Bottom"),
    NC_("method", "Hyp"),
    NC_("method", "Xcheck and Ycheck"),
    // TRANSLATORS: LowerLeft is the name of his tile type: keep it.
    NC_("method", "mirror the tile onto the LowerLeft case"),
    NC_("method", "left-right"),
    NC_("method", "top-bottom"),
    NC_("method", "centre right of the tile or above it"),
    NC_("method", "the rectangle cases"),
    NC_("method", "centre inside the tile"),
    NC_("method", "case"),
    NC_("method", "centre in the rectangle but beyond the slope"),
    NC_("method", "centre beside the angled face"),
    // TRANSLATORS: "case 4 as Worden divides the tile (the exact regions call this centre case 1,
    // the vertex at an end of the face)": the numbers come between the phrases.
    NC_("method", "as Worden divides the tile"),
    NC_("method", "as Worden divides the mirrored tile"),
    NC_("method", "the exact regions call this centre case"),
    NC_("method", "the vertex at an end of the face"),
    // TRANSLATORS: "quick rejection: 80.0 and 95.0 from the ends, both > Hyp 61.2 -> miss"
    NC_("method", "quick rejection"),
    NC_("method", "from the ends"),
    NC_("method", "both"),
    // TRANSLATORS: "walk the hypotenuse from (Left, Top), chosen by the distance to (Left, Right)
    // in steps of one unit"
    NC_("method", "walk the hypotenuse from"),
    NC_("method", "chosen by the distance to"),
    NC_("method", "in steps of one unit"),
    // TRANSLATORS: "step 12: (40.0, 52.0) is 19.6 < r 20 -> hit", one point of his walk.
    NC_("method", "step"),
    NC_("method", "is"),
    NC_("method", "the distance grows again"),
    NC_("method", "walked the whole hypotenuse without a point inside the circle")};

// Godfrey's: his broad phase, the regions and the resolution.
[[maybe_unused]] constexpr const char* kGodfreyStepWords[] = {
    NC_("method", "squared distance"),
    NC_("method", "squared radii"),
    NC_("method", "the centres coincide"),
    NC_("method", "his resolution divides by"),
    NC_("method", "dist"),
    NC_("method", "and is undefined"),
    NC_("method", "resolution"),
    NC_("method", "dist x"),
    NC_("method", "radii"),
    NC_("method", "broad phase"),
    NC_("method", "bounding square against the rectangle"),
    NC_("method", "overlap"),
    NC_("method", "apart"),
    NC_("method", "region I"),
    NC_("method", "region II"),
    NC_("method", "region III"),
    NC_("method", "region IV"),
    NC_("method", "region V"),
    NC_("method", "region VI"),
    NC_("method", "region VII"),
    NC_("method", "region VIII"),
    NC_("method", "region inside"),
    NC_("method", "a corner region"),
    NC_("method", "the corner is a circle of radius"),
    NC_("method", "from the centre"),
    NC_("method", "a face region"),
    NC_("method", "the circle is treated as its bounding square"),
    NC_("method", "overlaps x"),
    NC_("method", "the smaller one gives resolution")};

// migapro's and the box test's.
[[maybe_unused]] constexpr const char* kMigaproAndBoxStepWords[] = {
    NC_("method", "rotate the centre into the rect's frame"),
    NC_("method", "clamp"),
    NC_("method", "the circle's bounding square"),
    NC_("method", "the shape's bounding box"),
    NC_("method", "the boxes overlap"),
    NC_("method", "the boxes are apart")};

// Why a method does not apply to the shape, each shown whole ("Does not apply: …").
[[maybe_unused]] constexpr const char* kNotApplicable[] = {
    NC_("not applicable", "the circle does not fit in his int coordinates"),
    NC_("not applicable", "the other circle does not fit in int coordinates"),
    NC_("not applicable", "Lazy Foo's tutorial has circles and SDL_Rects only, no triangle tiles"),
    NC_("not applicable", "an SDL_Rect cannot be rotated"),
    NC_("not applicable", "the box does not fit in int coordinates"),
    NC_("not applicable", "the circle does not fit in his Long coordinates"),
    NC_("not applicable", "the other circle does not fit in Long coordinates"),
    NC_("not applicable", "Worden's tiles sit on the grid: a RECT cannot be rotated"),
    NC_("not applicable", "the rectangle does not fit in Long coordinates"),
    NC_("not applicable", "Godfrey's colliders are circles and rectangles; his tiles are a separate system"),
    NC_("not applicable", "Godfrey's rectangle colliders are axis-aligned"),
    NC_("not applicable", "migapro's method is for rectangles")};

// Whose method, from which tutorial (the wide comparison's line above the steps, a name's tooltip).
[[maybe_unused]] constexpr const char* kSources[] = {
    // TRANSLATORS: the tutorials' titles (Circular Collision Detection, Mixed Bounding Types, …) are
    // the titles of English pages: keep them.
    NC_("method source", "Lazy Foo', Circular Collision Detection: a cross of thin rectangles and corners in the circle, on int"),
    NC_("method source", "Lazy Foo' as printed: the corner test checks corner 3 four times"),
    NC_("method source", "Worden, Mixed Bounding Types: the clamp test and the triangle's seven cases, on Long"),
    NC_("method source", "Worden as printed: the clamp measures to (TestX, TextY = 0); the walk compares with (Left, Right)"),
    NC_("method source", "Godfrey, Circle-Rectangle Collisions: regions I-VIII, the bounding square, the resolution vector"),
    NC_("method source", "migapro, Circle and Rotated Rectangle: rotate the centre back, clamp, compare"),
    NC_("method source", "The mistake Godfrey warns about: the circle's bounding square against the shape's bounding box")};

}  // namespace
}  // namespace circlelab::app
