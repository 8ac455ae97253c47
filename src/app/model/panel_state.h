// The panel's own memory between frames, owned by each lab (LabState::panel), so two labs in one
// process (headless runs side by side, a test's two labs) never see each other's: the items drawn
// in the last frame, classroom mode's trimmed labels, a typed value's notice, the banners and
// tooltips drawn and the lists the panel keeps from disk (scenes, lessons). docs/architecture.md, "The panel".
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "app/base/layout.h"
#include "app/model/scene_catalog.h"

namespace circlelab::app {

/// A panel item drawn in the last frame, by its visible label (app/panels/shown_items.h).
struct ShownItem {
    std::string label;
    ScreenRect rect;
};

/// A banner over the scene (the predict question, the golf line, the status line) as drawn.
struct ShownBanner {
    std::string id;
    ScreenRect rect;
};

/// A tooltip shown this frame beside the item it explains.
struct ShownTooltip {
    std::string item;  ///< the item's label
    ScreenRect itemRect, rect;
};

struct PanelState {
    /// Classroom mode trims the panel to what a teacher uses: no "(?)" markers, short labels.
    bool trimmed = false;
    /// The panel is narrower than its default width (a phone's open panel, or dragged narrower):
    /// a switch's label that does not fit wraps, and a "(?)" with no room beside its control is
    /// left out. At its default width or wider (a longer language widens it) nothing wraps.
    bool narrow = false;
    /// What the last typed value outside its range became, for the lab's status line.
    std::string typedNotice;
    /// The items a script may press, as drawn in the last frame.
    std::vector<ShownItem> items;
    /// This frame's banners and tooltips, for the rule that they cover nothing they should not
    /// (app/panels/covering.h).
    std::vector<ShownBanner> banners;
    std::vector<ShownTooltip> tooltips;
    /// The F1 help's split into two halves, worked out again only when its width or text size changes.
    struct HelpSplit {
        float width = -1, em = -1;
        std::size_t rows = 0, down = 0;
        int language = -1;  ///< the language the split was measured in
    } helpSplit;
    /// The help's text scale: shrunk, to no less than 70 %, while its rows do not fit;
    /// measured again when the window or the language changes.
    struct HelpFit {
        float scale = 1;
        double width = -1, height = -1;
        int language = -1;
    } helpFit;
    /// The scene picker's lists: the shipped files (read again when another scene opens) and the
    /// picker's entries (read when it opens).
    std::vector<std::string> sceneFiles;
    int sceneFilesFor = -1;
    std::vector<ShippedScene> shippedScenes;
    /// The shipped lessons the Lessons list shows, read from disk when it first opens.
    std::vector<ShippedLesson> shippedLessons;
};

}  // namespace circlelab::app
