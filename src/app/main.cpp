// circlelab: the command line (DESIGN.md, Command line). With no command it opens the window.
#include <CLI/CLI.hpp>

#include <iostream>

#include "core/query.h"
#include "lab_window.h"

int main(int argc, char** argv) {
    CLI::App cli{"Circle Collision Lab: how a circle collides with rectangles, rotated rectangles, "
                 "right-triangle tiles and other circles."};
    cli.set_version_flag("--version", CIRCLELAB_VERSION);
    circlelab::app::WindowOptions window;
    cli.add_option("scene", window.scenePath, "Scene file to open (default: the built-in sandbox)");

    CLI::App* query = cli.add_subcommand(
        "query", "Read JSON Lines {\"circle\":{x,y,r},\"shape\":{...}} on stdin; write one contact per line");

    CLI11_PARSE(cli, argc, argv);

    if (*query) {
        std::ios::sync_with_stdio(false);
        return circlelab::RunQuery(std::cin, std::cout);
    }
    return circlelab::app::RunLabWindow(window);
}
