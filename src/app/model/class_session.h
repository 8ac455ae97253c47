// A running live class: the API over its database and the server that carries it, as both the
// `class` command and the window's Class section start it (docs/live-class.md).
#pragma once

#include <memory>
#include <string>

#include "class/class_api.h"
#include "class/class_server.h"

namespace circlelab::app {

struct ClassOptions {
    int port = 8766;
    std::string bind = "127.0.0.1";
    std::string db = "circlelab-class.db";
    std::string code;  ///< "" : the stored one, else a new one
    std::string site;  ///< the built page; "" : found (CIRCLELAB_SITE, then the source tree's build-web/site)
};

struct ClassSession {
    std::unique_ptr<live::ClassApi> api;
    std::unique_ptr<live::ClassServer> server;
};

/// Opens the database and starts serving; nullptr with `error` when either fails.
std::unique_ptr<ClassSession> StartClass(const ClassOptions& options, std::string& error);

/// The folder of the built page: CIRCLELAB_SITE, else the source tree's build-web/site ("" if neither).
std::string SiteDir();

}  // namespace circlelab::app
