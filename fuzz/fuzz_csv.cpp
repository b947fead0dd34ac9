// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: the RFC 4180 reader behind every CSV import (parseCsv). Records it reads
// must survive writeCsvLine and a second parse unchanged.

#include "FuzzSupport.h"

#include "catalog/Csv.h"

using namespace rigplan;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto r = parseCsv(fuzz::bytes(data, size));
    if (!r) {
        return 0;
    }
    QByteArray written;
    for (const CsvRecord &record : *r) {
        written += writeCsvLine(record.fields);
    }
    const auto again = parseCsv(written);
    if (!again || again->size() != r->size()) {
        fuzz::invariantBroken("parseCsv(writeCsvLine(records)) failed or lost records");
    }
    for (std::size_t i = 0; i < r->size(); ++i) {
        if ((*again)[i].fields != (*r)[i].fields) {
            fuzz::invariantBroken("parseCsv(writeCsvLine(fields)) != fields");
        }
    }
    return 0;
}
