#include "app/commands/class.h"

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <pthread.h>

#include "class/class_export.h"

namespace circlelab::app {

int RunClass(const ClassOptions& options) {
    // The stop signals are waited for here, so they are blocked before the server's threads start
    // (they inherit the mask) and the class closes its database cleanly on Ctrl+C.
    sigset_t stops;
    sigemptyset(&stops);
    for (int s : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&stops, s);
    pthread_sigmask(SIG_BLOCK, &stops, nullptr);

    std::string error;
    std::unique_ptr<ClassSession> session = StartClass(options, error);
    if (!session) {
        std::fprintf(stderr, "circlelab class: %s\n", error.c_str());
        return 1;
    }
    const std::string line = live::StartLine(session->server->Url(), session->api->Code(), session->api->TeacherToken());
    std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    std::fprintf(stderr, "circlelab class: %s\ncirclelab class: answers are kept in %s; Ctrl+C ends the class.\n",
                 live::ReachSentence(*session->server).c_str(), options.db.c_str());
    int received = 0;
    sigwait(&stops, &received);
    std::fprintf(stderr, "circlelab class: stopped (signal %d)\n", received);
    return std::ferror(stdout) ? 1 : 0;
}

int RunClassExport(const std::string& db) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(db, ec)) {
        std::fprintf(stderr, "circlelab class export: %s: no such database\n", db.c_str());
        return 1;
    }
    std::string error;
    std::unique_ptr<live::ClassStore> store = live::ClassStore::Open(db, error);
    std::string csv;
    if (!store || !live::ExportCsv(*store, csv, error)) {
        std::fprintf(stderr, "circlelab class export: %s\n", error.c_str());
        return 1;
    }
    std::fwrite(csv.data(), 1, csv.size(), stdout);
    return 0;
}

}  // namespace circlelab::app
