// The GIF writer, read back with giflib's decoder: exact lab colours, changed rectangles only,
// looping, and no file left behind when writing fails or is abandoned.
#include <gif_lib.h>
#include <unistd.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <vector>

#include "core/draw/palette.h"
#include "render/gif.h"

namespace circlelab::render {
namespace {

namespace fs = std::filesystem;

struct Picture {
    int width, height;
    std::vector<std::uint8_t> rgba;
    Picture(int w, int h, Rgba fill) : width(w), height(h), rgba(std::size_t(w) * h * 4) {
        Fill(0, 0, w, h, fill);
    }
    void Fill(int x0, int y0, int x1, int y1, Rgba c) {
        for (int y = y0; y < y1; ++y)
            for (int x = x0; x < x1; ++x) {
                std::uint8_t* p = &rgba[(std::size_t(y) * width + x) * 4];
                p[0] = c.r, p[1] = c.g, p[2] = c.b, p[3] = 255;
            }
    }
};

fs::path TempDir() {
    const fs::path dir = fs::temp_directory_path() / ("circlelab-gif-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    return dir;
}

TEST(GifWriter, LabColoursAreExactAndOnlyChangesAreStored) {
    const fs::path path = TempDir() / "run.gif";
    std::string problem;
    auto gif = GifWriter::Open(path.string(), 40, 30, problem);
    ASSERT_TRUE(gif) << problem;
    Picture frame(40, 30, palette::kBackground);
    ASSERT_TRUE(gif->AddFrame(frame.rgba.data(), 40 * 4, 5, problem)) << problem;
    frame.Fill(10, 5, 14, 9, palette::kHit);  // a 4 x 4 square turns blue
    ASSERT_TRUE(gif->AddFrame(frame.rgba.data(), 40 * 4, 5, problem)) << problem;
    ASSERT_TRUE(gif->AddFrame(frame.rgba.data(), 40 * 4, 7, problem)) << problem;  // nothing changed
    ASSERT_TRUE(gif->Finish(problem)) << problem;

    int error = 0;
    GifFileType* read = DGifOpenFileName(path.c_str(), &error);
    ASSERT_NE(read, nullptr);
    ASSERT_EQ(DGifSlurp(read), GIF_OK);
    EXPECT_EQ(read->SWidth, 40);
    EXPECT_EQ(read->SHeight, 30);
    ASSERT_EQ(read->ImageCount, 3);
    const SavedImage& second = read->SavedImages[1];
    EXPECT_EQ(second.ImageDesc.Left, 10);
    EXPECT_EQ(second.ImageDesc.Top, 5);
    EXPECT_EQ(second.ImageDesc.Width, 4);
    EXPECT_EQ(second.ImageDesc.Height, 4);
    EXPECT_EQ(read->SavedImages[2].ImageDesc.Width * read->SavedImages[2].ImageDesc.Height, 1);
    const GifColorType hit = read->SColorMap->Colors[second.RasterBits[0]];
    EXPECT_EQ(hit.Red, palette::kHit.r);
    EXPECT_EQ(hit.Green, palette::kHit.g);
    EXPECT_EQ(hit.Blue, palette::kHit.b);
    const GifColorType bg = read->SColorMap->Colors[read->SavedImages[0].RasterBits[0]];
    EXPECT_EQ(bg.Red, palette::kBackground.r);
    EXPECT_EQ(bg.Green, palette::kBackground.g);
    EXPECT_EQ(bg.Blue, palette::kBackground.b);
    GraphicsControlBlock gcb{};
    ASSERT_EQ(DGifSavedExtensionToGCB(read, 2, &gcb), GIF_OK);
    EXPECT_EQ(gcb.DelayTime, 7);
    bool loops = false;
    for (int i = 0; i < read->ExtensionBlockCount; ++i)
        loops |= read->ExtensionBlocks[i].Function == APPLICATION_EXT_FUNC_CODE;
    for (int i = 0; i < read->SavedImages[0].ExtensionBlockCount; ++i)
        loops |= read->SavedImages[0].ExtensionBlocks[i].Function == APPLICATION_EXT_FUNC_CODE;
    EXPECT_TRUE(loops);
    DGifCloseFile(read, &error);
    fs::remove_all(path.parent_path());
}

TEST(GifWriter, AnyColourMapsToANearbyPaletteColour) {
    for (int r = 0; r < 256; r += 17)
        for (int g = 0; g < 256; g += 17)
            for (int b = 0; b < 256; b += 17) {
                std::uint8_t pr, pg, pb;
                GifWriter::ColorOf(GifWriter::IndexOf(r, g, b), pr, pg, pb);
                EXPECT_LE(std::abs(pr - r) + std::abs(pg - g) + std::abs(pb - b), 3 * 26) << r << "," << g << "," << b;
            }
}

TEST(GifWriter, AbandonedGifLeavesTheOldFileAndNoTemporary) {
    const fs::path dir = TempDir();
    const fs::path path = dir / "kept.gif";
    { std::FILE* f = std::fopen(path.c_str(), "w"); std::fputs("old", f); std::fclose(f); }
    std::string problem;
    {
        auto gif = GifWriter::Open(path.string(), 8, 8, problem);
        ASSERT_TRUE(gif) << problem;
        Picture frame(8, 8, palette::kBackground);
        ASSERT_TRUE(gif->AddFrame(frame.rgba.data(), 8 * 4, 5, problem));
    }  // dropped without Finish: the run failed
    EXPECT_EQ(fs::file_size(path), 3u);
    EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1);
    fs::remove_all(dir);
}

TEST(GifWriter, UnwritableFolderIsAClearProblem) {
    std::string problem;
    EXPECT_FALSE(GifWriter::Open("/nonexistent-folder/x.gif", 8, 8, problem));
    EXPECT_EQ(problem, "cannot write /nonexistent-folder/x.gif: the folder /nonexistent-folder does not exist");
    EXPECT_FALSE(GifWriter::Open("/tmp/x.gif", 0, 8, problem));
    EXPECT_EQ(problem, "a GIF is 1 to 65535 pixels a side");
}

}  // namespace
}  // namespace circlelab::render
