// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/Diagnostic.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>

namespace rigplan {

QString Diagnostic::text() const
{
    QString out = file;
    if (line > 0) {
        out += QStringLiteral(":%1").arg(line);
        if (column > 0) {
            out += QStringLiteral(":%1").arg(column);
        }
    }
    if (!path.isEmpty()) {
        out += out.isEmpty() ? path : QStringLiteral(": ") + path;
    }
    return out.isEmpty() ? message : out + QStringLiteral(": ") + message;
}

Diagnostic Diagnostic::badInput(QString file, QString message, QString path, int line, int column)
{
    return {Kind::BadInput, std::move(file), std::move(path), line, column, std::move(message)};
}

Diagnostic Diagnostic::environment(QString message, QString file)
{
    return {Kind::Environment, std::move(file), QString(), 0, 0, std::move(message)};
}

Diagnostic Diagnostic::internal(QString message, QString file)
{
    return {Kind::Internal, std::move(file), QString(), 0, 0, std::move(message)};
}

int exitCodeFor(Diagnostic::Kind kind)
{
    switch (kind) {
    case Diagnostic::Kind::BadInput:
        return 2;
    case Diagnostic::Kind::Environment:
    case Diagnostic::Kind::Internal:
        return 3;
    }
    return 3;
}

int exitCodeFor(const Diagnostics &diagnostics)
{
    // No diagnostic at all for a failure is a bug of the caller.
    int code = diagnostics.empty() ? exitCodeFor(Diagnostic::Kind::Internal) : 0;
    for (const Diagnostic &d : diagnostics) {
        code = std::max(code, exitCodeFor(d.kind));
    }
    return code;
}

QStringList diagnosticTexts(const Diagnostics &diagnostics)
{
    QStringList out;
    out.reserve(diagnostics.size());
    for (const Diagnostic &d : diagnostics) {
        out.append(d.text());
    }
    return out;
}

QStringList diagnosticTexts(const Diagnostics &diagnostics, qsizetype limit)
{
    QStringList out;
    const qsizetype total = diagnostics.size();
    for (qsizetype i = 0; i < total && i < limit; ++i) {
        out.append(diagnostics.at(i).text());
    }
    if (total > limit) {
        // Computed apart from the translate() call: lupdate's parser loops on a template
        // argument list inside its arguments.
        const qsizetype unlisted = total - limit;
        const int more = unlisted > INT_MAX ? INT_MAX : int(unlisted);
        //: the last line of a shortened list of problems; %n = how many are not listed
        out.append(QCoreApplication::translate("rigplan::Diagnostic", "… and %n more problem(s)", nullptr, more));
    }
    return out;
}

} // namespace rigplan
