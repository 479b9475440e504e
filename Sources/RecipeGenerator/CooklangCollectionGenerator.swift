/// Writes a realistic folder of Cooklang recipes of any size, the same files for the same parameters on every machine.
///
/// Each top-level folder is a category; about one recipe in ten is in a `Basics` subfolder of its
/// category and one in fifty directly in the root. Every file has YAML front matter (title,
/// servings, time, tags), two sections of steps with ingredients, cookware and timers inline, a
/// note now and then, and 0-2 references to other recipes of the collection.
public struct CooklangCollectionGenerator: Sendable {
    public var recipeCount: Int
    public var categoryCount: Int
    public var seed: UInt64

    /// One file of the collection: its path below the folder, and its text.
    public struct File: Hashable, Sendable {
        public var path: String
        public var text: String
    }

    public init(recipes: Int, categories: Int, seed: UInt64) {
        recipeCount = max(0, recipes)
        categoryCount = max(1, categories)
        self.seed = seed
    }

    /// The files in path order of creation; `visit` is called once per file, so a huge collection never sits in memory whole.
    public func write(to visit: (File) throws -> Void) rethrows {
        var random = SplitMix64(seed: seed)
        let categories = (0..<categoryCount).map { index in
            let base = Vocabulary.categories[index % Vocabulary.categories.count]
            let round = index / Vocabulary.categories.count
            return round == 0 ? base : "\(base) \(round + 1)"
        }
        // Paths first: references point at recipes later in the collection too. The number keeps names distinct.
        let paths = (0..<recipeCount).map { index -> String in
            let name = "\(random.pick(Vocabulary.adjectives)) \(random.pick(Vocabulary.mains)) \(random.pick(Vocabulary.dishes)) \(index + 1)"
            switch random.int(in: 0...99) {
            case 0...1: return name
            case 2...11: return "\(random.pick(categories))/Basics/\(name)"
            default: return "\(random.pick(categories))/\(name)"
            }
        }
        for index in 0..<recipeCount {
            try visit(File(path: paths[index] + ".cook", text: recipeText(index: index, paths: paths, random: &random)))
        }
    }

    /// Every file, for tests and small collections.
    public func files() -> [File] {
        var files: [File] = []
        write { files.append($0) }
        return files
    }

    private func recipeText(index: Int, paths: [String], random: inout SplitMix64) -> String {
        let title = String(paths[index].split(separator: "/").last!)
        var text = """
            ---
            title: \(title)
            servings: \(random.int(in: 1...12))
            time: \(random.int(in: 1...96) * 5) minutes
            tags: [\(random.pick(Vocabulary.styles)), \(random.pick(Vocabulary.occasions).split(separator: " ").last!)]
            ---


            """
        var references: [Int] = []
        if recipeCount > 1 {
            for _ in 0..<random.int(in: 0...2) {
                var other = random.int(in: 0...(recipeCount - 1))
                while other == index || references.contains(other) { other = (other + 1) % recipeCount }
                references.append(other)
            }
        }
        for (sectionIndex, section) in ["Prepare", "Cook"].enumerated() {
            text += "= \(section)\n\n"
            for step in 0..<random.int(in: 2...4) {
                var sentence = "\(random.pick(Vocabulary.verbs)) \(ingredient(&random)) with \(ingredient(&random))"
                if sectionIndex == 0, step < references.count {
                    sentence += " and @./\(paths[references[step]]){1%batch}"
                }
                sentence += " in a #\(random.pick(Self.cookware)){} \(random.pick(Vocabulary.manners)) for ~{\(random.int(in: 1...30))%minutes}."
                text += sentence + "\n\n"
            }
            if random.int(in: 0...3) == 0 {
                text += "> \(random.pick(Vocabulary.styles).capitalized) is best made a day ahead.\n\n"
            }
        }
        return text
    }

    /// `@name{amount%unit}(note)` from the vocabulary: "2 cups" becomes `{2%cups}`, "to taste" a note.
    private func ingredient(_ random: inout SplitMix64) -> String {
        let name = random.pick(Vocabulary.ingredients)
        let amount = random.pick(Vocabulary.amounts)
        let parts = amount.split(separator: " ", maxSplits: 1)
        if let number = parts.first, number.first?.isNumber == true {
            let unit = parts.count > 1 ? String(parts[1]).replacing("(", with: "").replacing(")", with: "") : ""
            return "@\(name){\(number)\(unit.isEmpty ? "" : "%" + unit)}"
        }
        return "@\(name){}(\(amount))"
    }

    static let cookware = ["large bowl", "saucepan", "frying pan", "baking dish", "stock pot", "wok", "sheet pan", "dutch oven"]
}

extension String {
    /// The text with its first letter in upper case.
    fileprivate var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
