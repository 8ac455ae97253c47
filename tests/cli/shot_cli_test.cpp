// `circlelab shot`, the headless picture, run as a user runs it: the size asked for, bad input,
// the same bytes twice, the classroom and Full HD layouts against their references, opaque
// pictures under shading, and --set.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <SDL.h>
#include <SDL_image.h>

#include "cli_run.h"

namespace {

namespace fs = std::filesystem;
using circlelab::testing::CliRun;
using circlelab::testing::FreshDir;
using circlelab::testing::ReadWholeFile;
using circlelab::testing::RunCircleLab;

const std::string kAssets = CIRCLELAB_SOURCE_ASSETS;
const std::string kReferences = CIRCLELAB_SOURCE_ASSETS "/../screenshots";

TEST(ShotCli, WritesAPngOfTheRequestedSize) {
    const std::string out = ::testing::TempDir() + "shot_test.png";
    fs::remove(out);
    const CliRun r = RunCircleLab("shot " CIRCLELAB_SOURCE_ASSETS "/scenes/01_sandbox.json -o " + out + " --size 320x200");
    ASSERT_EQ(r.status, 0) << r.out;
    std::ifstream png(out, std::ios::binary);
    unsigned char header[24] = {};
    png.read(reinterpret_cast<char*>(header), sizeof header);
    EXPECT_EQ(header[1], 'P');
    EXPECT_EQ(header[2], 'N');
    EXPECT_EQ(header[3], 'G');
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    EXPECT_EQ((header[16] << 24) | (header[17] << 16) | (header[18] << 8) | header[19], 320);
    EXPECT_EQ((header[20] << 24) | (header[21] << 16) | (header[22] << 8) | header[23], 200);
}

TEST(ShotCli, BadSceneOrSizeFailsWithAMessage) {
    const CliRun bad = RunCircleLab("shot /nonexistent/x.json -o /tmp/never.png");
    EXPECT_EQ(bad.status, 1);
    EXPECT_NE(bad.out.find("no such file"), std::string::npos) << bad.out;
    const CliRun size = RunCircleLab("shot " CIRCLELAB_SOURCE_ASSETS "/scenes/01_sandbox.json -o /tmp/never.png --size huge");
    EXPECT_EQ(size.status, 1);
    EXPECT_NE(size.out.find("--size must be WIDTHxHEIGHT"), std::string::npos) << size.out;
}

TEST(ShotCli, SameSceneGivesTheSameBytes) {
    const fs::path dir = FreshDir("shot_determinism");
    const std::string a = (dir / "a.png").string(), b = (dir / "b.png").string();
    ASSERT_EQ(RunCircleLab("shot " + kAssets + "/scenes/04_worden_triangle_tiles.json -o " + a).status, 0);
    ASSERT_EQ(RunCircleLab("shot " + kAssets + "/scenes/04_worden_triangle_tiles.json -o " + b).status, 0);
    const std::string pa = ReadWholeFile(a), pb = ReadWholeFile(b);
    EXPECT_GT(pa.size(), 1000u);
    EXPECT_TRUE(pa == pb);
    // And the picture is the reference itself.
    EXPECT_TRUE(pa == ReadWholeFile(kReferences + "/04_worden_triangle_tiles.png"));
}

// A French or German shot at a 1024 x 768 projector: the panel widens for the longer labels over
// its first frames, and a shot of the default two frames showed "modifier les formes (E" cut on the
// way. A still scene's shot is the settled window's picture, whatever the number of frames.
TEST(ShotCli, ALongerLanguagesShotShowsThePanelSettled) {
    const fs::path dir = FreshDir("shot_settled");
    for (const char* lang : {"fr", "de"}) {
        const std::string quick = (dir / (std::string(lang) + "_quick.png")).string();
        const std::string settled = (dir / (std::string(lang) + "_settled.png")).string();
        const std::string shot = "shot " + kAssets + "/scenes/05_godfrey_regions.json --classroom --size 1024x768 --tutorials godfrey --lang " + lang;
        ASSERT_EQ(RunCircleLab(shot + " -o " + quick).status, 0);
        ASSERT_EQ(RunCircleLab(shot + " --frames 12 -o " + settled).status, 0);
        EXPECT_TRUE(ReadWholeFile(quick) == ReadWholeFile(settled)) << lang;
    }
}

// The two projector-and-desk layouts are references too: classroom mode at 1024 x 768 with the
// tutorials comparison, and the lab at 1920 x 1080. A change to either picture must be reviewed.
TEST(ShotCli, ClassroomAndFullHdLayoutsMatchTheirReferences) {
    const fs::path dir = FreshDir("shot_layouts");
    const std::string classroom = (dir / "classroom.png").string(), wide = (dir / "lab_1920x1080.png").string();
    ASSERT_EQ(RunCircleLab("shot " + kAssets + "/scenes/05_godfrey_regions.json --classroom --size 1024x768 "
                           "--tutorials godfrey -o " + classroom).status, 0);
    ASSERT_EQ(RunCircleLab("shot " + kAssets + "/scenes/06_migapro_rotated.json --size 1920x1080 --tutorials migapro -o " +
                           wide).status, 0);
    EXPECT_TRUE(ReadWholeFile(classroom) == ReadWholeFile(kReferences + "/readme/classroom.png"))
        << "classroom.png changed: look at " << classroom << " beside screenshots/readme/classroom.png";
    EXPECT_TRUE(ReadWholeFile(wide) == ReadWholeFile(kReferences + "/readme/lab_1920x1080.png"))
        << "lab_1920x1080.png changed: look at " << wide << " beside screenshots/readme/lab_1920x1080.png";
}

// A picture is what an opaque window shows: alpha 255 everywhere, also under translucent shading
// (the regions and the disagreement map), whose blending used to leave 249-254 in the target.
TEST(ShotCli, PicturesAreOpaqueUnderTranslucentShading) {
    const fs::path dir = FreshDir("shot_opaque");
    const std::string out = (dir / "map.png").string();
    const CliRun r = RunCircleLab("shot " + kAssets + "/scenes/05_godfrey_regions.json --map --tutorials worden-published "
                                  "--set bodies/0/r=37.3 -o " + out);
    ASSERT_EQ(r.status, 0) << r.out;
    SDL_Surface* raw = IMG_Load(out.c_str());
    ASSERT_NE(raw, nullptr) << IMG_GetError();
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    ASSERT_NE(rgba, nullptr);
    long translucent = 0;
    for (int y = 0; y < rgba->h; ++y)
        for (int x = 0; x < rgba->w; ++x) translucent += static_cast<Uint8*>(rgba->pixels)[y * rgba->pitch + 4 * x + 3] != 255;
    SDL_FreeSurface(rgba);
    EXPECT_EQ(translucent, 0);
}

TEST(ShotCli, SetOverridesASceneValue) {
    const fs::path dir = FreshDir("shot_set");
    const std::string moved = (dir / "moved.png").string(), plain = (dir / "plain.png").string();
    const std::string scene = kAssets + "/scenes/06_migapro_rotated.json";
    ASSERT_EQ(RunCircleLab("shot " + scene + " -o " + plain + " --no-panel").status, 0);
    const CliRun r = RunCircleLab("shot " + scene + " -o " + moved + " --no-panel --set bodies/0/x=700");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_FALSE(ReadWholeFile(moved) == ReadWholeFile(plain));
    const CliRun bad = RunCircleLab("shot " + scene + " -o " + moved + " --set bodies/7/x=1");
    EXPECT_EQ(bad.status, 1);
    EXPECT_NE(bad.out.find("--set bodies/7/x=1: no \"7\""), std::string::npos) << bad.out;
    const CliRun invalid = RunCircleLab("shot " + scene + " -o " + moved + " --set shapes/0/w=-5");
    EXPECT_EQ(invalid.status, 1);
    // A value from the command line is wrong on the command line: the message names the --set,
    // not a place in the (valid) shipped file.
    EXPECT_NE(invalid.out.find("--set shapes/0/w=-5: w must be > 0, not -5"), std::string::npos) << invalid.out;
    EXPECT_EQ(invalid.out.find("06_migapro_rotated.json:"), std::string::npos) << invalid.out;
    // A check across an object's keys (the selection against the shapes) names the --set too.
    const CliRun across = RunCircleLab("shot " + scene + " -o " + moved + " --set settings/selected=9");
    EXPECT_EQ(across.status, 1);
    EXPECT_NE(across.out.find("--set settings/selected=9: viewer.selected is 9"), std::string::npos) << across.out;
    const CliRun empty = RunCircleLab("shot " + scene + " -o " + moved + " --set bodies/0/x=");
    EXPECT_EQ(empty.status, 1);
    EXPECT_NE(empty.out.find("--set bodies/0/x=: the value is empty"), std::string::npos) << empty.out;
    const CliRun unknown = RunCircleLab("shot " + scene + " -o " + moved + " --set nope=5");
    EXPECT_EQ(unknown.status, 1);
    EXPECT_NE(unknown.out.find("--set nope=5: unknown key \"nope\""), std::string::npos) << unknown.out;
}

}  // namespace
