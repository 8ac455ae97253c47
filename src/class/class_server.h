// The live class on the network: cpp-httplib serving the page (the site scripts/web.sh builds)
// and the API (ClassApi) from a thread of its own. It listens on this computer only (127.0.0.1)
// unless told an address to bind; the teacher's command and window both start it this way.
#pragma once

#include <memory>
#include <string>

#include "class/class_api.h"

namespace circlelab::live {

struct ServerOptions {
    std::string bind = "127.0.0.1";  ///< "0.0.0.0": every network this computer is on
    int port = 8766;                 ///< 0: any free port
    std::string siteDir;             ///< the built page; "" or missing: a note saying how to build it
};

class ClassServer {
public:
    /// Binds and starts serving; nullptr with `error` when the address or port cannot be had.
    static std::unique_ptr<ClassServer> Start(ClassApi& api, const ServerOptions& options, std::string& error);
    /// Stops serving and waits for the thread.
    ~ClassServer();
    ClassServer(const ClassServer&) = delete;
    ClassServer& operator=(const ClassServer&) = delete;

    int Port() const;
    /// What students open: `http://ADDRESS:PORT/` (the computer's network address when bound to all).
    const std::string& Url() const;
    /// Whether students on other devices can reach it (bound beyond the loopback).
    bool OnNetwork() const;

private:
    struct Impl;
    explicit ClassServer(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

/// The first IPv4 address of this computer that is not the loopback ("" when it has none).
std::string NetworkAddress();

/// The start line: `{"url": "...", "code": "...", "teacherToken": "..."}`.
std::string StartLine(const std::string& url, const std::string& code, const std::string& teacherToken);

/// One sentence for the teacher: who can reach the class at this address, and what --bind changes.
std::string ReachSentence(const ClassServer& server);

}  // namespace circlelab::live
