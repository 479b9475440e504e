/// A calendar date without a time or zone: what a pantry's dates and a menu's day headers name.
public struct CivilDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    /// A date, or nil when the month or day is out of range.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...CivilDate.days(inMonth: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A date from `YYYY-MM-DD` (ISO, as menus write it) or `DD.MM.YYYY` (as the pantry examples write it).
    public init?(pantryText text: String) {
        let trimmed = text.trimmingBlanks()
        let iso = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        let dotted = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        if iso.count == 3, iso[0].count == 4, iso[1].count == 2, iso[2].count == 2,
           let year = Int(iso[0]), let month = Int(iso[1]), let day = Int(iso[2]) {
            self.init(year: year, month: month, day: day)
        } else if dotted.count == 3, dotted[0].count <= 2, dotted[1].count <= 2, dotted[2].count == 4,
                  let day = Int(dotted[0]), let month = Int(dotted[1]), let year = Int(dotted[2]) {
            self.init(year: year, month: month, day: day)
        } else {
            return nil
        }
    }

    /// The date of a count of days since 1970-01-01 (the civil-from-days algorithm).
    public init(daysSinceEpoch days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "\(year)-\(two(month))-\(two(day))"
    }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
