// opening-hours-status: a test tool that answers, for each line of standard
// input `VALUE<TAB>YYYY MM DD WEEKDAY MINUTE` (the weekday 1 = Monday), what
// `OpeningHours(VALUE).status(at:)` says: open, closed or unknown, one line
// each ("bad line" for a line it cannot read). Tests/reference uses it to
// compare our reading of opening_hours with the reference implementation's.

import Places

while let line = readLine(strippingNewline: true) {
    let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    let fields = parts.count == 2 ? parts[1].split(separator: " ").compactMap { Int($0) } : []
    guard fields.count == 5 else {
        print("bad line")
        continue
    }
    let time = LocalTime(year: fields[0], month: fields[1], day: fields[2], weekday: fields[3], minuteOfDay: fields[4])
    print(OpeningHours(String(parts[0])).status(at: time).rawValue)
}
