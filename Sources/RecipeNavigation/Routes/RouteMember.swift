/// A route as the state file writes one, an object named by its kind, the kind holding its key: `{"recipe": "apple-pie"}`.
///
/// The kind's own `RouteKind` reads and writes the object, which may hold options of the kind beside
/// its name (`{"cook": "Mains/Risotto", "step": 3}`); members a later version added are skipped, so
/// that its file still opens here. A kind this version does not know is read without its value, as
/// `unknownKind`, so that whatever reads it can drop that screen (and say which kind it was) instead
/// of refusing the whole file.
package struct RouteMember: Codable, Hashable, Sendable {
    package var route: Route?
    /// The kind of a route this version does not know, when `route` is nil for that reason.
    package var unknownKind: String?

    package init(_ route: Route?) {
        self.route = route
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SavedRouteKey.self)
        let members = container.allKeys
        let kinds = members.compactMap { Route.kind(named: $0.stringValue) }
        if kinds.count == 1, let kind = kinds.first {
            route = try kind.decode(from: container)
        } else if kinds.isEmpty, !members.isEmpty {
            // Which member names an unknown kind cannot be told from its options: name them all.
            unknownKind = members.map(\.stringValue).sorted().joined(separator: "/")
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a screen of the path must be an object of one member, its kind, such as {\"recipe\": \"apple-pie\"}, and the kind's options; found \(members.count) members"))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        guard let route else { return }
        var container = encoder.container(keyedBy: SavedRouteKey.self)
        try route.rules.encode(into: &container)
    }
}
