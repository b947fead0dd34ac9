// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One way for errors to travel: a Diagnostic says what went wrong and where, a Result<T>
// holds either a value or the diagnostics that prevented it, and exitCodeFor() is the only
// mapping from what went wrong to the command line's exit code. Qt Core only.

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace rigplan {

struct Diagnostic {
    // Who has to act: BadInput — the user fixes what they gave (a workload, a CSV, an
    // argument); Environment — the machine failed (the catalog, the disk, permissions, an
    // unwritable output); Internal — a bug in RigPlan (a shipped seed that does not load).
    enum class Kind { BadInput, Environment, Internal };

    Kind kind = Kind::Internal;
    QString file;    // the file the problem is in; empty when the message names it itself
    QString path;    // JSON field path ("jobs[1].context_length") or CSV column; may be empty
    int line = 0;    // 1-based; 0 = not known / the whole file
    int column = 0;  // 1-based (characters for JSON, field number for CSV); 0 = the whole line
    QString message; // what was expected or what failed, without the location

    // What failed, for the callers that react to it rather than only show it: the catalog
    // editor stops editing a read-only catalog but lets the user retry after a lock.
    // Unspecified for most diagnostics; not part of text().
    enum class Cause { Unspecified, Locked, ReadOnly, Corrupt, TooNew };
    Cause cause = Cause::Unspecified;

    // "file:line:column: path: message"; each empty part and its separator is left out
    // ("lab.json: jobs[1].context_length: expected …", "x.csv:3:2: cores: expected …",
    // a bare message when nothing locates it).
    QString text() const;

    static Diagnostic badInput(QString file, QString message, QString path = {}, int line = 0, int column = 0);
    static Diagnostic environment(QString message, QString file = {});
    static Diagnostic internal(QString message, QString file = {});

    bool operator==(const Diagnostic &) const = default;
};

// Every problem a reader found, in the order it found them (document order): the error side
// of Result<T>, and the one list type for diagnostics across the code base.
using Diagnostics = QList<Diagnostic>;

// The exit code of the command line for a failure of this kind: 2 the input you gave is
// wrong, 3 the environment failed (or RigPlan did). 0 and 1 (done; no build fits) are not
// failures and are not made here.
int exitCodeFor(Diagnostic::Kind kind);
// The code for several problems: the most serious kind wins (Environment over BadInput),
// since fixing the input cannot help while the catalog or disk is broken.
int exitCodeFor(const Diagnostics &diagnostics);

// The diagnostics as text(), one per entry.
QStringList diagnosticTexts(const Diagnostics &diagnostics);

// How many problems a list shows before it says "… and N more": a file with 400,000 bad rows
// must not print 400,000 lines, and the first ones are what the user fixes first.
inline constexpr qsizetype kMaxListedDiagnostics = 100;
// The first `limit` texts, then one line "… and N more problem(s)" when there are more.
QStringList diagnosticTexts(const Diagnostics &diagnostics, qsizetype limit);

// A value or the diagnostics that prevented it (at least one), in the style of
// std::expected / qBittorrent's nonstd::expected<T, ReadError>. The accessors of
// std::optional (has_value, *, ->, explicit bool) are there too, so code written against an
// optional keeps reading naturally.
template<class T>
class Result {
public:
    Result(T value) : m_value(std::move(value)) {} // NOLINT: implicit, as std::expected
    Result(Diagnostic diagnostic) : m_diagnostics{std::move(diagnostic)} {}
    Result(Diagnostics diagnostics) : m_diagnostics(std::move(diagnostics))
    {
        Q_ASSERT(!m_diagnostics.isEmpty());
    }

    bool ok() const { return m_value.has_value(); }
    bool has_value() const { return ok(); }
    explicit operator bool() const { return ok(); }

    T &value() & { return *m_value; }
    const T &value() const & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    T &operator*() & { return *m_value; }
    const T &operator*() const & { return *m_value; }
    T &&operator*() && { return std::move(*m_value); }
    T *operator->() { return &*m_value; }
    const T *operator->() const { return &*m_value; }

    // Empty when ok().
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    // The first diagnostic; only when !ok().
    const Diagnostic &diagnostic() const { return m_diagnostics.front(); }

    // For callers that still keep an std::optional (a snapshot cached by a view).
    operator std::optional<T>() const & { return m_value; } // NOLINT
    operator std::optional<T>() && { return std::move(m_value); } // NOLINT

private:
    std::optional<T> m_value;
    Diagnostics m_diagnostics;
};

template<>
class Result<void> {
public:
    Result() = default;
    Result(Diagnostic diagnostic) : m_diagnostics{std::move(diagnostic)} {}
    Result(Diagnostics diagnostics) : m_diagnostics(std::move(diagnostics)) {}

    bool ok() const { return m_diagnostics.isEmpty(); }
    explicit operator bool() const { return ok(); }

    const Diagnostics &diagnostics() const { return m_diagnostics; }
    const Diagnostic &diagnostic() const { return m_diagnostics.front(); }

private:
    Diagnostics m_diagnostics;
};

} // namespace rigplan
