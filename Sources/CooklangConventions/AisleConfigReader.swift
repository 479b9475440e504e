/// Reads `aisle.conf`: `[section]` lines in file order, ingredient lines under them with `|` between synonyms.
///
/// As cooklang-rs reads it, plus lines starting with `#`, `//` or `--` taken as comments (no
/// ingredient is called that). A malformed line is one problem and is skipped; the rest is used.
public enum AisleConfigReader {
    /// The aisles the text lists and a problem for each line that could not be used.
    public static func read(_ text: String, file: String) -> (config: AisleConfig, problems: [ConventionProblem]) {
        var aisles: [AisleConfig.Aisle] = []
        var aisleIndexByName: [String: Int] = [:]
        var firstPlace: [String: (aisle: String, line: Int)] = [:]
        var problems: [ConventionProblem] = []
        // nil before the first section and after a broken header, whose lines are skipped with it.
        var current: Int?
        var afterBrokenHeader = false

        func problem(_ line: Int, _ column: Int, _ message: String) {
            problems.append(ConventionProblem(file: file, line: line, column: column, message: message))
        }

        for (offset, rawLine) in text.conventionLines().enumerated() {
            let lineNumber = offset + 1
            let line = rawLine.trimmingBlanks()
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("//") || line.hasPrefix("--") { continue }
            let startColumn = rawLine.distance(from: rawLine.startIndex, to: line.startIndex) + 1

            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count >= 2 else {
                    problem(lineNumber, startColumn + line.count, "a section's name needs its closing \"]\"; its ingredients are skipped")
                    current = nil
                    afterBrokenHeader = true
                    continue
                }
                let name = String(line.dropFirst().dropLast().trimmingBlanks())
                guard !name.isEmpty else {
                    problem(lineNumber, startColumn, "a section needs a name between \"[\" and \"]\"; its ingredients are skipped")
                    current = nil
                    afterBrokenHeader = true
                    continue
                }
                afterBrokenHeader = false
                let key = AisleConfig.fold(name)
                if let existing = aisleIndexByName[key] {
                    // A section named twice is one aisle, as cooklang-rs has it: the later lines join the first.
                    current = existing
                } else {
                    aisleIndexByName[key] = aisles.count
                    current = aisles.count
                    aisles.append(AisleConfig.Aisle(name: name))
                }
                continue
            }

            guard let aisleIndex = current else {
                if !afterBrokenHeader {
                    problem(lineNumber, startColumn, "an ingredient before any [section] has no aisle; skipped")
                }
                continue
            }
            var names: [String] = []
            var column = startColumn
            for part in line.split(separator: "|", omittingEmptySubsequences: false) {
                let name = part.trimmingBlanks()
                if name.isEmpty {
                    problem(lineNumber, column, "an empty name between \"|\"; skipped")
                } else if let earlier = firstPlace[AisleConfig.fold(String(name))] {
                    let partColumn = column + part.distance(from: part.startIndex, to: name.startIndex)
                    problem(lineNumber, partColumn, "\"\(name)\" is listed already (line \(earlier.line), [\(earlier.aisle)]); the first is used")
                } else {
                    firstPlace[AisleConfig.fold(String(name))] = (aisles[aisleIndex].name, lineNumber)
                    names.append(String(name))
                }
                column += part.count + 1
            }
            if !names.isEmpty {
                aisles[aisleIndex].ingredients.append(AisleConfig.Ingredient(names: names))
            }
        }
        return (AisleConfig(aisles: aisles), problems)
    }
}
