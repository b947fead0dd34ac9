// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Translation for core/. Words are made where they are shown (core/plan/PlanText, the views),
// never in the planner's loops. Two helpers:
//   trc(context, text)                  the translated text
//   trFormat(trt(context, text), args…) the translated fmt template, formatted
//   trtn(context, text, disambiguation, n) a template with a count: Qt's %n (plural forms; the
//                                          English ones come from rigplan_en.ts), as translate()
// They look the source text up in the installed QTranslators (QtCore only, no GUI); with none
// installed (the core tests) they give the English source, counted words as "2 GPU(s)". lupdate
// collects trc(), trt() and trtn() calls as QCoreApplication::translate (see
// ui/report/CMakeLists.txt, -tr-function-alias).
//
// Both arguments must be string literals so lupdate can see them, with one exception: a
// literal marked where it is written with RIGPLAN_TR_NOOP(context, text) (collected by lupdate
// like QT_TRANSLATE_NOOP) may be passed to trc() later through a pointer.

#include <fmt/format.h>

#include <string>

#define RIGPLAN_TR_NOOP(context, sourceText) sourceText

namespace rigplan {

std::string trc(const char *context, const char *sourceText);

// A message template: the English source, and the text to format (its translation, or the
// source itself when no translator has one).
struct TrTemplate {
    std::string source;
    std::string text;
};

inline TrTemplate trt(const char *context, const char *sourceText)
{
    return {sourceText, trc(context, sourceText)};
}

// A template that counts something: "%n GPU(s), tp {1}" gives "1 GPU, tp 1" and "2 GPUs, tp 2"
// where the installed translator has plural forms for it, else %n is replaced by n in the source.
// The arguments mirror QCoreApplication::translate(context, source, disambiguation, n), so lupdate
// marks the message as one with plural forms.
TrTemplate trtn(const char *context, const char *sourceText, const char *disambiguation, int n);

// fmt::format over a translated template. A translation whose placeholders do not match the
// arguments (a translator's typo) falls back to the English source rather than throwing.
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
