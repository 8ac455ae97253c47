#include "app/base/layout.h"

#include <algorithm>

namespace circlelab::app {
namespace {

// The docked boxes, by how much text they hold.
constexpr float kNumbersColumnEm = 15;   // "closest  (1090.0, 260.0)"
constexpr float kTutorialsColumnEm = 22;  // the comparison table and the chosen method's steps
constexpr float kNumbersRowsEm = 14.5f;   // eleven rows and a title
constexpr float kClassroomStripEm = 6.0f;  // four rows of the trimmed boxes and a title
constexpr float kPlotsColumnEm = 18;      // a plot's value labels, its frame and its legend
constexpr float kPlotsRowsEm = 17;        // two plots, each a title, a legend and a frame
constexpr float kNarrowWindowEm = 60;     // below this width (1080 px at 18 px) the boxes go below
constexpr float kNarrowStripEm = 8.5f;    // five rows of the numbers in two pairs of columns, and a title
constexpr float kNumbersPairsEm = 25;     // the numbers' two pairs of columns side by side

}  // namespace

bool DockedBelow(const LayoutRequest& r) { return r.classroom || r.width < r.em * kNarrowWindowEm; }

float DefaultSidebarWidth(float em, bool classroom) { return em * (classroom ? 9.2f : 17.5f); }
float FoldedSidebarWidth(float em) { return em * 2.2f; }

LabLayout ComputeLayout(const LayoutRequest& r) {
    LabLayout out;
    // The sidebar: the user's width, kept between 10 em and 45 % of the window.
    float side = FoldedSidebarWidth(r.em);
    if (r.sidebarOpen) {
        // A lesson's text may take half the window where a longer language has no room in 40 %;
        // a longer language's labels may take 45 % (the most a drag gives).
        const float widest = std::max(DefaultSidebarWidth(r.em, r.classroom), r.width * (r.lessonWidth > 0 ? 0.5f : 0.45f));
        const float fitted = std::min(std::max(DefaultSidebarWidth(r.em, r.classroom) + r.sidebarFit, r.lessonWidth), widest);
        const float wanted = r.sidebarWidth > 0 ? r.sidebarWidth : fitted;
        const float most = r.sidebarWidth > 0 ? r.width * 0.45f : std::max(r.width * 0.45f, std::min(fitted, r.width * 0.5f));
        side = std::clamp(wanted, std::min(std::min(r.em * 10, DefaultSidebarWidth(r.em, r.classroom)), most), most);
    }
    out.sidebar = {0, 0, side, r.height};
    const float left = side, rest = std::max(0.0f, r.width - side);
    out.viewport = {left, 0, rest, r.height};
    if (!r.numbers && !r.tutorials && !r.plots) return out;

    if (DockedBelow(r)) {
        // The comparison, when shown, is a column on the right over the whole height: a strip's
        // four rows held its verdicts and left the chosen method's steps, its main feature, out
        // of view. The scene keeps the rest of the width.
        float width = rest;
        if (r.tutorials) {
            // A third of the width, and at least 10 em (its steps wrap at about 20 letters).
            const float column = std::min({r.em * kTutorialsColumnEm, std::max(rest * 0.35f, r.em * 10), rest * 0.5f});
            width = rest - column;
            out.tutorials = {r.width - column, 0, column, r.height};
            out.viewport.w = width;
        }
        // Beside the comparison's column the strip holds one box: the plots give way to the
        // numbers while the comparison, which the teacher asked for, is shown.
        const bool plots = r.plots && !(r.numbers && r.tutorials);
        if (!r.numbers && !plots) return out;
        // A strip below the scene, the numbers and the plots side by side from the left, each by
        // its share: the scene keeps most of the height. In classroom mode the boxes are trimmed
        // to four rows; in a narrow window (a school laptop's 1024 pixels), where a column would
        // leave the scene a tall sliver, they lay their rows out side by side.
        // Beside the numbers' two pairs of columns (about 25 em of text) the plots take the rest.
        const float numbersShare = r.numbers ? (!plots ? 1.0f : r.classroom ? 0.47f : 0.66f) : 0.0f;
        // Where the two pairs do not fit side by side (a phone held upright), the numbers stand in
        // one pair of columns, every row under the last: the strip takes the height they need.
        // Beside the plots the strip stays low (a taller one gives the plots a title bar their
        // share of the width cuts); the box scrolls its one pair there.
        const bool onePair = r.numbers && !plots && !r.classroom && width < r.em * kNumbersPairsEm;
        const float rows = r.classroom ? kClassroomStripEm : onePair ? kNumbersRowsEm : kNarrowStripEm;
        const float strip = std::min(r.em * rows, r.height * 0.3f);
        out.viewport.h = r.height - strip;
        const float y = r.height - strip;
        if (r.numbers) out.numbers = {left, y, width * numbersShare, strip};
        if (plots) out.plots = {left + width * numbersShare, y, width * (1 - numbersShare), strip};
        return out;
    }
    // A column on the right: the numbers on top, the comparison below, the plots at the bottom.
    // The numbers and the plots keep the height their contents need when the column is shared;
    // the comparison, or else the last box, takes what is left.
    const float wide = r.tutorials ? kTutorialsColumnEm : (r.plots ? kPlotsColumnEm : kNumbersColumnEm);
    const float column = std::min(r.em * wide, rest * 0.45f);
    out.viewport.w = rest - column;
    const float x = r.width - column;
    const bool shared = (r.numbers + r.tutorials + r.plots) > 1;
    float numbersH = r.numbers ? (shared ? std::min(r.em * kNumbersRowsEm, r.height * 0.5f) : r.height) : 0;
    float plotsH = 0;
    // The plots share the column with the comparison only where it keeps 20 em for its steps.
    const bool plots = r.plots && !(r.tutorials && r.height - numbersH - std::min(r.em * kPlotsRowsEm, r.height * 0.4f) < r.em * 20);
    if (plots) plotsH = r.tutorials ? std::min(r.em * kPlotsRowsEm, r.height * 0.4f) : r.height - numbersH;
    const float tutorialsH = r.tutorials ? r.height - numbersH - plotsH : 0;
    if (r.numbers) out.numbers = {x, 0, column, numbersH};
    if (r.tutorials) out.tutorials = {x, numbersH, column, tutorialsH};
    if (plots) out.plots = {x, numbersH + tutorialsH, column, plotsH};
    return out;
}

}  // namespace circlelab::app
