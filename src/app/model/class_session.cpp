#include "app/model/class_session.h"

#include <cstdlib>
#include <filesystem>
#include <vector>

#include "app/model/scene_catalog.h"

namespace circlelab::app {

// The page the class serves: CIRCLELAB_SITE, else a site beside the assets (an install's
// share/circlelab/site), else where scripts/web.sh builds it in a source checkout (build-web/site
// beside assets/). Found from where the program is, never from a path compiled in.
std::string SiteDir() {
    std::error_code ec;
    std::vector<std::string> candidates;
    if (const char* env = std::getenv("CIRCLELAB_SITE"); env && *env) candidates.push_back(env);
    if (const std::string assets = AssetsDir(); !assets.empty()) {
        candidates.push_back((std::filesystem::path(assets) / "site").string());
        candidates.push_back((std::filesystem::path(assets).parent_path() / "build-web" / "site").string());
    }
    for (const std::string& candidate : candidates)
        if (std::filesystem::is_regular_file(std::filesystem::path(candidate) / "index.html", ec)) return candidate;
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
