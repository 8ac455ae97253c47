// The translations as data: one table a language, generated at build time from po/*.po (and the
// pseudo-language from po/circlelab.pot) by cmake/po_table.cmake. Read only by app/lang/tr.cpp.
#pragma once

#include <cstddef>

namespace circlelab::app {

struct CatalogueEntry {
    const char* context;  // "" when the string has none
    const char* english;
    const char* text;
};

struct Catalogue {
    const char* code;
    const char* name;
    const CatalogueEntry* entries;
    std::size_t count;
};

/// Every generated catalogue (English has none: it is the code's own text).
extern const Catalogue kCatalogues[];
extern const std::size_t kCatalogueCount;

}  // namespace circlelab::app
