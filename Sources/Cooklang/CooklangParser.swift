/// Parses Cooklang text into a recipe; it never fails, and reports what it had to work around.
public enum CooklangParser {
    /// The recipe `source` describes, and the diagnostics found in it.
    public static func parse(_ source: String) -> CooklangParseResult {
        var source = source
        return source.withUTF8 { parse(utf8: $0) }
    }

    /// The recipe of a file's bytes; bytes that are not UTF-8 give an empty recipe and one
    /// diagnostic at the first bad byte (see ``decode(_:)``).
    public static func parse(bytes: [UInt8]) -> CooklangParseResult {
        switch decode(bytes) {
        case .success(let text): parse(text)
        case .failure(let diagnostic): CooklangParseResult(recipe: CooklangRecipe(), diagnostics: [diagnostic])
        }
    }

    /// Parses valid UTF-8: finds the front matter, masks the comments in a copy, then reads it line by line.
    static func parse(utf8 source: UnsafeBufferPointer<UInt8>) -> CooklangParseResult {
        var diagnostics: [CooklangDiagnostic] = []
        var locator = Locator(bytes: source)
        var metadata: [CooklangMetadataEntry] = []
        // A byte order mark is not text.
        var bodyStart = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        switch FrontMatter.split(source, at: bodyStart) {
        case .none: break
        case .unclosed:
            diagnostics.append(CooklangDiagnostic(
                location: locator.location(of: bodyStart),
                message: "the front matter's `---` is never closed by another `---` line, so it is read as steps"
            ))
        case .frontMatter(let frontMatter):
            let yaml = UnsafeBufferPointer(rebasing: source[frontMatter.yaml])
            let firstLine = locator.location(of: frontMatter.yaml.lowerBound).line
            if let problem = FrontMatterBounds.problem(in: yaml, firstLine: firstLine) {
                diagnostics.append(problem)
            } else if let entries = simpleFrontMatterEntries(yaml) {
                metadata = entries
            } else {
                let read = FrontMatter.entries(yaml: String(decoding: yaml, as: UTF8.self), firstLine: firstLine)
                metadata = read.entries
                diagnostics += read.diagnostics
            }
            bodyStart = frontMatter.bodyStart
        }

        var masked = Array(source)
        masked.withUnsafeMutableBufferPointer { bytes in
            maskComments(bytes, from: bodyStart) { offset in
                diagnostics.append(CooklangDiagnostic(
                    location: locator.location(of: offset),
                    message: "`[-` starts a block comment that is never closed by `-]`, so it is read as text"
                ))
            }
        }
        return masked.withUnsafeBufferPointer { text in
            var reader = RecipeReader(text: text, locator: locator, metadata: metadata, diagnostics: diagnostics)
            reader.read(from: bodyStart)
            return reader.result()
        }
    }
}
