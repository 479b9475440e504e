import RecipeModel

/// A newer version of the data, as `Action.reloaded` hands it to the update: the environment to
/// draw from now on, and what changed since the one it replaces.
package struct DataReload: Hashable, Sendable {
    /// The new catalog, with the keymap of the environment it replaces.
    package var environment: AppEnvironment
    /// What changed, compared with the catalog on screen until now.
    package var difference: CatalogDifference
    /// How notices name the data: the file's or folder's name.
    package var dataName: String
    /// Said after the notice, when given: a folder that cannot be watched.
    package var postscript: String?
    /// True for a reload only asked for (after the editor ran) rather than one the watcher saw
    /// changes for: finding nothing changed, it says nothing.
    package var quietWhenUnchanged: Bool

    package init(environment: AppEnvironment, difference: CatalogDifference, dataName: String, postscript: String? = nil, quietWhenUnchanged: Bool = false) {
        self.environment = environment
        self.difference = difference
        self.dataName = dataName
        self.postscript = postscript
        self.quietWhenUnchanged = quietWhenUnchanged
    }

    /// Two reloads are the same when they bring the same environment (the same one, not an equal
    /// catalog: an environment is a value with memos of its own) and say the same.
    package static func == (lhs: DataReload, rhs: DataReload) -> Bool {
        lhs.environment.memos === rhs.environment.memos && lhs.difference == rhs.difference && lhs.dataName == rhs.dataName
            && lhs.postscript == rhs.postscript && lhs.quietWhenUnchanged == rhs.quietWhenUnchanged
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(environment.memos))
        hasher.combine(dataName)
        hasher.combine(postscript)
        hasher.combine(quietWhenUnchanged)
    }
}
