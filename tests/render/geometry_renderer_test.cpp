// The geometry renderer on a software target: a grid of translucent cells (the disagreement map)
// must tile exactly at any zoom, or its overlaps and gaps show as stripes.
#include <SDL.h>
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <tuple>

#include "core/draw/draw_list.h"
#include "core/draw/scene_draw.h"
#include "render/geometry_renderer.h"

namespace circlelab::render {
namespace {

// A block of cells, one polygon per cell, drawn over an opaque background at a zoom and pan that
// put the cell edges between pixels; every pixel well inside the block must be the same colour.
std::set<std::tuple<int, int, int>> ColoursInsideABlockOfCells(bool tiled) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 200, 200, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    SDL_SetRenderDrawColor(renderer, 244, 241, 234, 255);
    SDL_RenderClear(renderer);
    DrawList list;
    const double cell = 2.0;
    for (int row = 0; row < 40; ++row)
        for (int col = 0; col < 40; ++col) {
            const Vec2 a{col * cell, row * cell}, b{(col + 1) * cell, (row + 1) * cell};
            list.polygons.push_back({{a, {b.x, a.y}, b, {a.x, b.y}}, {Rgba{220, 40, 40, 110}}, tiled});
        }
    const View view{1.37, {10.3, 10.6}};  // a cell is 2.74 px: its edges fall anywhere in a pixel
    DrawGeometry(renderer, list, view);
    SDL_RenderFlush(renderer);
    std::set<std::tuple<int, int, int>> colours;
    for (int y = 14; y < 10 + int(80 * 1.37) - 4; ++y)
        for (int x = 14; x < 10 + int(80 * 1.37) - 4; ++x) {
            const auto* p = static_cast<const Uint8*>(surface->pixels) + y * surface->pitch + 4 * x;
            colours.insert({p[0], p[1], p[2]});
        }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return colours;
}

TEST(GeometryRenderer, TiledCellsCoverTheirBlockInOneColour) {
    EXPECT_EQ(ColoursInsideABlockOfCells(true).size(), 1u);
    // Drawn as separate smooth-edged shapes they do not: this is the seam the flag removes.
    EXPECT_GT(ColoursInsideABlockOfCells(false).size(), 1u);
}


// 3,600 each of boxes, balls and lines spread evenly over a square `side` px wide, the window
// 320 x 240 px at its middle. Returns the triangles the renderer sent to SDL.
std::size_t TrianglesForAScene(double side) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    DrawList list;
    const int n = 60;  // n x n of each kind
    const Rgba ink{30, 30, 30, 255};
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            const Vec2 p{(col + 0.5) * side / n, (row + 0.5) * side / n};
            list.polygons.push_back({{p, p + Vec2{8, 0}, p + Vec2{8, 5}, p + Vec2{0, 5}}, {Rgba{90, 120, 200, 255}, ink, 2}});
            list.circles.push_back({p + Vec2{3, 9}, 4, {Rgba{200, 90, 90, 255}, ink, 2}});
            list.lines.push_back({p, p + Vec2{6, -6}, ink, 3, {}});
        }
    // The window shows [side/2 - 160, side/2 + 160] x [side/2 - 120, side/2 + 120].
    const std::size_t triangles = DrawGeometry(renderer, list, View{1.0, {160 - side / 2, 120 - side / 2}}).triangles;
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return triangles;
}

// A map or a thousand shapes mostly off screen cost the software renderer every one of them a
// frame: a mark wholly outside the window is not drawn, so the same marks spread eight times wider
// (a 64th of them in view) cost far fewer triangles, not the same.
TEST(GeometryRenderer, TrianglesGrowWithWhatIsInViewNotWithTheScene) {
    const std::size_t near = TrianglesForAScene(960), far = TrianglesForAScene(8 * 960);
    EXPECT_GT(near, 0u);
    EXPECT_GT(far, 0u);
    EXPECT_LT(far, near / 4);
}


// The triangles DrawGeometry sends for 40 plain balls of radius 6 (no textures: each is its
// geometry) seen at `zoom`: running, so each has its turning mark, or still with none.
std::size_t TrianglesForBalls(bool running, double zoom) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    Scene scene;
    scene.settings.running = running;
    for (int i = 0; i < 40; ++i) {
        Body b;
        b.circle = {{10.0 + 14.0 * (i % 20), 10.0 + 14.0 * (i / 20)}, 6.0};
        if (running) b.angle = 0.1 * i;
        scene.bodies.push_back(b);
    }
    DrawList list;
    DrawScene(scene, list);
    const DrawnWork work = DrawGeometry(renderer, list, View{zoom, {0, 0}});
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return work.triangles;
}

// A pile of 2,000 balls seen whole makes each ball a few pixels wide, where its turning mark is a
// smudge that shows no turn, and those marks were most of a software-rendered frame's triangles
// (six each, against two for a ball's sprite). So a mark shorter on screen than
// kRollingMarkMinPixels is not drawn; a ball twice as wide keeps its mark.
TEST(GeometryRenderer, ATurningMarkTooShortToSeeIsNotDrawn) {
    Scene scene;
    scene.settings.running = true;
    scene.bodies.push_back(Body{});
    scene.bodies[0].circle = {{50, 50}, 6};
    DrawList list;
    DrawScene(scene, list);
    ASSERT_FALSE(list.lines.empty());  // the mark is in the list whatever the zoom
    EXPECT_EQ(list.lines.back().minLength, kRollingMarkMinPixels);
    // A mark is 0.6 r long: for these balls 1.8 px at zoom 0.5, 3.6 px at zoom 1.
    EXPECT_EQ(TrianglesForBalls(true, 0.5), TrianglesForBalls(false, 0.5));
    EXPECT_EQ(TrianglesForBalls(true, 1.0), TrianglesForBalls(false, 1.0) + 40u * 6u);
    static_assert(kRollingMarkMinPixels > 1.8f && kRollingMarkMinPixels < 3.6f);
}


// A map of textured tiles, each with its outline: on a GPU every change between a texture and flat
// colour is a draw call, which a WebGL page paid for twice per tile. With a white texel in the tile
// texture (as LoadTextures makes it for OpenGL and WebGL) the whole map is one batch; the tiles
// and their outlines are the same triangles either way.
TEST(GeometryRenderer, TexturedTilesAndTheirOutlinesAreOneBatchWithAWhiteTexel) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    SDL_Texture* tile = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, 21, 16);
    ASSERT_NE(tile, nullptr);
    DrawList list;
    for (int row = 0; row < 10; ++row)
        for (int col = 0; col < 10; ++col) {
            const Vec2 a{col * 20.0, row * 20.0}, b{col * 20.0 + 20, row * 20.0 + 20};
            list.polygons.push_back({{a, {b.x, a.y}, b, {a.x, b.y}}, {Rgba{200, 200, 200, 255}, Rgba{40, 40, 40, 255}, 2, Texture::kTile}});
        }
    TextureSet plain;
    plain.tile = tile;
    const DrawnWork apart = DrawGeometry(renderer, list, View{}, 1.0f, plain);
    TextureSet white = plain;
    white.tileUvMax = {16.0 / 21, 1};
    white.tileWhite = Vec2{19.0 / 21, 0.5};
    const DrawnWork together = DrawGeometry(renderer, list, View{}, 1.0f, white);
    EXPECT_EQ(apart.batches, 200u);  // a fill and an outline for each tile
    EXPECT_EQ(together.batches, 1u);
    EXPECT_EQ(together.triangles, apart.triangles);
    SDL_DestroyTexture(tile);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
}

// A tile map seen whole makes each tile a speck narrower than its outline, which is then all that
// shows of it: one quad of the outline's colour (two triangles) instead of a fill and three
// feathered bands along every edge. A shape as wide as its outline one way keeps its bands (a long
// needle, as scene 7's, is drawn as before).
TEST(GeometryRenderer, ShapesThinnerThanTheirOutlineAreOneQuad) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    const Paint paint{Rgba{200, 200, 200, 255}, Rgba{40, 40, 40, 255}, 2};
    DrawList specks;
    for (int row = 0; row < 100; ++row)
        for (int col = 0; col < 100; ++col) {
            const Vec2 a{10 + col * 0.6, 10 + row * 0.6}, b = a + Vec2{0.6, 0.6};
            if (col % 2) specks.polygons.push_back({{a, {b.x, a.y}, b, {a.x, b.y}}, paint});
            else specks.polygons.push_back({{a, {b.x, a.y}, {a.x, b.y}}, paint});
        }
    EXPECT_EQ(DrawGeometry(renderer, specks, View{}, 1.0f, TextureSet{}).triangles, 2u * 10000u);
    DrawList needle;
    needle.polygons.push_back({{{10, 10}, {10.5, 10}, {10.5, 250}, {10, 250}}, paint});
    EXPECT_GT(DrawGeometry(renderer, needle, View{}, 1.0f, TextureSet{}).triangles, 8u);
    DrawList wide;
    wide.polygons.push_back({{{10, 10}, {40, 10}, {40, 40}, {10, 40}}, paint});
    EXPECT_GT(DrawGeometry(renderer, wide, View{}, 1.0f, TextureSet{}).triangles, 8u);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
}

// A big tile map seen whole: each row of its parts (bars of squares between triangles) is thinner
// than its outline and shows only the outline's colour, so the row is one quad, not a quad (or a
// feathered bar) per part; on a GPU, rows next to each other over the same columns are one quad.
// Rows thick enough to show their fill keep their outlines, and a thin bar that is no map's (scene
// 7's needle, on its side) is drawn as before.
TEST(GeometryRenderer, ThinRowsOfABigMapAreOneQuadEach) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    const Paint paint{Rgba{200, 200, 200, 255}, Rgba{40, 40, 40, 255}, 1};
    const auto map = [&](double tile, bool alike, bool stacks = false) {
        TileMap tiles;
        tiles.origin = {10, 10};
        tiles.size = tile;
        for (int row = 0; row < 100; ++row) {
            std::string line;
            for (int col = 0; col < 100; col += 5) line += "####1";  // four squares, a triangle
            if (!alike && row % 2) line.pop_back();                  // every other row one tile shorter
            tiles.rows.push_back(line);
        }
        DrawList list;
        list.bigMap = BigMapCmd{std::make_shared<const TileMap>(tiles), 0, paint, {}};
        TextureSet textures;
        textures.stacksRows = stacks;
        return DrawGeometry(renderer, list, View{}, 1.0f, textures).triangles;
    };
    EXPECT_EQ(map(0.6, false), 2u * 100u);
    EXPECT_EQ(map(0.6, true), 2u * 100u);  // the software renderer's pictures: a quad a row
    EXPECT_EQ(map(0.6, false, true), 2u * 100u);
    EXPECT_EQ(map(0.6, true, true), 2u);  // a GPU's: the rows over the same columns one quad
    EXPECT_GT(map(3.0, false), 8u * 2000u);
    DrawList needle;
    needle.polygons.push_back({{{10, 10}, {250, 10}, {250, 10.5}, {10, 10.5}}, paint});
    EXPECT_GT(DrawGeometry(renderer, needle, View{}, 1.0f, TextureSet{}).triangles, 8u);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
}

// The rightmost drawn pixel of each pixel row of `surface` that has any, left of column `limit`.
std::vector<int> RightEnds(SDL_Surface* surface, int limit) {
    std::vector<int> ends;
    for (int y = 0; y < surface->h; ++y)
        for (int x = limit - 1; x >= 0; --x) {
            const auto* p = static_cast<const Uint8*>(surface->pixels) + y * surface->pitch + 4 * x;
            if (p[0] != 244 || p[1] != 241 || p[2] != 234) {
                ends.push_back(x);
                break;
            }
        }
    return ends;
}

// A big map seen whole, its rows thinner than their outline, with the circle hitting tiles in its
// middle and a tile selected: every row's quad ends at the same pixel on the right. A row cut in two
// round its hit or selected tile ended its far part a pixel further out than the rows above and
// below (a 1 px nub at the map's right edge, at the circle's row).
TEST(GeometryRenderer, ARowWithAHitTileEndsWhereTheOthersDo) {
    Scene scene;
    TileMap map;
    map.size = 16;
    for (int row = 0; row < 120; ++row) {
        std::string line;
        for (int col = 0; col < 120; ++col) line += (row * 7 + col * 13 + row * col / 5) % 20 < 16 ? '#' : "1234"[(row + col) % 4];
        map.rows.push_back(line);
    }
    scene.tiles = map;
    Body body;
    body.circle = {{960, 960}, 30};
    scene.bodies.push_back(body);
    scene.viewer.selected = 5;
    scene.viewer.overlays = Overlays{};
    scene.viewer.overlays.highlight = scene.viewer.overlays.numbers = true;
    DrawList list;
    DrawScene(scene, list);
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 160, 120, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    int rows = 0;
    for (const float lineScale : {1.0f, 2.0f})
        for (const double zoom : {0.0286, 0.05, 0.0413})
            for (const double pan : {3.0, 3.3, 3.7}) {
                SDL_SetRenderDrawColor(renderer, 244, 241, 234, 255);
                SDL_RenderClear(renderer);
                DrawGeometry(renderer, list, View{zoom, {pan, pan}}, lineScale, TextureSet{});
                SDL_RenderFlush(renderer);
                const std::vector<int> ends = RightEnds(surface, 159);
                ASSERT_GT(ends.size(), 10u);
                // The first and last rows of pixels are the map's feathered top and bottom edge.
                for (std::size_t k = 2; k + 2 < ends.size(); ++k, ++rows)
                    EXPECT_EQ(ends[k], ends[ends.size() / 4]) << "zoom " << zoom << ", pan " << pan << ", line scale " << lineScale << ", pixel row " << k;
            }
    EXPECT_GT(rows, 100);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
}

}  // namespace
}  // namespace circlelab::render
