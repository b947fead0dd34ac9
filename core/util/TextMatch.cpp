// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/TextMatch.h"

#include <algorithm>
#include <cstdlib>
#include <utility>
#include <vector>

namespace rigplan {

int editDistance(const QString &a, const QString &b)
{
    std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j) {
        prev[j] = int(j);
    }
    for (qsizetype i = 1; i <= a.size(); ++i) {
        cur[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int sub = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub});
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

QStringList closestMatches(const QString &word, const QStringList &candidates, int max)
{
    std::vector<std::pair<int, QString>> scored;
    const QString w = word.toLower();
    for (const QString &c : candidates) {
        const QString lc = c.toLower();
        int d = editDistance(w, lc);
        if (lc.contains(w) || w.contains(lc)) {
            d = std::min(d, 1 + int(std::abs(lc.size() - w.size())) / 4);
        }
        const int limit = std::max<int>(2, int(std::max(w.size(), lc.size())) / 3);
        if (d <= limit) {
            scored.emplace_back(d, c);
        }
    }
    // Equal distances: the candidate sharing the longer prefix first ("llama-3-8b" → "llama-3.1-8b"
    // before "llama-2-7b").
    auto prefix = [&w](const QString &c) {
        qsizetype n = 0;
        const QString lc = c.toLower();
        while (n < lc.size() && n < w.size() && lc[n] == w[n]) {
            ++n;
        }
        return n;
    };
    std::stable_sort(scored.begin(), scored.end(), [&prefix](const auto &a, const auto &b) {
        return a.first != b.first ? a.first < b.first : prefix(a.second) > prefix(b.second);
    });
    QStringList out;
    for (const auto &s : scored) {
        if (out.size() >= max) {
            break;
        }
        out << s.second;
    }
    return out;
}

} // namespace rigplan
