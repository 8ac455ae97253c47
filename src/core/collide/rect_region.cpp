#include "core/collide/rect_region.h"

namespace circlelab {

RectRegion ClassifyRect(const Rect& rect, Vec2 point) {
    const BoxView box = InBoxFrame(FrameOf(rect), rect.topLeft, rect.size, point);
    const Vec2 p = box.point, lo = box.lo, hi = box.hi;
    // On the boundary a point is not inside (the contact's `inside` is strict): it belongs to the
    // face or corner it lies on, whose nearest point is itself.
    const int column = p.x <= lo.x ? 0 : (p.x >= hi.x ? 2 : 1);
    const int row = p.y <= lo.y ? 0 : (p.y >= hi.y ? 2 : 1);
    constexpr RectRegion kGrid[3][3] = {{RectRegion::kI, RectRegion::kII, RectRegion::kIII},
                                        {RectRegion::kIV, RectRegion::kInside, RectRegion::kV},
                                        {RectRegion::kVI, RectRegion::kVII, RectRegion::kVIII}};
    return kGrid[row][column];
}

std::string_view RegionName(RectRegion region) {
    switch (region) {
        case RectRegion::kInside: return "inside";
        case RectRegion::kI: return "I";
        case RectRegion::kII: return "II";
        case RectRegion::kIII: return "III";
        case RectRegion::kIV: return "IV";
        case RectRegion::kV: return "V";
        case RectRegion::kVI: return "VI";
        case RectRegion::kVII: return "VII";
        case RectRegion::kVIII: return "VIII";
    }
    return "inside";
}

bool IsCornerRegion(RectRegion region) {
    return region == RectRegion::kI || region == RectRegion::kIII || region == RectRegion::kVI ||
           region == RectRegion::kVIII;
}

}  // namespace circlelab
