#include "app/lang/tr.h"

#include <cstdarg>
#include <cstdio>
#include <unordered_map>

#include "app/lang/catalogue.h"

namespace circlelab::app {
namespace {

struct Current {
    std::string code = "en";
    // gettext's key: the context, the byte 4, the English text; or the English text alone.
    std::unordered_map<std::string, const char*> texts;
    int generation = 0;
};

Current& State() {
    static Current current;
    return current;
}

std::string Key(const char* context, std::string_view english) {
    std::string key;
    if (context && *context) key = std::string(context) + '\x04';
    key += english;
    return key;
}

const char* Find(const char* context, std::string_view english) {
    const Current& s = State();
    if (s.texts.empty()) return nullptr;
    const auto it = s.texts.find(Key(context, english));
    return it == s.texts.end() ? nullptr : it->second;
}

const Catalogue* CatalogueOf(std::string_view code) {
    for (std::size_t i = 0; i < kCatalogueCount; ++i)
        if (code == kCatalogues[i].code) return &kCatalogues[i];
    return nullptr;
}

}  // namespace

const char* Tr(const char* english) { return TrC(nullptr, english); }
std::string Tr(const std::string& english) { return TrC(nullptr, english); }

std::string TrPhrases(const char* context, const std::string& text) {
    if (State().texts.empty()) return text;
    // A phrase begins at a letter; "-", "'" and "_" join letters into one word ("left-right",
    // "corners'", "SDL_Rect"), and a space joins two words. "-> hit" and "x -74.0" stay outside.
    const auto isLetter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    const auto isWord = [&](char c) { return isLetter(c) || c == '-' || c == '\'' || c == '_'; };
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        if (!isLetter(text[i])) {
            out += text[i++];
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && (isWord(text[end]) || (text[end] == ' ' && end + 1 < text.size() && isLetter(text[end + 1]))))
            ++end;
        const std::string phrase = text.substr(i, end - i);
        out += phrase.size() < 2 ? phrase : TrC(context, phrase);
        i = end;
    }
    return out;
}

std::string Format(const char* format, ...) {
    va_list args;
    va_start(args, format);
    va_list again;
    va_copy(again, args);
    const int n = std::vsnprintf(nullptr, 0, format, args);
    va_end(args);
    std::string out(n > 0 ? static_cast<std::size_t>(n) : 0, '\0');
    if (n > 0) std::vsnprintf(out.data(), out.size() + 1, format, again);
    va_end(again);
    return out;
}

const char* TrId(const char* english) {
    // Kept for the program's life: one entry per label, renewed when the language changes.
    static std::unordered_map<std::string, std::pair<int, std::string>> labels;
    auto& [generation, label] = labels[english];
    if (label.empty() || generation != State().generation) {
        label = std::string(Tr(english)) + "###" + english;
        generation = State().generation;
    }
    return label.c_str();
}

const char* TrC(const char* context, const char* english) {
    const char* text = Find(context, english);
    return text ? text : english;
}

std::string TrC(const char* context, const std::string& english) {
    if (english.empty()) return english;  // "" is the catalogue's header, never a text
    const char* text = Find(context, english);
    return text ? std::string(text) : english;
}

const std::vector<LanguageInfo>& Languages() {
    static const std::vector<LanguageInfo> all = [] {
        std::vector<LanguageInfo> list{{"en", "English"}};
        for (std::size_t i = 0; i < kCatalogueCount; ++i) list.push_back({kCatalogues[i].code, kCatalogues[i].name});
        return list;
    }();
    return all;
}

std::string LanguageCodes() {
    std::string codes;
    const auto& all = Languages();
    for (std::size_t i = 0; i < all.size(); ++i) codes += (i == 0 ? "" : i + 1 == all.size() ? " or " : ", ") + all[i].code;
    return codes;
}

bool SetLanguage(std::string_view code) {
    Current& s = State();
    const Catalogue* catalogue = CatalogueOf(code);
    if (!catalogue && code != "en") return false;
    s.texts.clear();
    s.code = catalogue ? catalogue->code : "en";
    if (catalogue)
        for (std::size_t i = 0; i < catalogue->count; ++i) {
            const CatalogueEntry& e = catalogue->entries[i];
            s.texts.emplace(Key(e.context, e.english), e.text);
        }
    ++s.generation;
    return true;
}

const std::string& CurrentLanguage() { return State().code; }
int LanguageGeneration() { return State().generation; }

std::string SpokenLanguageOf(std::string_view locale) {
    // language[_territory][.codeset][@modifier], or the page's "de-DE"
    const std::size_t end = locale.find_first_of("_.@-");
    const std::string_view language = locale.substr(0, end);
    if (language.empty() || language == "C" || language == "POSIX") return "";
    for (const LanguageInfo& l : Languages())
        if (l.code == language) return l.code;
    return "";
}

std::string ChooseLanguage(std::string_view option, const char* (*env)(const char*)) {
    if (!option.empty()) return std::string(option);
    // LANGUAGE is a list in order of preference ("fr:de"); the others name one locale.
    if (const char* list = env("LANGUAGE"); list && *list) {
        std::string_view rest(list);
        while (!rest.empty()) {
            const std::size_t colon = rest.find(':');
            const std::string spoken = SpokenLanguageOf(rest.substr(0, colon));
            if (!spoken.empty()) return spoken;
            rest = colon == std::string_view::npos ? std::string_view() : rest.substr(colon + 1);
        }
    }
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = env(name);
        if (!value || !*value) continue;
        const std::string spoken = SpokenLanguageOf(value);
        return spoken.empty() ? "en" : spoken;  // the first one set decides, as in gettext
    }
    return "en";
}

}  // namespace circlelab::app
