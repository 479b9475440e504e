import RecipeNavigation

extension SavedView {
    /// Reads a saved view (or `null`) with `StateFileReader`, as `init(from:)` reads it; false when
    /// anything is not as this app writes it, for `JSONDecoder` to read the file instead.
    package static func read(_ reader: inout StateFileReader, into view: inout SavedView?) -> Bool {
        if reader.takeNull() {
            view = nil
            return true
        }
        var saved = SavedView()
        let read = reader.readObject { reader, name in
            switch name {
            case "categoriesTop": return reader.readOptionalString(into: &saved.categoriesTop)
            case "recipesTop": return reader.readOptionalString(into: &saved.recipesTop)
            case "categoriesCursor": return reader.readOptionalString(into: &saved.categoriesCursor)
            case "recipesCursor": return reader.readOptionalString(into: &saved.recipesCursor)
            case "detail":
                if reader.takeNull() { return true }
                saved.detail = Detail.read(&reader)
                return saved.detail != nil
            case "units":
                // Units this version does not know are skipped, as `init(from:)` skips them.
                var units: String?
                guard reader.readOptionalString(into: &units) else { return false }
                saved.units = units.flatMap(DisplayUnits.init(rawValue:))
                return true
            case "timers":
                if reader.takeNull() { return true }
                var timers: [CookTimer] = []
                guard reader.readArray({ reader in
                    guard let timer = CookTimer.read(&reader) else { return false }
                    timers.append(timer)
                    return true
                }) else { return false }
                saved.timers = timers
                return true
            case "recipeOfTheDay":
                if reader.takeNull() { return true }
                saved.recipeOfTheDay = DailyPick.read(&reader)
                return saved.recipeOfTheDay != nil
            default:
                return false
            }
        }
        guard read else { return false }
        view = saved
        return true
    }
}

extension SavedView.Detail {
    /// Reads the detail's saved scroll with `StateFileReader`; nil when it is not as this app writes it.
    static func read(_ reader: inout StateFileReader) -> Self? {
        var screen: RouteMember?
        var firstLine: Int?
        var cursor: RouteMember?
        let read = reader.readObject { reader, name in
            switch name {
            case "screen":
                screen = RouteMember.read(&reader)
                return screen != nil
            case "firstLine":
                firstLine = reader.readInt()
                return firstLine != nil
            case "cursor":
                if reader.takeNull() { return true }
                cursor = RouteMember.read(&reader)
                return cursor != nil
            default:
                return false
            }
        }
        guard read, let screen, let firstLine else { return nil }
        return Self(screen: screen, firstLine: firstLine, cursor: cursor)
    }
}

extension SavedView.DailyPick {
    /// Reads today's recipe with `StateFileReader`; nil when it is not as this app writes it.
    static func read(_ reader: inout StateFileReader) -> Self? {
        var date: String?
        var recipe: String?
        let read = reader.readObject { reader, name in
            switch name {
            case "date":
                date = reader.readString()
                return date != nil
            case "recipe":
                recipe = reader.readString()
                return recipe != nil
            default:
                return false
            }
        }
        guard read, let date, let recipe else { return nil }
        return Self(date: date, recipe: recipe)
    }
}

extension CookTimer {
    /// Reads a saved kitchen timer with `StateFileReader`; nil when it is not as this app writes it.
    static func read(_ reader: inout StateFileReader) -> Self? {
        var id: Int?, step: Int?, upperSeconds: Int?
        var name: String?, recipeID: String?
        var endsAt: Double?, pausedAt: Double?
        let read = reader.readObject { reader, member in
            switch member {
            case "id":
                id = reader.readInt()
                return id != nil
            case "step":
                step = reader.readInt()
                return step != nil
            case "upperSeconds":
                if reader.takeNull() { return true }
                upperSeconds = reader.readInt()
                return upperSeconds != nil
            case "name":
                name = reader.readString()
                return name != nil
            case "recipeID":
                recipeID = reader.readString()
                return recipeID != nil
            case "endsAt":
                endsAt = reader.readDouble()
                return endsAt != nil
            case "pausedAt":
                if reader.takeNull() { return true }
                pausedAt = reader.readDouble()
                return pausedAt != nil
            default:
                return false
            }
        }
        guard read, let id, let name, let recipeID, let step, let endsAt else { return nil }
        return Self(id: id, name: name, recipeID: recipeID, step: step, endsAt: endsAt, pausedAt: pausedAt, upperSeconds: upperSeconds)
    }
}
