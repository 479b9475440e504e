/// The `.shopping-checked` log: `+ name` ticks, `- name` unticks, names without case, the last entry for a name wins.
///
/// The app appends one line per tick, so that a phone on the same synced folder and the app never
/// overwrite each other's ticks; when the log has grown well past what it says, it is compacted to
/// one `+ name` line per ticked item that the list still has.
public struct CheckedLog: Hashable, Sendable {
    /// One line of the log.
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var checked: Bool

        public init(name: String, checked: Bool) {
            self.name = name
            self.checked = checked
        }

        /// The line the log holds for it, newline included: `+ salt\n`.
        public var line: String { (checked ? "+ " : "- ") + name + "\n" }
    }

    /// The entries in file order.
    public private(set) var entries: [Entry]
    /// Each folded name to whether its last entry ticks it.
    private var state: [String: Bool]

    public init(entries: [Entry] = []) {
        self.entries = []
        state = [:]
        for entry in entries { append(entry) }
    }

    /// Reads the log; a line that is neither `+ name` nor `- name` is one problem and is skipped.
    public static func read(_ text: String, file: String) -> (log: CheckedLog, problems: [ConventionProblem]) {
        var entries: [Entry] = []
        var problems: [ConventionProblem] = []
        for (offset, raw) in text.conventionLines().enumerated() {
            let line = raw.trimmingBlanks()
            if line.isEmpty { continue }
            let name = line.dropFirst().trimmingBlanks()
            guard let mark = line.first, mark == "+" || mark == "-", !name.isEmpty else {
                let column = raw.distance(from: raw.startIndex, to: line.startIndex) + 1
                problems.append(ConventionProblem(file: file, line: offset + 1, column: column, message: "a line of the check log is \"+ name\" or \"- name\""))
                continue
            }
            entries.append(Entry(name: String(name), checked: mark == "+"))
        }
        return (CheckedLog(entries: entries), problems)
    }

    /// Records an entry as its last for that name.
    public mutating func append(_ entry: Entry) {
        entries.append(entry)
        state[AisleConfig.fold(entry.name)] = entry.checked
    }

    /// Whether the last entry for the name (without case) ticks it.
    public func isChecked(_ name: String) -> Bool {
        state[AisleConfig.fold(name)] ?? false
    }

    /// The folded names that are ticked.
    public var checkedNames: Set<String> {
        Set(state.compactMap { $0.value ? $0.key : nil })
    }

    /// Whether the log holds many more lines than its compaction would: more than 64, and four times the ticked.
    public var wantsCompaction: Bool {
        entries.count > 64 && entries.count > 4 * checkedNames.count
    }

    /// The compacted log: one `+ name` line per ticked name the list still has, in the order first ticked; idempotent.
    public func compacted(keeping currentNames: [String]) -> CheckedLog {
        let current = Set(currentNames.map(AisleConfig.fold))
        var seen: Set<String> = []
        var kept: [Entry] = []
        for entry in entries {
            let key = AisleConfig.fold(entry.name)
            guard state[key] == true, current.contains(key), seen.insert(key).inserted else { continue }
            kept.append(Entry(name: entry.name, checked: true))
        }
        return CheckedLog(entries: kept)
    }

    /// The whole log as the file holds it.
    public var text: String { entries.map(\.line).joined() }
}
