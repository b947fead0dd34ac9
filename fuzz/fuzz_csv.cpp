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
    const CsvParseResult r = parseCsv(fuzz::bytes(data, size));
    if (r.error) {
        return 0;
    }
    QByteArray written;
    for (const CsvRecord &record : r.records) {
        written += writeCsvLine(record.fields);
    }
    const CsvParseResult again = parseCsv(written);
    if (again.error || again.records.size() != r.records.size()) {
        fuzz::invariantBroken("parseCsv(writeCsvLine(records)) failed or lost records");
    }
    for (std::size_t i = 0; i < r.records.size(); ++i) {
        if (again.records[i].fields != r.records[i].fields) {
            fuzz::invariantBroken("parseCsv(writeCsvLine(fields)) != fields");
        }
    }
    return 0;
}
