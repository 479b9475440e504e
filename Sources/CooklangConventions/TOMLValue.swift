/// A value of a TOML document, as TOML 1.0 types it: what `TOMLReader` answers.
///
/// Dates and times keep their fields as written (no time zone arithmetic), as TOMLKit exposes them.
package enum TOMLValue: Equatable, Sendable {
    case string(String)
    case integer(Int64)
    case float(Double)
    case boolean(Bool)
    /// A local date such as `2024-05-05`.
    case date(TOMLLocalDate)
    /// A local time such as `07:32:00`.
    case time(TOMLLocalTime)
    /// A date with a time, and an offset in minutes when one is written (`Z` is 0).
    case dateTime(TOMLLocalDate, TOMLLocalTime, offsetMinutes: Int?)
    case array([TOMLValue])
    case table(TOMLTable)

    /// The text, when the value is a string.
    package var string: String? { if case .string(let text) = self { text } else { nil } }
    /// The table, when the value is a table (inline or not).
    package var table: TOMLTable? { if case .table(let table) = self { table } else { nil } }
    /// The elements, when the value is an array.
    package var array: [TOMLValue]? { if case .array(let elements) = self { elements } else { nil } }
    /// The date, when the value is a local date (not a date-time).
    package var date: TOMLLocalDate? { if case .date(let date) = self { date } else { nil } }
}

/// A calendar date as TOML writes it: year, month and day, checked against the month's length.
package struct TOMLLocalDate: Equatable, Sendable {
    package var year: Int
    package var month: Int
    package var day: Int
}

/// A time of day as TOML writes it, with the fraction of a second in nanoseconds.
package struct TOMLLocalTime: Equatable, Sendable {
    package var hour: Int
    package var minute: Int
    package var second: Int
    package var nanosecond: Int
}

/// A TOML table: its keys in the order the text first gives them, each with its value.
package struct TOMLTable: Equatable, Sendable, Sequence {
    package private(set) var keys: [String] = []
    private var values: [String: TOMLValue] = [:]

    package init() {}

    /// The value of a key; nil when the table does not have it.
    package subscript(key: String) -> TOMLValue? {
        get { values[key] }
        set {
            if values[key] == nil, newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { $0 == key } }
            values[key] = newValue
        }
    }

    /// Whether the table has the key.
    package func contains(_ key: String) -> Bool { values[key] != nil }

    package var count: Int { keys.count }

    package func makeIterator() -> some IteratorProtocol<(key: String, value: TOMLValue)> {
        var index = 0
        let keys = keys, values = values
        return AnyIterator {
            guard index < keys.count else { return nil }
            defer { index += 1 }
            return (keys[index], values[keys[index]]!)
        }
    }
}
