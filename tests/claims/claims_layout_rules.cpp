// The rules about where things are shown: a readout is in view, a window over the scene leaves
// the scene's shapes uncovered, a plot drawn has something to show; and the live class's cloud.
#include "claims/claims_exact.h"
#include "core/geometry/shapes.h"
#include "core/scene/view_bounds.h"

namespace circlelab::claims {
namespace {

using Box = std::array<double, 4>;

std::string BoxText(const Box& b) {
    char s[96];
    std::snprintf(s, sizeof s, "[%.0f, %.0f, %.0f, %.0f]", b[0], b[1], b[2], b[3]);
    return s;
}

// How much of `a` lies in `b`, in square pixels.
double Overlap(const Box& a, const Box& b) {
    const double w = std::min(a[2], b[2]) - std::max(a[0], b[0]), h = std::min(a[3], b[3]) - std::max(a[1], b[1]);
    return w > 0 && h > 0 ? w * h : 0;
}

}  // namespace

// Rule: a readout with a place on screen lies in the part of its window that is in view.
void CheckVisible(Exact& x) {
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "readout" || !c.box || !c.within) continue;
        const Box& b = *c.box;
        const Box& w = *c.within;
        if (b[0] < w[0] - 1 || b[1] < w[1] - 1 || b[2] > w[2] + 1 || b[3] > w[3] + 1)
            x.Report("visible", c.means + (c.method.empty() ? "" : " of " + c.method) + " \"" + c.text + "\" at " + BoxText(b) +
                                    " lies outside its window's view " + BoxText(w));
    }
}

// Rule: a window's title is shown whole: its text, at its full width, ends within the room its
// title bar gives it (ImGui cuts the rest: "Tutorials compa" names nothing).
void CheckTitles(Exact& x) {
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "title" || !c.box || !c.within) continue;
        const Box& b = *c.box;
        const Box& w = *c.within;
        if (b[2] > w[2] + 0.5)
            x.Report("title", "the " + c.means + " window's title \"" + c.text + "\" needs " + std::to_string(int(b[2] - b[0] + 0.5)) +
                                  " px and its bar gives it " + std::to_string(int(w[2] - w[0] + 0.5)));
    }
}

// Rule: a window over the scene (the tunnelling chart) covers none of the scene's shapes where
// the camera frames them, but for the floors and walls that span the whole picture.
void CheckCovers(Exact& x) {
    for (const Claim& c : x.picture.claims) {
        if (c.kind != "window" || !c.box) continue;
        // The part of the scene the camera frames (its view, or all of it): what must stay seen.
        const std::optional<Aabb> framed = ViewBounds(x.scene);
        for (std::size_t s = 0; s < x.shapes.size(); ++s) {
            Aabb b = Bounds(x.shapes[s]);
            if (framed) b = {{std::max(b.lo.x, framed->lo.x), std::max(b.lo.y, framed->lo.y)},
                             {std::min(b.hi.x, framed->hi.x), std::min(b.hi.y, framed->hi.y)}};
            const Vec2 lo = b.lo * x.picture.scale + x.picture.offset, hi = b.hi * x.picture.scale + x.picture.offset;
            const Box shape{lo.x, lo.y, hi.x, hi.y};
            // A floor or a wall across the whole picture (scene 07's ground) is in every place.
            if ((lo.x <= 0 && hi.x >= x.picture.size.x) || (lo.y <= 0 && hi.y >= x.picture.size.y)) continue;
            if (Overlap(*c.box, shape) > 1)
                x.Report("covers", "the " + c.means + " at " + BoxText(*c.box) + " covers shape " + std::to_string(s) + " at " +
                                       BoxText(shape));
        }
    }
}

// Rule: a plot drawn has a second of samples at least (a tenth of its axis), or says so in words.
void CheckPlots(Exact& x) {
    for (const Claim& c : x.picture.claims)
        if (c.kind == "plot" && c.box && c.value && *c.value < 1 && c.text.empty())
            x.Report("plot", "the " + c.means + " plot at " + BoxText(*c.box) + " is drawn empty");
}

// Rule: a live class's cloud shows the exact answer where the core puts it (its closest point and
// normal, drawn over the students' own), and each student's stroke along the normal it states.
void CheckCloud(Exact& x) {
    for (const Claim& c : x.picture.claims) {
        const bool exactMark = c.kind == "mark" && c.means == "class-exact-closest";
        const bool exactArrow = c.kind == "arrow" && c.means == "class-exact-normal";
        if (c.kind == "line" && c.means == "class-normal" && c.from && c.to &&
            (!c.vector || DegreesBetween(*c.to - *c.from, *c.vector) > 1))
            x.Report("cloud", "a student's normal is drawn along " + Text(*c.to - *c.from) + ", not the direction it states");
        if (!exactMark && !exactArrow) continue;
        if (!x.ValidShape(c.shape) || x.contacts.empty()) {
            x.Report("cloud", "the class's exact answer names no shape");
            continue;
        }
        const Contact& truth = x.contacts[c.shape];
        if (exactMark && c.box && Length(x.ToScene(Centre(c)) - truth.closest) * x.picture.scale > 1)
            x.Report("cloud", "the exact closest point is drawn at " + Text(x.ToScene(Centre(c))) + ", the core says " +
                                  Text(truth.closest));
        if (exactArrow && (!c.vector || DegreesBetween(*c.vector, truth.normal) > 1))
            x.Report("cloud", "the exact normal states " + (c.vector ? Text(*c.vector) : "nothing") + ", the core says " +
                                  Text(truth.normal));
    }
}

}  // namespace circlelab::claims
