// The language the lab starts in and how a string is looked up (app/lang/tr.h).
#include "app/lang/tr.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace circlelab::app {
namespace {

std::map<std::string, std::string> gEnv;
const char* Env(const char* name) {
    const auto it = gEnv.find(name);
    return it == gEnv.end() ? nullptr : it->second.c_str();
}

TEST(Language, TheOptionWinsOverTheEnvironment) {
    gEnv = {{"LANG", "fr_FR.UTF-8"}};
    EXPECT_EQ(ChooseLanguage("de", Env), "de");
}

TEST(Language, LanguageListsPreferencesAndTheFirstSpokenOneIsTaken) {
    gEnv = {{"LANGUAGE", "tlh:de_AT:fr"}, {"LANG", "fr_FR.UTF-8"}};
    EXPECT_EQ(ChooseLanguage("", Env), "de");
}

TEST(Language, TheLocaleDecidesWithoutLanguage) {
    gEnv = {{"LC_ALL", ""}, {"LANG", "de_CH.UTF-8@euro"}};
    EXPECT_EQ(ChooseLanguage("", Env), "de");
    gEnv = {{"LC_ALL", "C"}, {"LANG", "de_DE.UTF-8"}};  // LC_ALL overrides LANG, as in gettext
    EXPECT_EQ(ChooseLanguage("", Env), "en");
    gEnv = {};
    EXPECT_EQ(ChooseLanguage("", Env), "en");
}

TEST(Language, ABrowsersTagNamesTheSameLanguage) { EXPECT_EQ(SpokenLanguageOf("de-DE"), "de"); }

TEST(Language, AStringIsTranslatedAndBackInEnglishAfterwards) {
    ASSERT_TRUE(SetLanguage("de"));
    EXPECT_STREQ(Tr("Circle Collision Lab"), "Kreis-Kollisionslabor");
    EXPECT_STREQ(TrC("verdict", "miss"), "daneben");
    EXPECT_STREQ(TrId("Edit"), "Bearbeiten###Edit");  // the id stays English: the header keeps its state
    EXPECT_EQ(Format(Tr("Scene %d of %d"), 2, 10), "Szene 2 von 10");
    EXPECT_STREQ(Tr("a string no catalogue has"), "a string no catalogue has");
    EXPECT_FALSE(SetLanguage("tlh"));
    EXPECT_EQ(CurrentLanguage(), "de");  // an unknown code changes nothing
    ASSERT_TRUE(SetLanguage("en"));
    EXPECT_STREQ(Tr("Circle Collision Lab"), "Circle Collision Lab");
}

TEST(Language, ThePseudoLanguageAccentsAndLengthensButKeepsFormatsAndIds) {
    ASSERT_TRUE(SetLanguage("qps"));
    const std::string scene = Tr("Scene %d of %d");
    EXPECT_EQ(scene.front(), '[');
    EXPECT_NE(scene.find("%d"), std::string::npos);
    EXPECT_EQ(scene.find("Scene"), std::string::npos);
    EXPECT_GE(scene.size(), std::string("Scene %d of %d").size() * 14 / 10);
    const std::string chooser = Tr("Open a scene###chooser");
    EXPECT_EQ(chooser.substr(chooser.size() - 10), "###chooser");
    SetLanguage("en");
}

}  // namespace
}  // namespace circlelab::app
