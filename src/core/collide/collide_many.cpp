// CollideMany: one prepared shape against many circles.
//
// Collide decides each circle's region with branches, and with circles scattered around a shape
// the processor guesses those branches wrong about half the time. Here two circles at a time go
// through every candidate answer (outside and inside) in SIMD registers, with the same operations
// Collide uses in the same order, and one answer is picked per circle with a mask instead of a
// branch. The answers are therefore Collide's bit for bit. The rare positions Collide treats
// specially — a centre exactly on the boundary, or within 1e-140 px of it — are marked and
// handed to Collide itself.
#include <cstdint>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "core/collide/local_contact.h"

namespace circlelab {
namespace {

// Two doubles side by side (the GCC and Clang vector extensions), and masks of all-ones or
// all-zeros lanes kept in the same type. With SSE2 the comparisons and the mask logic are the
// processor's own; elsewhere (the browser build) the same functions work lane by lane.
#if defined(__SSE2__)
using D2 = __m128d;
[[gnu::always_inline]] inline D2 Lt(D2 a, D2 b) { return _mm_cmplt_pd(a, b); }
[[gnu::always_inline]] inline D2 Le(D2 a, D2 b) { return _mm_cmple_pd(a, b); }
[[gnu::always_inline]] inline D2 Eq(D2 a, D2 b) { return _mm_cmpeq_pd(a, b); }
[[gnu::always_inline]] inline D2 And(D2 a, D2 b) { return _mm_and_pd(a, b); }
[[gnu::always_inline]] inline D2 Or(D2 a, D2 b) { return _mm_or_pd(a, b); }
[[gnu::always_inline]] inline D2 AndNot(D2 a, D2 b) { return _mm_andnot_pd(a, b); }  // ~a & b
[[gnu::always_inline]] inline D2 Sqrt(D2 v) { return _mm_sqrt_pd(v); }
[[gnu::always_inline]] inline int Lanes(D2 mask) { return _mm_movemask_pd(mask); }  // bit i: lane i set
#else
typedef double D2 __attribute__((vector_size(16)));
typedef std::int64_t M2 __attribute__((vector_size(16)));
inline D2 Mask(M2 m) { return reinterpret_cast<D2>(m); }
inline M2 Bits(D2 d) { return reinterpret_cast<M2>(d); }
inline D2 Lt(D2 a, D2 b) { return Mask(a < b); }
inline D2 Le(D2 a, D2 b) { return Mask(a <= b); }
inline D2 Eq(D2 a, D2 b) { return Mask(a == b); }
inline D2 And(D2 a, D2 b) { return Mask(Bits(a) & Bits(b)); }
inline D2 Or(D2 a, D2 b) { return Mask(Bits(a) | Bits(b)); }
inline D2 AndNot(D2 a, D2 b) { return Mask(~Bits(a) & Bits(b)); }
inline D2 Sqrt(D2 v) { return D2{std::sqrt(v[0]), std::sqrt(v[1])}; }
inline int Lanes(D2 mask) { return (Bits(mask)[0] != 0 ? 1 : 0) | (Bits(mask)[1] != 0 ? 2 : 0); }
#endif
// Everything below is inlined into one loop per shape kind, so a pair stays in registers.
[[gnu::always_inline]] inline D2 Splat(double v) { return D2{v, v}; }
[[gnu::always_inline]] inline D2 Gt(D2 a, D2 b) { return Lt(b, a); }
[[gnu::always_inline]] inline D2 Not(D2 mask) { return AndNot(mask, Eq(Splat(0.0), Splat(0.0))); }
[[gnu::always_inline]] inline D2 Select(D2 mask, D2 yes, D2 no) { return Or(And(mask, yes), AndNot(mask, no)); }
// The same comparisons std::min, std::max and std::clamp make, so ties and signed zeros come out
// as in Collide.
[[gnu::always_inline]] inline D2 Min(D2 a, D2 b) { return Select(Lt(b, a), b, a); }
[[gnu::always_inline]] inline D2 Max(D2 a, D2 b) { return Select(Lt(a, b), b, a); }
[[gnu::always_inline]] inline D2 Clamp(D2 v, double lo, double hi) {
    return Select(Lt(v, Splat(lo)), Splat(lo), Select(Lt(Splat(hi), v), Splat(hi), v));
}

/// Two circles' answers in the shape's frame, before the radius: what detail::LocalContact holds.
struct Pair {
    D2 distance, cx, cy, nx, ny;
    D2 corner;  ///< mask: the nearest point is a vertex
    D2 exact;   ///< mask: leave this circle to Collide
};

constexpr double kTinySquare = 1e-280;  ///< below it Collide rescales before its square root

/// Both centres in the frame the shape is solved in (PreparedShape::ToFrame).
[[gnu::always_inline]] inline void ToFrame(const Circle* c, const PreparedShape& s, D2& px, D2& py) {
    const D2 x{c[0].center.x, c[1].center.x}, y{c[0].center.y, c[1].center.y};
    if (!s.rotated) {
        px = x;
        py = y;
        return;
    }
    const D2 dx = x - s.center.x, dy = y - s.center.y;  // Unrotate(R, v) = Rᵀ·v
    px = s.rotation.c * dx + s.rotation.s * dy;
    py = -s.rotation.s * dx + s.rotation.c * dy;
}

/// detail::SolveBox for two centres.
[[gnu::always_inline]] inline Pair SolveBoxes(D2 px, D2 py, const PreparedShape& s) {
    const D2 lx = Splat(s.lo.x), ly = Splat(s.lo.y), hx = Splat(s.hi.x), hy = Splat(s.hi.y);
    const D2 left = Lt(px, lx), right = Gt(px, hx), above = Lt(py, ly), below = Gt(py, hy);
    const D2 outside = Or(Or(left, right), Or(above, below));
    // Outside: the clamp is the nearest point.
    const D2 qx = Clamp(px, s.lo.x, s.hi.x), qy = Clamp(py, s.lo.y, s.hi.y);
    const D2 dx = px - qx, dy = py - qy;
    const D2 sq = dx * dx + dy * dy;
    const D2 len = Sqrt(sq);
    // Inside: leave through the nearest edge; ties go top, bottom, left, right.
    const D2 dTop = py - ly, dBottom = hy - py, dLeft = px - lx, dRight = hx - px;
    const D2 m = Min(Min(dTop, dBottom), Min(dLeft, dRight));
    const D2 top = Eq(dTop, m), bottom = AndNot(top, Eq(dBottom, m));
    const D2 vertical = Or(top, bottom), leftEdge = AndNot(vertical, Eq(dLeft, m));
    Pair out;
    out.distance = Select(outside, len, -m);
    out.cx = Select(outside, qx, Select(vertical, px, Select(leftEdge, lx, hx)));
    out.cy = Select(outside, qy, Select(vertical, Select(top, ly, hy), py));
    out.nx = Select(outside, dx / len, Select(vertical, Splat(0.0), Select(leftEdge, Splat(-1.0), Splat(1.0))));
    out.ny = Select(outside, dy / len, Select(vertical, Select(top, Splat(-1.0), Splat(1.0)), Splat(0.0)));
    out.corner = And(Or(left, right), Or(above, below));
    out.exact = Select(outside, Not(Gt(sq, Splat(kTinySquare))), Eq(m, Splat(0.0)));
    return out;
}

/// detail::SolveTile for two centres.
[[gnu::always_inline]] inline Pair SolveTiles(D2 px, D2 py, const PreparedShape& s) {
    const TileGeometry& t = s.tile;
    const Vec2 r = t.rightAngle, a = t.a, b = t.b, hn = t.hypNormal, nA = t.legNormalA, nB = t.legNormalB;
    const D2 ax = px - a.x, ay = py - a.y;
    const D2 beyond = ax * hn.x + ay * hn.y;  // signed distance from the hypotenuse line
    // Beyond that line: the nearest point of the hypotenuse segment.
    const D2 along = ax * t.hyp.x + ay * t.hyp.y;
    const D2 f = along / t.hypLength2;
    const D2 atA = Le(along, Splat(0.0)), atB = AndNot(atA, Le(Splat(t.hypLength2), along));
    const D2 hx = Select(atA, Splat(a.x), Select(atB, Splat(b.x), a.x + t.hyp.x * f));
    const D2 hy = Select(atA, Splat(a.y), Select(atB, Splat(b.y), a.y + t.hyp.y * f));
    // On the tile's side but outside the box: the box's clamp, a vertex or a point of a leg.
    const D2 outBox = Or(Or(Lt(px, Splat(s.lo.x)), Gt(px, Splat(s.hi.x))),
                         Or(Lt(py, Splat(s.lo.y)), Gt(py, Splat(s.hi.y))));
    const D2 qx = Clamp(px, s.lo.x, s.hi.x), qy = Clamp(py, s.lo.y, s.hi.y);
    const auto at = [&](Vec2 v) { return And(Eq(qx, Splat(v.x)), Eq(qy, Splat(v.y))); };
    const D2 qVertex = Or(Or(at(r), at(a)), at(b));
    const D2 past = Gt(beyond, Splat(0.0));
    const D2 nearX = Select(past, hx, qx), nearY = Select(past, hy, qy);
    const D2 dx = px - nearX, dy = py - nearY;
    const D2 sq = dx * dx + dy * dy;
    const D2 len = Sqrt(sq);
    // In the closed tile: the nearest of the two legs and the hypotenuse, ties to the first.
    const D2 rx = px - r.x, ry = py - r.y;
    const D2 s0 = rx * nA.x + ry * nA.y, s2 = rx * nB.x + ry * nB.y;
    const D2 most = Max(Max(s0, beyond), s2);
    const D2 e0 = Eq(s0, most), e1 = AndNot(e0, Eq(beyond, most));
    const D2 nInX = Select(e0, Splat(nA.x), Select(e1, Splat(hn.x), Splat(nB.x)));
    const D2 nInY = Select(e0, Splat(nA.y), Select(e1, Splat(hn.y), Splat(nB.y)));
    const D2 footOnX = Not(Eq(nInX, Splat(0.0)));  // a leg across x: the foot keeps the right angle's x
    const D2 cInX = Select(e1, px - hn.x * beyond, Select(footOnX, Splat(r.x), px));
    const D2 cInY = Select(e1, py - hn.y * beyond, Select(footOnX, py, Splat(r.y)));
    const D2 inside = Not(Or(past, outBox));
    Pair out;
    out.distance = Select(inside, most, len);
    out.cx = Select(inside, cInX, nearX);
    out.cy = Select(inside, cInY, nearY);
    out.nx = Select(inside, nInX, dx / len);
    out.ny = Select(inside, nInY, dy / len);
    out.corner = AndNot(inside, Select(past, Or(atA, atB), qVertex));
    out.exact = Select(inside, Eq(most, Splat(0.0)), Not(Gt(sq, Splat(kTinySquare))));
    return out;
}

/// CollideCircle for two centres.
[[gnu::always_inline]] inline Pair SolveDiscs(D2 px, D2 py, const PreparedShape& s) {
    const D2 dx = px - s.center.x, dy = py - s.center.y;
    const D2 sq = dx * dx + dy * dy;
    const D2 len = Sqrt(sq);
    const D2 ux = dx / len, uy = dy / len;
    Pair out;
    out.distance = len - s.radius;
    out.cx = s.center.x + ux * s.radius;
    out.cy = s.center.y + uy * s.radius;
    out.nx = ux;
    out.ny = uy;
    out.corner = Splat(0.0);
    out.exact = Not(Gt(sq, Splat(kTinySquare)));
    return out;
}

/// Two frame answers turned into world contacts, as detail::ToWorldContact does it. Each field
/// is stored straight into `out`: a Contact built aside and copied whole would be read back
/// before its last small stores have landed, and the processor would wait for them.
[[gnu::always_inline]] inline void Emit(Pair p, const Circle* circles, const PreparedShape& s, Contact* out,
                                        std::size_t n) {
    if (s.rotated) {
        const double c = s.rotation.c, sn = s.rotation.s;  // R·v
        const D2 cx = s.center.x + (c * p.cx - sn * p.cy), cy = s.center.y + (sn * p.cx + c * p.cy);
        const D2 nx = c * p.nx - sn * p.ny, ny = sn * p.nx + c * p.ny;
        // A turned unit vector is never tiny, so NormalizeOr's plain path applies.
        const D2 len = Sqrt(nx * nx + ny * ny);
        p.cx = cx;
        p.cy = cy;
        p.nx = nx / len;
        p.ny = ny / len;
    }
    const D2 r{circles[0].radius, circles[1].radius};
    const D2 hitMask = Lt(p.distance, r);
    const int hit = Lanes(hitMask), inside = Lanes(Lt(p.distance, Splat(0.0))), corner = Lanes(p.corner);
    const D2 depth = And(hitMask, r - p.distance);
    // Each contact's closest point and normal are one (x, y) pair of lanes.
    const D2 closest[2] = {__builtin_shufflevector(p.cx, p.cy, 0, 2), __builtin_shufflevector(p.cx, p.cy, 1, 3)};
    const D2 normal[2] = {__builtin_shufflevector(p.nx, p.ny, 0, 2), __builtin_shufflevector(p.nx, p.ny, 1, 3)};
    for (std::size_t i = 0; i < 2; ++i) {
        if (i == n) break;
        Contact& c = out[i];
        c.hit = (hit >> i) & 1;
        c.inside = (inside >> i) & 1;
        c.distance = p.distance[i];
        // Vec2 is two doubles: one 16-byte store each.
        std::memcpy(static_cast<void*>(&c.closest), &closest[i], sizeof(Vec2));
        std::memcpy(static_cast<void*>(&c.normal), &normal[i], sizeof(Vec2));
        c.depth = depth[i];
        c.feature = (corner >> i) & 1 ? Feature::kCorner : Feature::kEdge;
    }
    if (const int exact = Lanes(p.exact); exact != 0)
        for (std::size_t i = 0; i < n; ++i)
            if ((exact >> i) & 1) out[i] = Collide(circles[i], s);
}

template <Pair (*Solve)(D2, D2, const PreparedShape&)>
[[gnu::always_inline]] inline void Run(const Circle* circles, std::size_t total, const PreparedShape& s, Contact* out) {
    std::size_t i = 0;
    D2 px, py;
    for (; i + 2 <= total; i += 2) {
        ToFrame(circles + i, s, px, py);
        Emit(Solve(px, py, s), circles + i, s, out + i, 2);
    }
    if (i < total) {  // an odd last circle goes in both lanes
        const Circle last[2] = {circles[i], circles[i]};
        ToFrame(last, s, px, py);
        Emit(Solve(px, py, s), last, s, out + i, 1);
    }
}

}  // namespace

// On x86-64 a second copy is compiled for processors with AVX2 and picked when the program
// starts: the same two-lane arithmetic (no fused multiply-add, so the same bits), written in
// three-operand instructions that need no register copies.
#if defined(__x86_64__) && defined(__GNUC__) && defined(__has_attribute)
#if __has_attribute(target_clones)
[[gnu::target_clones("avx2", "default")]]
#endif
#endif
void CollideMany(std::span<const Circle> circles, const PreparedShape& s, std::span<Contact> out) {
    const std::size_t n = std::min(circles.size(), out.size());
    switch (s.kind) {
        case PreparedShape::Kind::kDisc: return Run<SolveDiscs>(circles.data(), n, s, out.data());
        case PreparedShape::Kind::kBox: return Run<SolveBoxes>(circles.data(), n, s, out.data());
        case PreparedShape::Kind::kTile: return Run<SolveTiles>(circles.data(), n, s, out.data());
    }
}

}  // namespace circlelab
