// Writing JSON: one appending writer for every file and line the program writes (scene files,
// shapes, `query`, `report`, `simulate` traces), so the commas, quotes and indentation live in
// one place instead of being concatenated by hand in each. It appends to a caller's string and
// allocates nothing of its own: `query` writes one line per input line, millions of them.
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace circlelab {

class JsonWriter {
public:
    /// How a container sets out its items. Each container chooses its own, so one document can
    /// mix them, as a scene file does (a body spaced, a shape compact, the lists one per line).
    enum class Layout {
        kCompact,  ///< {"a":1,"b":[1,2]}: lines of `query`, `report` and traces, shapes
        kSpaced,   ///< {"a": 1, "b": [1, 2]}: a body or the overlays in a scene file
        kLines,    ///< "[", then each item on its own line, indented one step deeper than the
                   ///< container's line, then "]" on a line of its own. Members are `"a": 1`.
    };

    /// Appends to `out`. `indentWidth` spaces per enclosing kLines container (a scene file
    /// uses 2, `report` 1); inline containers add no indentation.
    explicit JsonWriter(std::string& out, int indentWidth = 2) : out_(out), indentWidth_(indentWidth) {}

    JsonWriter& BeginObject(Layout layout = Layout::kCompact);
    JsonWriter& EndObject();
    JsonWriter& BeginArray(Layout layout = Layout::kCompact);
    JsonWriter& EndArray();

    /// The key of the next member of the open object; the next call writes its value.
    JsonWriter& Key(std::string_view key);

    /// The shortest text that reads back as the same double; −0 as 0, not finite as null
    /// (FormatNumber).
    JsonWriter& Number(double value);
    JsonWriter& Int(long long value);
    /// Quoted, with `"`, `\` and control characters escaped; UTF-8 passes through.
    JsonWriter& String(std::string_view text);
    JsonWriter& Bool(bool value);
    JsonWriter& Null();

    /// Whether every container opened has been closed.
    bool Done() const { return depth_ == 0; }

private:
    struct Open {
        Layout layout;
        bool empty;
    };
    // The punctuation due before a value or a key: none after a key, else the separator of the
    // open container (and a new line in a kLines one).
    void BeforeItem();
    JsonWriter& Begin(char bracket, Layout layout);
    JsonWriter& End(char bracket);
    void NewLine(int lineDepth);

    // Deeper than anything the program writes (a report line is four levels deep).
    static constexpr int kMaxDepth = 16;

    std::string& out_;
    int indentWidth_;
    std::array<Open, kMaxDepth> open_{};
    int depth_ = 0;
    int lineDepth_ = 0;  // open kLines containers: the indentation of their items
    bool afterKey_ = false;
};

}  // namespace circlelab
