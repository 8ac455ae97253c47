// Every std::filesystem call in the program that looks at a path a user gave must say what went
// wrong instead of throwing: a symlink loop or a name longer than NAME_MAX in a script, a lesson or
// a folder of pictures once aborted the program with an uncaught filesystem_error. This test reads
// the sources and names every call that could throw (one without its std::error_code argument, and
// any directory_iterator, whose ++ throws: core/io/file_io.h's FilesIn lists folders instead).
#include <gtest/gtest.h>

#include <dirent.h>
#include <sys/stat.h>

#include <fstream>
#include <regex>
#include <string>
#include <vector>

namespace {

// The calls of <filesystem> that report a failure by throwing unless given an error_code.
const char* const kThrowing[] = {"exists", "is_directory", "is_regular_file", "is_symlink", "status", "symlink_status",
                                 "file_size", "create_directories", "create_directory", "remove", "remove_all", "rename",
                                 "copy", "copy_file", "canonical", "weakly_canonical", "absolute", "relative", "proximate",
                                 "equivalent", "last_write_time", "permissions", "read_symlink", "current_path", "space",
                                 "temp_directory_path", "resize_file", "hard_link_count", "create_symlink"};

void Sources(const std::string& folder, std::vector<std::string>& out) {
    DIR* dir = ::opendir(folder.c_str());
    if (!dir) return;
    while (const dirent* e = ::readdir(dir)) {
        const std::string name = e->d_name;
        if (name == "." || name == "..") continue;
        const std::string path = folder + "/" + name;
        struct stat st {};
        if (::stat(path.c_str(), &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) Sources(path, out);
        else if (name.size() > 4 && (name.ends_with(".cpp") || name.ends_with(".h"))) out.push_back(path);
    }
    ::closedir(dir);
}

// The argument text of the call whose "(" is at `open`, up to its matching ")".
std::string Arguments(const std::string& text, std::size_t open) {
    int depth = 0;
    for (std::size_t i = open; i < text.size(); ++i) {
        if (text[i] == '(') ++depth;
        if (text[i] == ')' && --depth == 0) return text.substr(open + 1, i - open - 1);
    }
    return text.substr(open);
}

std::vector<std::string> ThrowingCalls(const std::string& file) {
    std::ifstream in(file);
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    std::vector<std::string> found;
    // A folder walked with directory_iterator throws from ++ and a range-for; only one stepped by
    // increment(ec), its constructor given ec too, does not.
    if (text.find("directory_iterator") != std::string::npos && text.find(".increment(ec)") == std::string::npos)
        found.push_back(file + ": directory_iterator");
    for (const char* name : kThrowing) {
        const std::regex call(std::string(R"((fs|filesystem)::)") + name + R"(\s*\()");
        for (auto it = std::sregex_iterator(text.begin(), text.end(), call); it != std::sregex_iterator(); ++it) {
            const std::size_t open = std::size_t(it->position() + it->length() - 1);
            const std::string args = Arguments(text, open);
            // The error_code is the last argument; by the house's habit it is called ec.
            if (!std::regex_search(args, std::regex(R"((^|,)\s*ec\s*$)")))
                found.push_back(file + ": " + it->str() + args + ")");
        }
    }
    return found;
}

TEST(SourceRules, NoFilesystemCallThrowsOnAUsersPath) {
    std::vector<std::string> files;
    Sources(CIRCLELAB_SOURCE_DIR, files);
    ASSERT_GT(files.size(), 50u) << "the sources were not found in " << CIRCLELAB_SOURCE_DIR;
    std::vector<std::string> throwing;
    for (const std::string& f : files)
        for (std::string& call : ThrowingCalls(f)) throwing.push_back(std::move(call));
    std::string list;
    for (const std::string& t : throwing) list += "  " + t + "\n";
    EXPECT_TRUE(throwing.empty()) << "calls that throw on a bad path (give them a std::error_code ec):\n" << list;
}

// The rule itself: it sees a call without an error_code, and one in a loop over a folder.
TEST(SourceRules, TheRuleSeesAThrowingCall) {
    const std::string file = ::testing::TempDir() + "throwing_call_sample.cpp";
    std::ofstream(file) << "bool f(){ return fs::exists(p) && fs::exists(q, ec); }\n"
                           "void g(){ for (auto& e : fs::directory_iterator(d, ec)) {} }\n";
    const std::vector<std::string> found = ThrowingCalls(file);
    ASSERT_EQ(found.size(), 2u);
    EXPECT_NE(found[0].find("directory_iterator"), std::string::npos);
    EXPECT_NE(found[1].find("fs::exists(p)"), std::string::npos);
}

}  // namespace
