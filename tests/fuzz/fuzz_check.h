// What every fuzz target asserts beyond "no crash": an invariant that fails aborts with a message,
// so libFuzzer (and the replay under CTest) report the input.
#pragma once

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include <sys/stat.h>
#include <unistd.h>

#include "core/io/json.h"

namespace circlelab::fuzz {

inline void Require(bool ok, const char* what) {
    if (ok) return;
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
    std::abort();
}

/// Output meant for people and programs is valid UTF-8 (EscapeForMessage leaves it unchanged).
inline void RequireUtf8(std::string_view text, const char* what) { Require(EscapeForMessage(text) == text, what); }

/// A folder of hostile entries for targets that follow paths, made once per process and removed
/// when it exits: a scene (s.json), a symlink loop (loop.json), a FIFO with no writer (fifo.json),
/// a folder (dir.json), a link to a device (zero.json -> /dev/zero) and a lesson (l.json) on s.json.
inline const std::string& Sandbox() {
    static const std::string dir = [] {
        std::string d = "/tmp/circlelab-fuzz-sandbox-" + std::to_string(::getpid());
        std::atexit([] {
            const std::string gone = "/tmp/circlelab-fuzz-sandbox-" + std::to_string(::getpid());
            for (const char* name : {"s.json", "l.json", "loop.json", "fifo.json", "zero.json"}) ::unlink((gone + "/" + name).c_str());
            ::rmdir((gone + "/dir.json").c_str());
            ::rmdir(gone.c_str());
        });
        ::mkdir(d.c_str(), 0755);
        const auto write = [&](const char* name, std::string_view text) {
            if (FILE* f = std::fopen((d + "/" + name).c_str(), "wb")) {
                std::fwrite(text.data(), 1, text.size(), f);
                std::fclose(f);
            }
        };
        write("s.json", R"({"name":"s","bodies":[{"x":0,"y":0,"r":5}],"shapes":[{"type":"rect","x":10,"y":0,"w":5,"h":5}]})");
        write("l.json", R"({"name":"l","steps":[{"scene":"s.json","prompt":"p"},{"prompt":"q","set":["bodies/0/x=3"]}]})");
        ::symlink("loop.json", (d + "/loop.json").c_str());
        ::mkfifo((d + "/fifo.json").c_str(), 0644);
        ::mkdir((d + "/dir.json").c_str(), 0755);
        ::symlink("/dev/zero", (d + "/zero.json").c_str());
        return d;
    }();
    return dir;
}

/// A path from fuzz input kept inside the sandbox: no absolute path and no "..", so a target never
/// reads the machine's own files (a /proc file can block a reader for ever).
inline bool InsideSandbox(std::string_view path) {
    return !path.empty() && path.front() != '/' && path.find("..") == std::string_view::npos;
}

}  // namespace circlelab::fuzz
