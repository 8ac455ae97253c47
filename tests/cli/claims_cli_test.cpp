// The picture's claims as a user asks for them: `shot --claims` beside the PNG, and `play` with
// `"claims": true` on every line (docs/picture-claims.md).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"
#include "play_lines.h"

namespace {

using circlelab::JsonRef;
using circlelab::testing::ReadWholeFile;
using circlelab::testing::RunCircleLab;
using circlelab::testing::WriteTempFile;
using namespace circlelab::testing::play;

const std::string kScenes = std::string(CIRCLELAB_SOURCE_ASSETS) + "/scenes/";

// How many claims of `kind` meaning `means` the claims object holds.
int Count(JsonRef claims, const std::string& kind, const std::string& means) {
    int n = 0;
    for (JsonRef c : At(claims, "claims").Items()) n += Str(c, "kind") == kind && Str(c, "means") == means;
    return n;
}

// Godfrey's scene as it opens: eight region labels, one closest line with its distance, the
// normal and resolution arrows, the numbers box's rows; the view converts screen to scene.
TEST(ClaimsCli, ShotWritesTheClaimsOfItsPicture) {
    const std::string png = WriteTempFile("claims.png", ""), json = WriteTempFile("claims.json", "");
    const auto run = RunCircleLab("shot " + kScenes + "05_godfrey_regions.json --size 1024x768 -o " + png + " --claims " + json);
    ASSERT_EQ(run.status, 0) << run.out;
    const circlelab::JsonParse parsed = circlelab::ParseJson(ReadWholeFile(json));
    ASSERT_TRUE(parsed.value) << ReadWholeFile(json);
    const JsonRef claims = parsed.value->Root();
    EXPECT_EQ(At(claims, "size").Size(), 2u);
    EXPECT_GT(Num(At(claims, "view"), "scale"), 0);
    EXPECT_EQ(Count(claims, "label", "region"), 8);
    EXPECT_EQ(Count(claims, "line", "closest"), 1);
    EXPECT_EQ(Count(claims, "label", "distance"), 1);
    EXPECT_EQ(Count(claims, "arrow", "normal"), 1);
    EXPECT_EQ(Count(claims, "arrow", "resolution"), 1);
    EXPECT_GE(Count(claims, "readout", "distance"), 1);
}

// A script's "claims": true puts the picture's claims on every line; without it there are none.
TEST(ClaimsCli, PlayAddsTheClaimsToEveryLineWhenAsked) {
    for (const bool asked : {false, true}) {
        const std::string script = WriteTempFile(
            "claims_play.json", "{\"scene\": \"" + kScenes + "05_godfrey_regions.json\", \"claims\": " +
                                    (asked ? "true" : "false") + ", \"steps\": [{\"wait\": 0.1}, {\"key\": \"Tab\"}]}");
        const auto run = RunCircleLab("play " + script, false);
        ASSERT_EQ(run.status, 0) << run.out;
        const std::vector<JsonRef> lines = Lines(run.out);
        ASSERT_EQ(lines.size(), 2u);
        for (JsonRef line : lines) {
            EXPECT_EQ(line.Find("claims").has_value(), asked);
            if (asked) {
                EXPECT_EQ(Count(At(line, "claims"), "label", "region"), 8);
            }
        }
    }
}

}  // namespace
