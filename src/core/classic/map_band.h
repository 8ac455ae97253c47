// Where on the disagreement map a classic method can disagree with the exact answer at all, so
// that the map looks cell by cell only there (the band) and settles whole blocks of cells at once
// everywhere else. map_band.cpp derives each method's band from its number types.
#pragma once

#include "core/classic/classic.h"

namespace circlelab::classic {

/// What holds for every circle centre of a block of the map.
enum class BlockAnswer {
    kAgree,     ///< the method and the exact answer agree (or the method does not apply)
    kDisagree,  ///< they disagree at every centre
    kLook,      ///< it takes a look at each centre
};

/// A block of centres: every centre lies in the box [lo, hi], and its signed distance to the
/// shape (Contact::distance, positive outside) lies in [dLo, dHi].
struct Block {
    Vec2 lo, hi;
    double dLo = 0, dHi = 0;
};

/// One method's band for one shape and radius.
class MapBand {
public:
    /// `scale`: the largest coordinate magnitude the map meets (its window's corners, the radius),
    /// which sizes the allowance for rounding.
    MapBand(Algorithm algorithm, const Shape& shape, double radius, double scale);

    BlockAnswer Classify(const Block& block) const;

    /// The allowance for rounding: distances computed in double are trusted to within it.
    double Slack() const { return slack_; }

private:
    // Each method's band, from the numbers it works in (map_band.cpp).
    void BandInDoubles(bool godfrey);
    void BandOnInts(const Shape& shape, bool published);
    void BandOnLongs(const Shape& shape, bool published);
    void BandOfThePrintedStrip(const Shape& shape, bool tile);
    void BandOfTheBoundingBox(const Shape& shape);

    double radius_ = 0, slack_ = 0;
    bool never_ = false;  // the method applies nowhere: every block agrees (no cell is marked)
    double fitLimit_ = 1e300;  // beyond it the method may not apply: no block is declared to disagree
    // The method surely misses where d >= methodMissFrom_ (and, with a strip, outside the strip),
    // and surely hits where d < methodHitBelow_.
    double methodMissFrom_ = 0, methodHitBelow_ = 0;
    // Worden as printed measures to y = 0 (after mirroring the tile): it can hit anywhere the
    // centre lies within the strip |y - stripY_| < stripHalf_.
    bool strip_ = false;
    double stripY_ = 0, stripHalf_ = 0;
    // The bounding-box method hits exactly where the centre lies in the shape's bounding box grown
    // by the radius (open): boxLo_/boxHi_.
    bool boundingBox_ = false;
    Vec2 boxLo_, boxHi_;
};

}  // namespace circlelab::classic
