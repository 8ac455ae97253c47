#include "core/io/json_document.h"

#include <algorithm>
#include <iterator>

namespace circlelab {

JsonType JsonRef::Type() const { return doc_->nodes_[index_].type; }

double JsonRef::Number() const {
    const JsonDocument::Node& n = doc_->nodes_[index_];
    return n.type == JsonType::kNumber ? n.payload.number : 0.0;
}

bool JsonRef::Bool() const {
    const JsonDocument::Node& n = doc_->nodes_[index_];
    return n.type == JsonType::kBool && n.payload.pair[0] != 0;
}

std::string_view JsonRef::String() const {
    const JsonDocument::Node& n = doc_->nodes_[index_];
    return n.type == JsonType::kString ? doc_->StringAt(n) : std::string_view();
}

std::size_t JsonRef::Size() const {
    const JsonDocument::Node& n = doc_->nodes_[index_];
    return n.type == JsonType::kArray || n.type == JsonType::kObject ? n.payload.pair[1] : 0;
}

JsonRef JsonRef::Item(std::size_t i) const {
    auto it = Items().begin();
    for (; i > 0; --i) ++it;
    return *it;
}

std::optional<JsonRef> JsonRef::Find(std::string_view key) const {
    for (const JsonMember& m : Members())
        if (m.key == key) return m.value;
    return std::nullopt;
}

std::int64_t JsonRef::Line() const { return doc_->PlaceOf(doc_->nodes_[index_].offset).line; }
std::int64_t JsonRef::Column() const { return doc_->PlaceOf(doc_->nodes_[index_].offset).column; }

JsonRef::Range<JsonRef::ItemIterator> JsonRef::Items() const {
    // Anything but an array is an empty range: first == last.
    const std::uint32_t end = index_ + doc_->Span(index_);
    const std::uint32_t first = Is(JsonType::kArray) ? index_ + 1 : end;
    return {{*doc_, first}, {*doc_, end}};
}

JsonRef::Range<JsonRef::MemberIterator> JsonRef::Members() const {
    const std::uint32_t end = index_ + doc_->Span(index_);
    const std::uint32_t first = Is(JsonType::kObject) ? index_ + 1 : end;
    return {{*doc_, first}, {*doc_, end}};
}

JsonMember JsonRef::MemberIterator::operator*() const {
    return {doc_->StringAt(doc_->nodes_[key_]), JsonRef(*doc_, key_), JsonRef(*doc_, key_ + 1)};
}

JsonDocument JsonDocument::OfString(std::string_view value) {
    JsonDocument doc;
    doc.side_ = std::string(value);
    Node n;
    n.type = JsonType::kString;
    n.flags = kDecoded;
    n.payload.pair[0] = 0;
    n.payload.pair[1] = static_cast<std::uint32_t>(value.size());
    doc.nodes_.push_back(n);
    return doc;
}

JsonDocument::Place JsonDocument::PlaceOf(std::uint32_t offset) const {
    // The same count the reader made before locations were computed lazily: a newline starts a
    // line; every byte that is not a UTF-8 continuation byte (10xxxxxx) is one more character.
    const auto count = [&](Place& place, std::uint32_t from, std::uint32_t to) {
        for (std::uint32_t i = from; i < to; ++i) {
            const unsigned char ch = static_cast<unsigned char>(text_[i]);
            if (ch == '\n') {
                ++place.line;
                place.column = 1;
            } else if ((ch & 0xC0) != 0x80) {
                ++place.column;
            }
        }
        placeWork_ += to - from;
    };
    if (offset < start_) return Place{};
    const std::uint32_t end = static_cast<std::uint32_t>(text_.size());
    offset = std::min(offset, end);
    if (notes_.empty()) {
        Place place;
        for (std::uint64_t at = start_; at <= end; at += kNoteBytes) {
            notes_.push_back(place);
            count(place, static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(std::min<std::uint64_t>(end, at + kNoteBytes)));
        }
    }
    const std::uint32_t note = (offset - start_) / kNoteBytes;
    const std::uint32_t noteOffset = start_ + note * kNoteBytes;
    if (cacheOffset_ < noteOffset || cacheOffset_ > offset) {
        cacheOffset_ = noteOffset;
        cachePlace_ = notes_[note];
    }
    count(cachePlace_, cacheOffset_, offset);
    cacheOffset_ = offset;
    return cachePlace_;
}

std::vector<JsonDocument::Node> JsonDocument::Adopt(const JsonDocument& value, std::uint32_t offset) {
    std::vector<Node> nodes = value.nodes_;
    for (Node& n : nodes) {
        n.offset = offset;
        if (n.type != JsonType::kString) continue;
        const std::string_view bytes = value.StringAt(n);
        n.flags = kDecoded;
        n.payload.pair[0] = static_cast<std::uint32_t>(side_.size());
        side_.append(bytes);
    }
    return nodes;
}

void JsonDocument::GrowAncestors(std::uint32_t target, std::int64_t delta, bool self) {
    // Walk down from the root: at each container, into the child whose subtree holds the target.
    std::uint32_t at = 0;
    while (at != target) {
        nodes_[at].payload.pair[0] = static_cast<std::uint32_t>(nodes_[at].payload.pair[0] + delta);
        std::uint32_t child = at + 1;
        const bool object = nodes_[at].type == JsonType::kObject;
        if (object) ++child;  // past the first key
        while (child + Span(child) <= target) child += Span(child) + (object ? 1 : 0);
        at = child;
    }
    if (self) nodes_[at].payload.pair[0] = static_cast<std::uint32_t>(nodes_[at].payload.pair[0] + delta);
}

void JsonDocument::Replace(JsonRef target, const JsonDocument& value) {
    const std::uint32_t at = target.Index();
    const std::vector<Node> nodes = Adopt(value, nodes_[at].offset);
    const std::uint32_t old = Span(at);
    GrowAncestors(at, static_cast<std::int64_t>(nodes.size()) - old, false);
    nodes_.erase(nodes_.begin() + at, nodes_.begin() + at + old);
    nodes_.insert(nodes_.begin() + at, nodes.begin(), nodes.end());
}

void JsonDocument::AddMember(JsonRef object, std::string_view key, const JsonDocument& value) {
    const std::uint32_t at = object.Index();
    std::vector<Node> nodes = Adopt(OfString(key), nodes_[at].offset);
    const std::vector<Node> valueNodes = Adopt(value, nodes_[at].offset);
    nodes.insert(nodes.end(), valueNodes.begin(), valueNodes.end());
    const std::uint32_t end = at + Span(at);
    GrowAncestors(at, static_cast<std::int64_t>(nodes.size()), true);
    ++nodes_[at].payload.pair[1];
    nodes_.insert(nodes_.begin() + end, nodes.begin(), nodes.end());
}

std::size_t JsonDocument::BytesHeld() const {
    return text_.capacity() + nodes_.capacity() * sizeof(Node) + side_.capacity();
}

}  // namespace circlelab
