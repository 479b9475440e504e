import CalendarDates

extension CalendarDate {
    /// A date from `YYYY-MM-DD` (ISO, as menus write it) or `DD.MM.YYYY` (as the pantry examples write it).
    public init?(pantryText text: String) {
        let trimmed = text.trimmingBlanks()
        let dotted = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        if let date = CalendarDate(iso: trimmed) {
            self = date
        } else if dotted.count == 3, dotted[0].count <= 2, dotted[1].count <= 2, dotted[2].count == 4,
                  dotted.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }),
                  let day = Int(dotted[0]), let month = Int(dotted[1]), let year = Int(dotted[2]) {
            self.init(year: year, month: month, day: day)
        } else {
            return nil
        }
    }
}
