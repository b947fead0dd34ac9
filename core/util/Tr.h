#pragma once

// Translation for core/: messages are built with fmt from a translated format string, e.g.
//   fmt::format(fmt::runtime(trc("Planner", "wall power {} W > {} W")), wall, limit)
// trc() looks the source text up in the installed QTranslators (QtCore only, no GUI); with
// none installed (the CLI, the tests) it returns the English source. lupdate collects trc()
// calls as QCoreApplication::translate (see ui/CMakeLists.txt, -tr-function-alias).
//
// Both arguments must be string literals so lupdate can see them, with one exception: a
// literal marked where it is written with RIGPLAN_TR_NOOP(context, text) (collected by lupdate
// like QT_TRANSLATE_NOOP) may be passed to trc() later through a pointer. The engine keeps such
// texts in English in its hot loops and the views translate them when they show them.

#include <string>

#define RIGPLAN_TR_NOOP(context, sourceText) sourceText

namespace rigplan {

std::string trc(const char *context, const char *sourceText);

} // namespace rigplan
