// Where everything goes in the lab's window (docs/architecture.md, "The lab window"): the panel in a sidebar
// on the left, the numbers box, the tutorials comparison and the physics plots docked beside or
// below the scene, and the scene's viewport — the rest. Nothing is pinned over the scene. A pure function of the
// window's size, the text size and what is shown, so it is tested without a window.
#pragma once

namespace circlelab::app {

struct ScreenRect {
    float x = 0, y = 0, w = 0, h = 0;
    float Area() const { return w * h; }
    friend bool operator==(const ScreenRect&, const ScreenRect&) = default;
    bool Contains(const ScreenRect& r, float slack = 0.5f) const {
        return r.x >= x - slack && r.y >= y - slack && r.x + r.w <= x + w + slack && r.y + r.h <= y + h + slack;
    }
};

struct LayoutRequest {
    float width = 0, height = 0;  ///< the window, in the pixels the lab draws in
    float em = 18;                ///< the text size in pixels
    bool classroom = false;       ///< projector layout: the docked boxes go in a strip below the scene
                                  ///< (as they do in a window narrower than 60 em)
    bool sidebarOpen = true;      ///< the panel expanded, or folded to a narrow strip
    float sidebarWidth = 0;       ///< the width the user dragged the panel to (0: the default)
    /// Added to the default width where the language's labels are longer than English ones
    /// (docs/languages.md); the scene keeps at least 55 % of the window's width all the same.
    float sidebarFit = 0;
    /// The width an open lesson's steps need to stand whole in the panel (app/base/lesson_width.h;
    /// 0: no lesson): the default widens to it, as far as 40 % of the window, or half of it where
    /// the lesson needs more (a longer language, as the pseudo-language's, at a projector's size).
    float lessonWidth = 0;
    bool numbers = false;         ///< the numbers box is shown
    bool tutorials = false;       ///< the tutorials comparison is shown
    bool plots = false;           ///< the energy and momentum plots are shown
};

/// Whether the docked boxes sit in a strip below the scene (classroom mode, or a narrow window).
bool DockedBelow(const LayoutRequest& request);

struct LabLayout {
    ScreenRect sidebar{};    ///< the panel (or its folded strip)
    ScreenRect numbers{};    ///< empty when not shown
    ScreenRect tutorials{};  ///< empty when not shown
    ScreenRect plots{};      ///< empty when not shown
    ScreenRect viewport{};   ///< the free scene area
};

/// The panel's width when the user has not chosen one, and the bounds of what they may choose.
float DefaultSidebarWidth(float em, bool classroom);
float FoldedSidebarWidth(float em);

LabLayout ComputeLayout(const LayoutRequest& request);

}  // namespace circlelab::app
