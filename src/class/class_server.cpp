#include "class/class_server.h"

#include <httplib.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sys/socket.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <thread>

#include "class/class_replies.h"
#include "core/io/json_writer.h"

namespace circlelab::live {
namespace {

// Threads answering at once. Each call holds one only while it runs (the calls are short and
// idle connections are closed quickly), so a class of hundreds queues briefly, it is not refused.
constexpr std::size_t kThreads = 32;

constexpr const char* kNoSite =
    "<!doctype html><meta charset=utf-8><title>Circle Collision Lab</title>"
    "<p>The class is running, but the web page is not built on this computer: run <code>scripts/web.sh</code> "
    "and start the class again.</p>";

double SecondsNow() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

bool IsLoopback(const std::string& bind) { return bind.rfind("127.", 0) == 0 || bind == "localhost" || bind == "::1"; }

}  // namespace

struct ClassServer::Impl {
    httplib::Server http;
    std::thread thread;
    int port = 0;
    std::string url;
    bool onNetwork = false;
};

ClassServer::ClassServer(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

ClassServer::~ClassServer() {
    impl_->http.stop();
    if (impl_->thread.joinable()) impl_->thread.join();
}

int ClassServer::Port() const { return impl_->port; }
const std::string& ClassServer::Url() const { return impl_->url; }
bool ClassServer::OnNetwork() const { return impl_->onNetwork; }

std::unique_ptr<ClassServer> ClassServer::Start(ClassApi& api, const ServerOptions& options, std::string& error) {
    auto impl = std::make_unique<Impl>();
    httplib::Server& http = impl->http;
    http.new_task_queue = [] { return new httplib::ThreadPool(kThreads); };
    http.set_payload_max_length(kMaxBody);
    http.set_keep_alive_timeout(1);
    http.set_read_timeout(5);
    http.set_write_timeout(5);
    // X-Circlelab-Class tells the page (web/class.js) that it was opened from a class, without a
    // call that another server would answer with an error in the browser's console.
    http.set_default_headers(
        {{"X-Content-Type-Options", "nosniff"}, {"Referrer-Policy", "no-referrer"}, {"X-Circlelab-Class", "1"}});
    http.set_file_extension_and_mimetype_mapping("wasm", "application/wasm");
    http.set_file_extension_and_mimetype_mapping("data", "application/octet-stream");
    // httplib listens with a backlog of 5: a class joining at once would find the queue full and
    // be refused. The socket is kept here and listened on again with the system's limit.
    int listening = -1;
    http.set_socket_options([&listening](int sock) {
        const int yes = 1;
        setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        listening = sock;
    });

    const auto call = [&api](const httplib::Request& req, httplib::Response& res) {
        ClassRequest r{req.method, req.path, req.get_param_value("question"), req.get_header_value("Authorization"),
                       req.body, req.remote_addr, SecondsNow()};
        const ClassReply reply = api.Handle(r);
        res.status = reply.status;
        res.set_header("Cache-Control", "no-store");
        if (reply.retryAfter > 0) res.set_header("Retry-After", std::to_string(static_cast<int>(std::ceil(reply.retryAfter))));
        if (!reply.body.empty()) res.set_content(reply.body, "application/json");
    };
    http.Get("/api/.*", call);
    http.Post("/api/.*", call);
    // Refusals httplib makes itself (a body over 16 KB, a malformed request) say why, as the API's do.
    http.set_error_handler([](const httplib::Request&, httplib::Response& res) {
        if (!res.body.empty()) return;
        const std::string message = res.status == 413   ? "the request body is larger than 16 KB"
                                    : res.status == 404 ? "no such page"
                                                        : "the request was refused (HTTP " + std::to_string(res.status) + ")";
        res.set_content(ErrorBody(message), "application/json");
    });
    std::error_code ec;
    if (!options.siteDir.empty() && std::filesystem::is_regular_file(options.siteDir + "/index.html", ec)) {
        http.set_mount_point("/", options.siteDir);
    } else {
        http.Get("/", [](const httplib::Request&, httplib::Response& res) { res.set_content(kNoSite, "text/html"); });
    }

    if (options.port == 0) {
        impl->port = http.bind_to_any_port(options.bind);
        if (impl->port < 0) impl->port = 0;
    } else {
        impl->port = http.bind_to_port(options.bind, options.port) ? options.port : 0;
    }
    if (impl->port == 0) {
        error = "cannot listen on " + options.bind + ":" + std::to_string(options.port) +
                " (is the port in use, or the address not this computer's?)";
        return nullptr;
    }
    if (listening >= 0) ::listen(listening, SOMAXCONN);
    impl->onNetwork = !IsLoopback(options.bind);
    std::string host = options.bind;
    if (host == "0.0.0.0") host = NetworkAddress().empty() ? "127.0.0.1" : NetworkAddress();
    impl->url = "http://" + host + ":" + std::to_string(impl->port) + "/";
    impl->thread = std::thread([&http] { http.listen_after_bind(); });
    return std::unique_ptr<ClassServer>(new ClassServer(std::move(impl)));
}

std::string NetworkAddress() {
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) != 0) return {};
    std::string found;
    for (ifaddrs* a = list; a && found.empty(); a = a->ifa_next) {
        if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
        char text[INET_ADDRSTRLEN] = {};
        const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
        if (!inet_ntop(AF_INET, &in->sin_addr, text, sizeof text)) continue;
        if (std::string(text).rfind("127.", 0) != 0) found = text;
    }
    freeifaddrs(list);
    return found;
}

std::string StartLine(const std::string& url, const std::string& code, const std::string& teacherToken) {
    std::string out;
    JsonWriter(out).BeginObject(JsonWriter::Layout::kSpaced).Key("url").String(url).Key("code").String(code)
        .Key("teacherToken").String(teacherToken).EndObject();
    return out;
}

std::string ReachSentence(const ClassServer& server) {
    if (server.OnNetwork())
        return "The class is on the local network at " + server.Url() +
               ": any device on this network can open the page; only those with the join code can join.";
    return "The class listens on this computer only (" + server.Url() +
           "): students' devices cannot reach it. To open it to the classroom's network, start it with --bind 0.0.0.0.";
}

}  // namespace circlelab::live
