// A big tile map drawn as one mark (BigMapCmd): from the rows and columns in view, kept from frame
// to frame, and every pixel what its bars and triangles drawn one by one as polygons make.
#include <SDL.h>
#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "core/draw/big_map_draw.h"
#include "core/draw/scene_draw.h"
#include "render/big_map_ops.h"
#include "render/geometry_renderer.h"

namespace circlelab::render {
namespace {

// A map of `side` x `side` tiles of 16 px: mostly squares, some triangles and open cells.
TileMap PatternMap(int side) {
    TileMap map;
    map.size = 16;
    for (int row = 0; row < side; ++row) {
        std::string line;
        for (int col = 0; col < side; ++col) {
            const int k = (row * 7 + col * 13 + row * col / 5) % 23;
            line += k < 16 ? '#' : k < 20 ? "1234"[k - 16] : '.';
        }
        map.rows.push_back(line);
    }
    return map;
}

// The list with its big map drawn the way it was before it was one mark: every bar and triangle of
// every row a polygon of the map's paint, each tile that stands out after its row.
DrawList AsPolygons(const DrawList& list) {
    DrawList out = list;
    out.bigMap.reset();
    const BigMapCmd& m = *list.bigMap;
    std::vector<PolygonCmd> map;
    std::size_t next = 0;
    for (std::size_t row = 0; row < m.map->rows.size(); ++row) {
        std::vector<MapPart> parts;
        MapRowParts(*m.map, row, 0, m.map->rows[row].size(), parts);
        for (const MapPart& p : parts) map.push_back({{p.points.begin(), p.points.begin() + p.count}, m.paint});
        for (; next < m.standing.size() && m.standing[next].row == row; ++next) map.push_back(m.standing[next].polygon);
    }
    out.polygons.insert(out.polygons.begin() + std::ptrdiff_t(m.at), map.begin(), map.end());
    return out;
}

std::vector<Uint8> Pixels(SDL_Renderer* renderer, SDL_Surface* surface, const DrawList& list, const View& view, float lineScale,
                          const TextureSet& textures) {
    SDL_SetRenderDrawColor(renderer, 244, 241, 234, 255);
    SDL_RenderClear(renderer);
    DrawGeometry(renderer, list, view, lineScale, textures);
    SDL_RenderFlush(renderer);
    const auto* p = static_cast<const Uint8*>(surface->pixels);
    return {p, p + surface->pitch * surface->h};
}

// Wherever a map's tiles are big enough on screen to show their fill (so no row is joined into one
// quad), the mark draws the very pixels its parts drawn one by one do: at the map's corner and in
// its middle, with the circle's hit tiles and the selected tile standing out, a shape listed
// before the map, pans that put the edges anywhere in a pixel, and the rows kept from one view
// made again for the next.
TEST(BigMapRender, DrawsThePixelsItsPartsDrawnAsPolygonsDo) {
    Scene scene;
    scene.tiles = PatternMap(120);
    Body body;
    body.circle = {{968, 952}, 30};
    scene.bodies.push_back(body);
    scene.shapes.push_back(Rect{{900, 900}, {40, 24}, 0});
    scene.viewer.selected = 7000;
    scene.viewer.overlays = Overlays{};
    scene.viewer.overlays.highlight = scene.viewer.overlays.numbers = true;
    DrawList list;
    DrawScene(scene, list);
    ASSERT_TRUE(list.bigMap);
    ASSERT_GE(list.bigMap->standing.size(), 3u);
    ASSERT_EQ(list.bigMap->at, 1u);
    const DrawList polygons = AsPolygons(list);
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    MapOnScreenCache cache;
    TextureSet kept;
    kept.maps = &cache;
    int views = 0;
    for (const float lineScale : {1.0f, 2.0f})
        for (const double zoom : {0.2, 0.61, 1.0, 3.7})
            for (const Vec2 at : {Vec2{0, 0}, Vec2{968, 952}, Vec2{1910, 1000}, Vec2{1300.3, 1917.6}}) {
                const View view{zoom, Vec2{160.4, 120.7} - at * zoom};
                const std::vector<Uint8> want = Pixels(renderer, surface, polygons, view, lineScale, TextureSet{});
                EXPECT_TRUE(Pixels(renderer, surface, list, view, lineScale, kept) == want) << "zoom " << zoom << " at " << at.x << ", " << at.y << ", line scale " << lineScale;
                EXPECT_TRUE(Pixels(renderer, surface, list, view, lineScale, TextureSet{}) == want) << "zoom " << zoom << " at " << at.x << ", " << at.y;
                ++views;
            }
    EXPECT_EQ(cache.Builds(), std::size_t(views));
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
}

// A big map seen whole, each row thinner than its outline, on a renderer that stacks rows (a
// GPU's): the rows over the same columns, one quad together, cover the very pixels the rows' quads
// drawn one by one do (the outline's colour is opaque), with fewer triangles; rows over other
// columns (open cells at an end) stay apart. Drawn here on whole pixels, where SDL's software
// renderer fills a quad exactly as a GPU does.
TEST(BigMapRender, RowsOverTheSameColumnsAreOneQuadWithTheSamePixels) {
    TileMap map = PatternMap(100);  // its runs of open cells leave rows over other columns
    map.size = 1;
    map.origin = {20, 8};
    const Paint paint{Rgba{200, 200, 200, 255}, Rgba{40, 44, 52, 255}, 1};
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 160, 120, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    TextureSet stacking;
    stacking.stacksRows = true;
    const auto draw = [&](const TileMap& tiles, const View& view, bool clear) {
        if (clear) {
            SDL_SetRenderDrawColor(renderer, 244, 241, 234, 255);
            SDL_RenderClear(renderer);
        }
        DrawList list;
        list.bigMap = BigMapCmd{std::make_shared<const TileMap>(tiles), 0, paint, {}};
        return DrawGeometry(renderer, list, view, 2.0f, stacking).triangles;  // an outline of 2 px
    };
    const auto pixels = [&] {
        SDL_RenderFlush(renderer);
        const auto* p = static_cast<const Uint8*>(surface->pixels);
        return std::vector<Uint8>(p, p + surface->pitch * surface->h);
    };
    for (const Vec2 pan : {Vec2{0, 0}, Vec2{7, -3}, Vec2{-30, 12}}) {
        const View view{1.0, pan};
        const std::size_t together = draw(map, view, true);
        const std::vector<Uint8> want = pixels();
        std::size_t apart = 0;
        for (std::size_t row = 0; row < map.rows.size(); ++row) {
            TileMap one = map;  // the row alone, where it is in the map
            one.origin.y = map.origin.y + double(row) * map.size;
            one.rows = {map.rows[row]};
            apart += draw(one, view, row == 0);
        }
        EXPECT_TRUE(pixels() == want) << "pan " << pan.x << ", " << pan.y;
        EXPECT_LT(together, apart);
    }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
}

// The work of drawing a big map follows the rows and columns in view, not the map: zoomed in on a
// thousand-by-thousand map it looks at the parts of the dozen rows and columns on screen, as many
// as on a map of 40 by 40; seen whole, each row is a quad or two.
TEST(BigMapRender, WorkFollowsTheRowsAndColumnsInView) {
    const TileMap big = PatternMap(1000), small = PatternMap(40);
    const Window window{320, 240};
    const Rgba outline{40, 40, 40, 255};
    const View near{2.0, Vec2{160, 120} - Vec2{320, 320} * 2.0};  // 10 x 7.5 tiles round (320, 320)
    const MapOnScreen bigNear = BuildMapOnScreen(big, near, window, 1.0, outline);
    const MapOnScreen smallNear = BuildMapOnScreen(small, near, window, 1.0, outline);
    EXPECT_GT(bigNear.ops.size(), 20u);
    EXPECT_EQ(bigNear.ops.size(), smallNear.ops.size());
    EXPECT_EQ(bigNear.partsLookedAt, smallNear.partsLookedAt);
    EXPECT_LE(bigNear.rows.size(), 8u + 6u);           // the rows in view, a few to spare
    EXPECT_LE(bigNear.partsLookedAt, (8u + 6u) * (11u + 6u));
    const View whole{0.015, {0, 0}};  // the map is 240 px square
    const MapOnScreen bigWhole = BuildMapOnScreen(big, whole, window, 1.0, outline);
    EXPECT_EQ(bigWhole.rows.size(), 1000u);
    // A quad a row, or two where a run of open cells leaves a gap wider than the outline, for
    // some 400,000 bars and triangles.
    EXPECT_LE(bigWhole.ops.size(), 2000u);
    EXPECT_GT(bigWhole.partsLookedAt, 100 * bigWhole.ops.size());
    for (const MapOp& op : bigWhole.ops) EXPECT_TRUE(op.quad);
}

// The rows drawn are kept while the map (the same, or an equal copy: the frame's facts copy it
// every frame), the view and the outline stay, and made again when any of them changes.
TEST(BigMapRender, RowsAreKeptWhileTheMapAndTheViewStay) {
    auto map = std::make_shared<const TileMap>(PatternMap(100));
    const Window window{320, 240};
    const Rgba outline{40, 40, 40, 255};
    MapOnScreenCache cache;
    const View view{0.5, {3, 4}};
    cache.Get(map, view, window, 1.0, outline);
    cache.Get(map, view, window, 1.0, outline);
    cache.Get(std::make_shared<const TileMap>(*map), view, window, 1.0, outline);
    EXPECT_EQ(cache.Builds(), 1u);
    cache.Get(map, View{0.5, {3, 5}}, window, 1.0, outline);
    EXPECT_EQ(cache.Builds(), 2u);
    cache.Get(map, View{0.5, {3, 5}}, window, 2.0, outline);
    EXPECT_EQ(cache.Builds(), 3u);
    cache.Get(map, View{0.5, {3, 5}}, Window{320, 200}, 2.0, outline);
    EXPECT_EQ(cache.Builds(), 4u);
    TileMap changed = *map;
    changed.rows[5][5] = '1';  // a bar of squares is now a triangle and a shorter bar
    const std::size_t before = cache.Get(map, View{0.5, {3, 5}}, Window{320, 200}, 2.0, outline).partsLookedAt;
    EXPECT_EQ(cache.Builds(), 4u);
    EXPECT_NE(cache.Get(std::make_shared<const TileMap>(changed), View{0.5, {3, 5}}, Window{320, 200}, 2.0, outline).partsLookedAt, before);
    EXPECT_EQ(cache.Builds(), 5u);
}

}  // namespace
}  // namespace circlelab::render
