#include "app/lab/class_session.h"

#include <cstdlib>
#include <filesystem>

namespace circlelab::app {

std::string SiteDir() {
    std::error_code ec;
    const char* const candidates[] = {std::getenv("CIRCLELAB_SITE"), CIRCLELAB_SOURCE_SITE};
    for (const char* candidate : candidates) {
        if (candidate && *candidate && std::filesystem::is_regular_file(std::filesystem::path(candidate) / "index.html", ec))
            return candidate;
    }
    return {};
}

std::unique_ptr<ClassSession> StartClass(const ClassOptions& options, std::string& error) {
    auto session = std::make_unique<ClassSession>();
    session->api = live::ClassApi::Open(options.db, options.code, error);
    if (!session->api) return nullptr;
    live::ServerOptions serve{options.bind, options.port, options.site.empty() ? SiteDir() : options.site};
    session->server = live::ClassServer::Start(*session->api, serve, error);
    if (!session->server) return nullptr;
    return session;
}

}  // namespace circlelab::app
