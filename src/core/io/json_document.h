// A parsed JSON text kept compact: the document owns the text and a tape of 16-byte nodes in
// pre-order (a container is followed by its whole subtree), so reading a file costs a bounded
// multiple of its size (README, Limits) instead of a tree of strings and vectors per value.
// Strings without escapes are slices of the text; escaped ones are decoded once into a side
// buffer. Line and column are not stored: they are counted from a node's byte offset when an
// error needs them. JsonRef is the light view consumers read through.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace circlelab {

enum class JsonType : std::uint8_t { kNull, kBool, kNumber, kString, kArray, kObject };

class JsonDocument;
struct JsonMember;

/// One value of a JsonDocument, by position; valid while the document lives and is not changed.
class JsonRef {
public:
    JsonRef(const JsonDocument& document, std::uint32_t index) : doc_(&document), index_(index) {}

    JsonType Type() const;
    bool Is(JsonType type) const { return Type() == type; }
    double Number() const;            ///< 0 unless a number
    bool Bool() const;                ///< false unless a boolean
    std::string_view String() const;  ///< "" unless a string (decoded)
    /// Items of an array or members of an object (0 for anything else).
    std::size_t Size() const;
    /// The item at `i` of an array (i < Size()); walks past the items before it, so loop with Items().
    JsonRef Item(std::size_t i) const;
    /// The member named `key` of an object (nullopt when absent or not an object).
    std::optional<JsonRef> Find(std::string_view key) const;

    /// 1-based line and column (in characters) where the value starts in the text.
    std::int64_t Line() const;
    std::int64_t Column() const;

    class ItemIterator;
    class MemberIterator;
    template <class Iterator>
    struct Range {
        Iterator first, last;
        Iterator begin() const { return first; }
        Iterator end() const { return last; }
    };
    Range<ItemIterator> Items() const;      ///< an array's items (none for anything else)
    Range<MemberIterator> Members() const;  ///< an object's members in file order

    std::uint32_t Index() const { return index_; }
    const JsonDocument& Document() const { return *doc_; }

private:
    const JsonDocument* doc_;
    std::uint32_t index_;
};

/// An object member: its key (with the key's own place, for errors about the key) and its value.
struct JsonMember {
    std::string_view key;
    JsonRef keyAt;
    JsonRef value;
};

class JsonDocument {
public:
    /// A document of one string value with no text of its own (a bare `--set name=Hello`).
    static JsonDocument OfString(std::string_view value);

    JsonRef Root() const { return {*this, 0}; }

    /// 1-based line and column of a byte offset into the text. The first call notes the place of
    /// every 4 KiB of the text (one pass); each answer then counts from the nearest note before it
    /// (or from the last answer, when that is nearer), so errors reported in any order cost at most
    /// 4 KiB of counting each, never a rescan from the start.
    struct Place {
        std::int64_t line = 1, column = 1;
    };
    Place PlaceOf(std::uint32_t offset) const;
    /// Bytes PlaceOf has counted so far, the notes included: what tests measure its cost by.
    std::uint64_t PlaceWork() const { return placeWork_; }

    /// Puts `value` in place of `target` (a `--set` of an existing path). The value and all of it
    /// take the target's place in the text, so later errors about it point at a real line.
    void Replace(JsonRef target, const JsonDocument& value);
    /// Appends the member `key`: `value` to the object `object`, placed at the object.
    void AddMember(JsonRef object, std::string_view key, const JsonDocument& value);

    /// Bytes held (text, tape and decoded strings), for the memory test and benchmark.
    std::size_t BytesHeld() const;

private:
    friend class JsonRef;
    friend class JsonParser;

    // One value on the tape. 16 bytes: the type, where the value starts in the text and a payload.
    struct Node {
        JsonType type = JsonType::kNull;
        std::uint8_t flags = 0;  ///< kDecoded: a string's bytes are in side_, not in text_
        std::uint32_t offset = 0;
        union Payload {
            double number;
            std::uint32_t pair[2];  ///< container: {nodes in the subtree incl. itself, children};
                                    ///< string: {start, length}; bool: {0 or 1, 0}
        } payload{0.0};
    };
    static_assert(sizeof(Node) == 16, "the memory bound of README, Limits assumes 16-byte nodes");
    static constexpr std::uint8_t kDecoded = 1;

    std::uint32_t Span(std::uint32_t i) const {
        const Node& n = nodes_[i];
        return n.type == JsonType::kArray || n.type == JsonType::kObject ? n.payload.pair[0] : 1;
    }
    std::string_view StringAt(const Node& n) const {
        const std::string& bytes = n.flags & kDecoded ? side_ : text_;
        return std::string_view(bytes).substr(n.payload.pair[0], n.payload.pair[1]);
    }
    // `value`'s nodes for splicing at `offset`, their strings copied into side_.
    std::vector<Node> Adopt(const JsonDocument& value, std::uint32_t offset);
    // Adds `delta` nodes to the span of every container that holds node `target` (and to target's
    // own when it is one and `self` is set).
    void GrowAncestors(std::uint32_t target, std::int64_t delta, bool self);

    std::string text_;
    std::uint32_t start_ = 0;  ///< 3 after a byte order mark, which is not a character of the line
    std::vector<Node> nodes_;
    std::string side_;
    mutable Place cachePlace_;
    mutable std::uint32_t cacheOffset_ = 0;
    mutable std::vector<Place> notes_;  ///< the place of start_ + k·kNoteBytes
    mutable std::uint64_t placeWork_ = 0;
    static constexpr std::uint32_t kNoteBytes = 4096;
};

class JsonRef::ItemIterator {
public:
    ItemIterator(const JsonDocument& doc, std::uint32_t index) : doc_(&doc), index_(index) {}
    JsonRef operator*() const { return {*doc_, index_}; }
    ItemIterator& operator++() {
        index_ += doc_->Span(index_);
        return *this;
    }
    bool operator==(const ItemIterator& o) const { return index_ == o.index_; }

private:
    const JsonDocument* doc_;
    std::uint32_t index_;
};

class JsonRef::MemberIterator {
public:
    MemberIterator(const JsonDocument& doc, std::uint32_t key) : doc_(&doc), key_(key) {}
    JsonMember operator*() const;
    MemberIterator& operator++() {
        key_ += 1 + doc_->Span(key_ + 1);
        return *this;
    }
    bool operator==(const MemberIterator& o) const { return key_ == o.key_; }

private:
    const JsonDocument* doc_;
    std::uint32_t key_;  ///< the key's node; the value follows it
};

}  // namespace circlelab
