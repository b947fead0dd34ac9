// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rigplan {

// Levenshtein distance between two strings (insertions, deletions, substitutions).
int editDistance(const QString &a, const QString &b);

// Up to `max` of `candidates` closest to `word` by edit distance, case-insensitive, for
// "did you mean …" in error messages; candidates further than about a third of the word's
// length are not suggested.
QStringList closestMatches(const QString &word, const QStringList &candidates, int max = 3);

} // namespace rigplan
