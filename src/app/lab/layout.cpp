#include "app/lab/layout.h"

#include <algorithm>

namespace circlelab::app {
namespace {

// The docked boxes, by how much text they hold.
constexpr float kNumbersColumnEm = 15;   // "closest  (1090.0, 260.0)"
constexpr float kTutorialsColumnEm = 22;  // the comparison table and the chosen method's steps
constexpr float kNumbersRowsEm = 14.5f;   // eleven rows and a title
constexpr float kClassroomStripEm = 6.5f;  // four rows of the trimmed boxes and a title

}  // namespace

float DefaultSidebarWidth(float em, bool classroom) { return em * (classroom ? 10.0f : 17.5f); }
float FoldedSidebarWidth(float em) { return em * 2.2f; }

LabLayout ComputeLayout(const LayoutRequest& r) {
    LabLayout out;
    // The sidebar: the user's width, kept between 10 em and 45 % of the window.
    float side = FoldedSidebarWidth(r.em);
    if (r.sidebarOpen) {
        const float wanted = r.sidebarWidth > 0 ? r.sidebarWidth : DefaultSidebarWidth(r.em, r.classroom);
        side = std::clamp(wanted, std::min(r.em * 10, r.width * 0.45f), r.width * 0.45f);
    }
    out.sidebar = {0, 0, side, r.height};
    const float left = side, rest = std::max(0.0f, r.width - side);
    out.viewport = {left, 0, rest, r.height};
    if (!r.numbers && !r.tutorials) return out;

    if (r.classroom) {
        // A strip below the scene, the numbers on its left and the comparison on its right: the
        // scene keeps the whole width beside the panel and most of the height.
        const float strip = std::min(r.em * kClassroomStripEm, r.height * 0.3f);
        out.viewport.h = r.height - strip;
        const float y = r.height - strip;
        if (r.numbers && r.tutorials) {
            const float split = rest * 0.45f;  // the numbers; the verdicts take the rest
            out.numbers = {left, y, split, strip};
            out.tutorials = {left + split, y, rest - split, strip};
        } else if (r.numbers) {
            out.numbers = {left, y, rest, strip};
        } else {
            out.tutorials = {left, y, rest, strip};
        }
        return out;
    }
    // A column on the right: the numbers on top, the comparison below.
    const float column = std::min(r.em * (r.tutorials ? kTutorialsColumnEm : kNumbersColumnEm), rest * 0.45f);
    out.viewport.w = rest - column;
    const float x = r.width - column;
    if (r.numbers && r.tutorials) {
        const float top = std::min(r.em * kNumbersRowsEm, r.height * 0.5f);
        out.numbers = {x, 0, column, top};
        out.tutorials = {x, top, column, r.height - top};
    } else if (r.numbers) {
        out.numbers = {x, 0, column, r.height};
    } else {
        out.tutorials = {x, 0, column, r.height};
    }
    return out;
}

}  // namespace circlelab::app
