// How the viewer looks at a scene, apart from what the scene is: which overlays are on, which
// shape is selected and how often the swept path's per-frame test looks. A scene file keeps them
// in a place of their own (`"viewer"`, docs/scenes.md) so a scene opens as its author showed it,
// but changing them is exploring, never an edit: undo and redo leave them as they are and they
// never make the scene unsaved (docs/architecture.md, "Explore vs edit").
#pragma once

namespace circlelab {

/// What the lab draws over the scene (each switchable in the panel).
struct Overlays {
    bool highlight = true;        ///< shapes the circle hits turn blue (migapro's applet)
    bool closestLines = true;     ///< orange line from the centre to each closest point
    bool selectedOnly = false;    ///< closest line, regions and vectors for the selected shape only
    bool ghost = true;            ///< migapro's unrotated frame of a rotated rect, in green
    bool regions = false;         ///< Godfrey's regions I–VIII / a tile's vertex, edge, inside regions
    bool vectors = false;         ///< normal, depth and resolution arrows
    bool numbers = true;          ///< the live numbers box
    bool configuration = false;   ///< the selected shape's configuration space: the shape grown by the radius
    bool sweep = false;           ///< the circle's swept path over kSweepSeconds and its first time of impact
    bool tunnelling = false;      ///< with the swept path: the speed × direction map of where separate frames miss the selected shape
    bool plots = false;           ///< the energy and momentum plots docked beside the scene
    bool velocities = false;      ///< each ball's velocity as an arrow
    bool trails = false;          ///< each ball's path over the last 2 s
    bool compare = false;         ///< the other response model's run ghosted over this one, both energies plotted
    friend bool operator==(const Overlays&, const Overlays&) = default;
};

/// The viewer's state: what a scene opens showing, changed by exploring, never by an edit.
struct ViewSettings {
    Overlays overlays;
    int selected = 0;  ///< index into AllShapes(): the shape the panel edits and regions show
    /// How many times a second the swept path's per-frame test looks at the circle (30–240): the
    /// rings it draws and the tunnelling map. The physics itself always steps at 120 Hz.
    int frameRate = 60;
    friend bool operator==(const ViewSettings&, const ViewSettings&) = default;
};

}  // namespace circlelab
