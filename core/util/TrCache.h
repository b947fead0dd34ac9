#pragma once

// Translated fmt templates for messages that core/ builds in loops (the planner formats
// violations and notes for every candidate build, hundreds per plan). Usage:
//
//     TrCache tr;
//     //: {0} = GPU name, {1} = length in mm
//     trFormat(tr.trc("rigplan::Planner", "{0} is {1} mm long"), g.name, g.lengthMm);
//
// tr.trc() has rigplan::trc()'s contract (both arguments string literals, so lupdate collects
// the call: it matches any call named trc) and looks each template up in the translators
// only once per cache. A cache lives for one plan (or one explain() call), so a language
// switch takes effect with the next one.

#include "util/Tr.h"

#include <fmt/format.h>

#include <cstddef>
#include <functional>
#include <string>
#include <unordered_map>
#include <utility>

namespace rigplan {

// A message template: the English source, and the text to format (its translation, or the
// source itself when no translator has one).
struct TrTemplate {
    const char *source;
    const std::string &text;
};

class TrCache
{
public:
    // Keyed by the literals' addresses: a QTranslator lookup per message would cost more than
    // the planner's checks themselves.
    TrTemplate trc(const char *context, const char *sourceText)
    {
        const Key key{context, sourceText};
        auto it = m_texts.find(key);
        if (it == m_texts.end()) {
            it = m_texts.emplace(key, rigplan::trc(context, sourceText)).first;
        }
        return {sourceText, it->second};
    }

private:
    using Key = std::pair<const char *, const char *>;
    struct KeyHash {
        std::size_t operator()(const Key &k) const noexcept
        {
            const std::hash<const void *> h;
            return h(k.first) ^ (h(k.second) * 31u);
        }
    };
    std::unordered_map<Key, std::string, KeyHash> m_texts; // node-based: references stay valid
};

// fmt::format over a translated template. A translation whose placeholders do not match the
// arguments (a translator's typo) falls back to the English source rather than throwing out
// of the planner.
template <typename... Args>
std::string trFormat(const TrTemplate &t, const Args &...args)
{
    try {
        return fmt::format(fmt::runtime(t.text), args...);
    } catch (const fmt::format_error &) {
        return fmt::format(fmt::runtime(t.source), args...);
    }
}

} // namespace rigplan
