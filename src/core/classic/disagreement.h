// Where a classic algorithm's verdict differs from the exact one: for a circle of a given radius
// and one shape, every centre position on a grid over a window around the shape. A cell is marked
// when the method applies there and Hit (the verdict of Evaluate) differs from Collide's; the map
// evaluates cells one by one only in the method's band (map_band.h) and settles the rest in
// blocks, with the same result.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "core/classic/classic.h"

namespace circlelab::classic {

struct DisagreementMap {
    Vec2 origin;           ///< world position of cell (0, 0)'s top-left
    double cell = 2.0;     ///< cell size in px; each cell is sampled at its centre
    int columns = 0, rows = 0;
    std::vector<std::uint8_t> differs;  ///< rows × columns: 1 where the verdicts differ
    long differing = 0;
    double area = 0.0;     ///< differing cells × cell², in px²
    bool applies = true;   ///< false when the algorithm does not apply to the shape
    bool cancelled = false;
    int rowsDone = 0;      ///< rows computed so far; the map is complete when rowsDone == rows
    bool Complete() const { return !applies || rowsDone >= rows; }
};

/// The window around the shape that the map covers: its bounding box grown by the radius plus a
/// margin, where any disagreement can be.
void MapWindow(const Shape& shape, double radius, Vec2& lo, Vec2& hi);

/// Computes the map, checking `cancel` between strips of rows (a newer request makes this one moot).
DisagreementMap ComputeDisagreement(Algorithm algorithm, const Shape& shape, double radius, double cell,
                                    const std::atomic<bool>* cancel = nullptr);
/// The same, asking `stop` between strips of rows, with the map so far, whether to stop there
/// (the map is then marked cancelled).
DisagreementMap ComputeDisagreementUntil(Algorithm algorithm, const Shape& shape, double radius, double cell,
                                         const std::function<bool(const DisagreementMap&)>& stop);

/// The same map in slices, for a program without threads (the browser) that computes a few rows
/// a frame: StartDisagreement sizes the grid and computes no row; each ContinueDisagreement
/// computes up to `rows` more rows of it and says whether the map is complete. The finished map
/// equals ComputeDisagreement's for the same inputs.
DisagreementMap StartDisagreement(Algorithm algorithm, const Shape& shape, double radius, double cell);
bool ContinueDisagreement(DisagreementMap& map, Algorithm algorithm, const Shape& shape, double radius, int rows);


}  // namespace circlelab::classic
