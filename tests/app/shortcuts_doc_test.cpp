// The key table of docs/using.md against the lab's shortcut table: every key the lab answers to is
// in the documentation's table, so a new shortcut cannot go undocumented.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "app/actions/shortcuts.h"

namespace circlelab::app {
namespace {

std::string Lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
}

// The keys a cell names: parenthesised remarks dropped, then split at " / ", ", ", " or ", "; ".
std::vector<std::string> KeyNames(const std::string& cell) {
    // Trimmed first, so a lone "," (the step-back key) is a name, not a separator.
    const std::string trimmed = std::regex_replace(cell, std::regex(R"(^\s+|\s+$)"), "");
    const std::string plain = std::regex_replace(trimmed, std::regex(R"(\([^)]*\))"), "");
    const std::string split = std::regex_replace(plain, std::regex(R"(\s+/\s+|,\s+|\s+or\s+|;\s+)"), "\n");
    std::vector<std::string> names;
    std::istringstream lines(split);
    for (std::string line; std::getline(lines, line);) {
        line = std::regex_replace(line, std::regex(R"(^\s+|\s+$|`)"), "");
        if (!line.empty()) names.push_back(Lower(line));
    }
    return names;
}

// The first column of the table headed "| input | does |".
std::set<std::string> DocumentedKeys(const std::string& path) {
    std::ifstream in(path);
    EXPECT_TRUE(in) << "cannot read " << path;
    std::set<std::string> keys;
    bool inTable = false;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("| input | does |", 0) == 0) {
            inTable = true;
            continue;
        }
        if (!inTable) continue;
        if (line.rfind("|", 0) != 0) break;
        if (line.rfind("|---", 0) == 0) continue;
        const std::string cell = line.substr(1, line.find('|', 1) - 1);
        for (const std::string& name : KeyNames(cell)) keys.insert(name);
    }
    return keys;
}

TEST(ShortcutsDoc, KeyNamesSplitAtSlashesCommasAndOr) {
    EXPECT_EQ(KeyNames("Space / . / ,"), (std::vector<std::string>{"space", ".", ","}));
    EXPECT_EQ(KeyNames("Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z"), (std::vector<std::string>{"ctrl+z", "ctrl+y", "ctrl+shift+z"}));
    EXPECT_EQ(KeyNames("Right / Left (in a lesson)"), (std::vector<std::string>{"right", "left"}));
}

TEST(ShortcutsDoc, EveryShortcutIsInTheKeyTable) {
    const std::set<std::string> documented = DocumentedKeys(CIRCLELAB_SOURCE_DOCS "/using.md");
    ASSERT_GT(documented.size(), 20u) << "the key table of docs/using.md was not found";
    for (const Shortcut& shortcut : Shortcuts()) {
        if (std::string(shortcut.keys).empty()) continue;  // listed with the row before it
        for (const std::string& key : KeyNames(shortcut.keys))
            EXPECT_TRUE(documented.count(key)) << "docs/using.md's key table does not list \"" << key << "\" ("
                                               << shortcut.what << ")";
    }
}

}  // namespace
}  // namespace circlelab::app
