// Each method's band: how far from the exact boundary (d = r, d the centre's signed distance to
// the shape) its verdict can differ from the exact one, from the numbers it works in.
//
// Notation: c the true centre, r the radius, d = d(c) the signed distance (Contact::distance),
// D = max(d, 0) the distance from c to the solid shape. The exact answer hits iff d < r; a block
// settles the exact answer when its whole interval [dLo, dHi] lies on one side of r (with the
// slack for rounding). The method's side is settled by the bounds below; only when both are
// settled is the block answered without a look at its cells.
//
// Two facts carry every bound. (1) Moving a point by at most e changes its distance to a fixed
// set by at most e. (2) Moving each side of an axis-aligned box by at most s (each corner of a
// right-triangle tile by at most s in x and in y) moves every point of the box (tile) by at most
// s√2 and back, so the distance from a fixed point to it changes by at most s√2 (the Hausdorff
// distance between two convex hulls is at most the largest move of a vertex).
#include "core/classic/map_band.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace circlelab::classic {
namespace {

constexpr double kNever = -std::numeric_limits<double>::infinity();  // as a "hit below": never sure
constexpr double kRoot2 = 1.4142135623730951;
// Lazy Foo' and Worden do not apply to a centre beyond +-2e9 (his int and Long): such a cell is
// never marked, so a block is only declared to disagree when it lies well within.
constexpr double kBeyondTheirNumbers = 1.5e9;

bool Rotated(const Shape& shape) {
    const Box* box = BoxOf(shape);
    return box && box->angleDeg != 0.0;
}

}  // namespace

MapBand::MapBand(Algorithm algorithm, const Shape& shape, double radius, double scale)
    : radius_(radius), slack_(1e-6 * (1.0 + scale)) {
    switch (algorithm) {
        case Algorithm::kGodfrey:
        case Algorithm::kMigapro: BandInDoubles(algorithm == Algorithm::kGodfrey); break;
        case Algorithm::kLazyFoo:
        case Algorithm::kLazyFooPublished: BandOnInts(shape, algorithm == Algorithm::kLazyFooPublished); break;
        case Algorithm::kWorden:
        case Algorithm::kWordenPublished: BandOnLongs(shape, algorithm == Algorithm::kWordenPublished); break;
        case Algorithm::kBoundingBox: BandOfTheBoundingBox(shape); break;
    }
}

void MapBand::BandInDoubles(bool godfrey) {
    const double r = radius_, e = slack_;
    // Both work in double: Godfrey compares squared distances (circles) or, past his broad
    // phase, the corner's distance and the bounding square's overlap, which in a face
    // region or inside is a hit exactly when the exact answer is one; migapro rotates the
    // centre back and measures to the clamped point. Each differs from d < r by rounding.
    // Inside (d < 0) Godfrey's face region hits for any radius; migapro measures 0, a hit
    // only when r > 0, so its sure hits need r - e > 0.
    methodMissFrom_ = r + e;
    methodHitBelow_ = godfrey ? r - e : (r - e > 0 ? r - e : kNever);
}

void MapBand::BandOnInts(const Shape& shape, bool published) {
    const double r = radius_, e = slack_;
    fitLimit_ = kBeyondTheirNumbers;
    if (std::holds_alternative<Circle>(shape)) {
        // Truncated to int: each centre moves less than √2, each radius drops by less than
        // 1, so the distance between centres is off by less than 2√2 and the sum of radii
        // by less than 2: |c - C| - (r + R) >= 2√2 misses, < -2 - 2√2 hits.
        methodMissFrom_ = r + 2 * kRoot2 + e;
        methodHitBelow_ = r - 2 - 2 * kRoot2 - e;
        return;
    }
    // The box: truncation moves its left and top sides by less than 1 and (x + w as
    // trunc(x) + trunc(w)) its right and bottom by less than 2, so the distance to it
    // changes by less than 2√2 (2); the centre moves less than √2 (1). A hit of the cross
    // or of a corner needs the int centre within the int radius (<= r) of the int box, so
    // a hit has D < r + 3√2. Conversely the prose version (all four corners) hits whenever
    // the int centre is within a.r > r - 1 of the int box (a bar when it lies beside a
    // side, else the nearest corner), which D < r - 1 - 3√2 guarantees (a.r >= 1 there).
    // Deeper than 3 inside, the int centre lies strictly inside the int box (3 > 1 + 2):
    // both bars hit, for the printed version too, whatever the radius.
    methodMissFrom_ = r + 3 * kRoot2 + e;
    methodHitBelow_ = -3 - e;
    if (!published && r - 1 - 3 * kRoot2 - e > 0) methodHitBelow_ = r - 1 - 3 * kRoot2 - e;
}

void MapBand::BandOnLongs(const Shape& shape, bool published) {
    const double r = radius_, e = slack_;
    fitLimit_ = kBeyondTheirNumbers;
    if (std::holds_alternative<Circle>(shape)) {
        // Rounded to Long: centres move at most √2/2, radii at most 1/2 each.
        methodMissFrom_ = r + kRoot2 + 1 + e;
        methodHitBelow_ = r - kRoot2 - 1 - e;
        return;
    }
    if (Rotated(shape)) {  // he has no rotation: the method never applies
        never_ = true;
        return;
    }
    const bool tile = std::holds_alternative<Triangle>(shape);
    // Rounding moves the centre and each side (or tile corner) by at most 1/2 in x and
    // y, so his distance to his rectangle is within √2/2 + √2/2 = √2 of D, and his radius
    // within 1/2 of r: D >= r + 1/2 + √2 misses, D < r - 1/2 - √2 hits (rectangle).
    methodMissFrom_ = r + 0.5 + kRoot2 + e;
    methodHitBelow_ = r - 0.5 - kRoot2 - e > 0 ? r - 0.5 - kRoot2 - e : kNever;
    if (tile) {
        // On the tile: the rectangle cases measure to a point of his tile (its top or
        // right side, mirrored), case 5 has his centre inside his tile, and a walk hit is a
        // rounded point (within √2/2 of his hypotenuse, up to 1/2 past its end) within his
        // radius: every hit has D < r + 1/2 + √2 + 1/2 + √2/2 < r + 3.25. But the walk can
        // stop early (a rounded step can take it away from the centre), so it may miss
        // anywhere the circle touches the tile from the side of the angled face; only
        // case 5 is a sure hit: deeper than 3 inside, his rounded centre lies inside his
        // tile (legs moved <= 1/2, hypotenuse turned by under 10 degrees on a tile that
        // deep, centre moved <= √2/2: 3 cos 10° - √2/2 - √2/2 > 1).
        methodMissFrom_ = r + 3.25 + e;
        methodHitBelow_ = -3 - e;
    }
    if (published) BandOfThePrintedStrip(shape, tile);
}

void MapBand::BandOfThePrintedStrip(const Shape& shape, bool tile) {
    const double r = radius_, e = slack_;
    // As printed, the rectangle cases measure to (TestX, 0), after the tile is mirrored
    // (y' = Top + Bottom - y): they can hit only where his |y'| < his radius, a strip
    // |y - y0| < r + 1 around y0 = 0 (or Top + Bottom, flipped), and miss everywhere
    // else, even inside a rectangle.
    strip_ = true;
    stripHalf_ = r + 1 + e;
    const Box& box = *BoxOf(shape);
    const auto* triangle = std::get_if<Triangle>(&shape);
    const bool flipY = triangle && (triangle->missing == Corner::kTopLeft || triangle->missing == Corner::kTopRight);
    stripY_ = flipY ? std::nearbyint(box.topLeft.y) + std::nearbyint(box.topLeft.y + box.size.y) : 0.0;
    if (!tile) methodMissFrom_ = kNever;  // off the strip a rectangle is always missed
    methodHitBelow_ = tile ? -3 - e : kNever;
}

void MapBand::BandOfTheBoundingBox(const Shape& shape) {
    // Hit exactly where the centre lies in the shape's bounding box grown by r (open).
    boundingBox_ = true;
    const Aabb box = Bounds(shape);
    boxLo_ = box.lo - Vec2{radius_, radius_};
    boxHi_ = box.hi + Vec2{radius_, radius_};
}

BlockAnswer MapBand::Classify(const Block& b) const {
    if (never_) return BlockAnswer::kAgree;
    const double e = slack_;
    // The exact answer: d < r.
    const bool exactHit = b.dHi < radius_ - e, exactMiss = b.dLo >= radius_ + e;
    if (!exactHit && !exactMiss) return BlockAnswer::kLook;
    bool methodHit = false, methodMiss = false;
    if (boundingBox_) {
        methodHit = b.lo.x > boxLo_.x + e && b.hi.x < boxHi_.x - e && b.lo.y > boxLo_.y + e && b.hi.y < boxHi_.y - e;
        methodMiss = b.hi.x < boxLo_.x - e || b.lo.x > boxHi_.x + e || b.hi.y < boxLo_.y - e || b.lo.y > boxHi_.y + e;
    } else {
        const bool offStrip = !strip_ || b.hi.y <= stripY_ - stripHalf_ || b.lo.y >= stripY_ + stripHalf_;
        methodMiss = offStrip && b.dLo >= methodMissFrom_;
        methodHit = b.dHi < methodHitBelow_;
    }
    const BlockAnswer differ = std::max({std::abs(b.lo.x), std::abs(b.lo.y), std::abs(b.hi.x), std::abs(b.hi.y)}) < fitLimit_
                                   ? BlockAnswer::kDisagree
                                   : BlockAnswer::kLook;
    if (methodHit) return exactHit ? BlockAnswer::kAgree : differ;
    if (methodMiss) return exactMiss ? BlockAnswer::kAgree : differ;
    return BlockAnswer::kLook;
}

}  // namespace circlelab::classic
