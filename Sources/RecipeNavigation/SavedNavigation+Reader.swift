extension SavedNavigation {
    /// Reads the state file with `StateFileReader`, its `"view"` member with `view` (left unread when nil);
    /// nil when anything is not as this app writes it, for `JSONDecoder` to read instead.
    static func read(_ bytes: [UInt8], view: ((inout StateFileReader) -> Bool)?) -> SavedNavigation? {
        var reader = StateFileReader(bytes)
        var version: Int?
        var saved = SavedNavigation(version: 0)
        let read = reader.readObject { reader, name in
            switch name {
            case "version":
                version = reader.readInt()
                return version != nil
            case "selectedCategory": return reader.readOptionalString(into: &saved.selectedCategory)
            case "focus": return reader.readOptionalString(into: &saved.focus)
            case "columnVisibility": return reader.readOptionalString(into: &saved.columnVisibility)
            case "path":
                if reader.takeNull() { return true }
                var routes: [RouteMember] = []
                guard reader.readArray({ reader in
                    guard let member = RouteMember.read(&reader) else { return false }
                    routes.append(member)
                    return true
                }) else { return false }
                saved.path = routes
                return true
            case "recipePathIds":
                if reader.takeNull() { return true }
                var ids: [String] = []
                guard reader.readArray({ reader in
                    guard let id = reader.readString() else { return false }
                    ids.append(id)
                    return true
                }) else { return false }
                saved.recipePathIds = ids
                return true
            case "view":
                guard let view else { return false }
                return view(&reader)
            default:
                return false
            }
        }
        guard read, reader.isAtEnd(), let version else { return nil }
        saved.version = version
        return saved
    }

    init(version: Int) {
        self.init(version: version, selectedCategory: nil, path: nil, recipePathIds: nil, focus: nil, columnVisibility: nil)
    }
}
