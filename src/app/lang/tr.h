// The language of what a person reads in the window and the page (docs/languages.md).
//
// Every such string is written in English in the code and wrapped in Tr("…") — or TrC("context",
// "…") where one English word means two things — so that `xgettext` finds it for po/circlelab.pot.
// The translations come from po/*.po through a table generated at build time (cmake/po_table.cmake):
// no second copy is kept by hand. A string without a translation shows in English.
// Files, the command line and report/query/simulate output never go through here.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace circlelab::app {

/// The translation of `english` in the current language, or `english` itself. The pointer lives as
/// long as the program (the table's text, or `english`).
const char* Tr(const char* english);
/// The same for a string read from a file (a shipped scene's name, a lesson's text).
std::string Tr(const std::string& english);
/// With a context that tells apart two meanings of one English word ("Show" a panel section, "Show"
/// an answer).
const char* TrC(const char* context, const char* english);
std::string TrC(const char* context, const std::string& english);

/// A text made in the core, of words and numbers ("depth 10.3", "#1 rect", "your point, 3.2 px
/// off"): each run of words between the numbers and punctuation translated in `context`, the rest
/// as it is. Single letters (units, "n", "x") stay.
std::string TrPhrases(const char* context, const std::string& text);

/// printf into a std::string, for a translated format ("Scene %d of %d").
std::string Format(const char* format, ...) __attribute__((format(printf, 1, 2)));

/// The translation with the English as ImGui's id ("Bearbeiten###Edit"): a window, header or tree
/// node keeps its place, size and open state when the language changes.
const char* TrId(const char* english);

/// Marks a string for the template without translating it here (it is translated where it is
/// shown, through Tr of a variable).
#define N_(english) english
#define NC_(context, english) english

struct LanguageInfo {
    std::string code;  // "de", "es", "fr", "qps" (the pseudo-language), "en"
    std::string name;  // in its own language: "Deutsch"
};

/// Every language the program speaks, English first.
const std::vector<LanguageInfo>& Languages();
/// "en, de, es, fr or qps", for a message.
std::string LanguageCodes();
/// Switches the language now; an unknown code keeps English and returns false.
bool SetLanguage(std::string_view code);
/// The current language's code.
const std::string& CurrentLanguage();
/// Bumped at every change, so a cache of translated text knows when to renew itself.
int LanguageGeneration();

/// The language to start in: `option` (--lang, the page's lang=) when given, else the first of
/// LANGUAGE (a colon-separated list), LC_ALL, LC_MESSAGES and LANG that the program speaks
/// ("de_DE.UTF-8" is "de"), else English. `env` reads a variable (std::getenv, or a test's).
std::string ChooseLanguage(std::string_view option, const char* (*env)(const char*));
/// "de_DE.UTF-8" → "de" when the program speaks it, else "".
std::string SpokenLanguageOf(std::string_view locale);

}  // namespace circlelab::app
