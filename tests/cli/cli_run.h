// Runs the real circlelab binary in a child process, as a user would, and collects its output.
#pragma once

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

namespace circlelab::testing {

/// `xvfb-run` for one 1280×800 screen of its own. Two window tests run side by side (ctest -j2):
/// with `-a` alone both look for a free display from 99 at once, may take the same one, and the
/// second then talks to the first one's server, which refuses it. Each process starts its search
/// at a number of its own instead.
inline std::string XvfbRun() {
    return "xvfb-run -a -n " + std::to_string(200 + getpid() % 5000) + " -s '-screen 0 1280x800x24'";
}

struct CliRun {
    std::string out;  ///< stdout, plus stderr when asked for
    int status = -1;  ///< exit status, -1 if it did not exit normally
};

/// A shell command line (so pipes, globs and redirections work): its stdout and exit status.
inline CliRun RunShell(const std::string& command) {
    CliRun r;
    FILE* p = popen(command.c_str(), "r");
    if (!p) return r;
    char buf[4096];
    std::size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
    const int raw = pclose(p);
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    return r;
}

/// `circlelab ARGS` through the shell.
inline CliRun RunCircleLab(const std::string& args, bool withStderr = true) {
    return RunShell(std::string(CIRCLELAB_EXE) + " " + args + (withStderr ? " 2>&1" : ""));
}

/// Writes `text` to a file `name` in GoogleTest's temporary folder; returns its path.
inline std::string WriteTempFile(const std::string& name, const std::string& text) {
    const std::string path = ::testing::TempDir() + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

/// A folder `name` in GoogleTest's temporary folder, emptied: a test's own place for its files.
inline std::filesystem::path FreshDir(const std::string& name) {
    const std::filesystem::path dir = std::filesystem::path(::testing::TempDir()) / name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

/// The whole file, as bytes ("" when it cannot be read).
inline std::string ReadWholeFile(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

}  // namespace circlelab::testing
