#if canImport(Darwin)
import Darwin
#else
import Glibc  // stat: whether the data file is still the version that was read
#endif

extension RecipeCatalog {
    /// Returns the 1-based line of the data file on which recipe `id`'s JSON object starts, for an
    /// editor's `+LINE`; nil for an unknown ID, a catalog whose recipes have no place in a file (made
    /// from values, parsed by the precise parser, or read from Cooklang files), or a file that can no
    /// longer be read that far.
    ///
    /// The line is counted in the file as it is now. The document the index was built from is counted
    /// while the data file is still that version; once it was replaced (an editor that saves by renaming
    /// a new file over it, whose old inode the document still reads) or rewritten, its offsets name other
    /// lines, so the file is read again and the recipe's object found in it.
    ///
    /// Counting reads the file up to the recipe, in chunks, so it costs time in proportion to the
    /// recipe's offset (a replaced file is read whole): ask only when it is needed, as when the user presses `e`.
    package func line(ofRecipe id: String) -> Int? {
        if let path = dataFilePath, let identity = dataFileIdentity, !identity.isCurrent(atPath: path) {
            guard let now = try? RecipeCatalog(contentsOfFile: path) else { return nil }
            return now.lineInDocument(ofRecipe: id)
        }
        return lineInDocument(ofRecipe: id)
    }

    /// Whether the data file on disk is no longer the version this catalog was read from (replaced,
    /// rewritten or gone); false for a collection, whose files are many, or a catalog made in memory.
    package var dataFileChangedSinceRead: Bool {
        guard let path = dataFilePath, let identity = dataFileIdentity else { return false }
        return !identity.isCurrent(atPath: path)
    }

    /// The line of recipe `id` in the document the index was built from.
    private func lineInDocument(ofRecipe id: String) -> Int? {
        guard let position = index.lookup(id), let document = fullRecipes.document else { return nil }
        return document.lineNumber(atOffset: index.source(of: position).offset)
    }
}

extension FileIdentity {
    /// Whether `path` names this version of the file now.
    func isCurrent(atPath path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && matches(status)
    }
}
