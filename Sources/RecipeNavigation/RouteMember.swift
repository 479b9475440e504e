/// A route as the state file writes one, an object of one member, its kind holding its key: `{"recipe": "apple-pie"}`.
///
/// A kind this version does not know is read without its value, as `unknownKind`, so that whatever
/// reads it can drop that screen (and say which kind it was) instead of refusing the whole file.
package struct RouteMember: Codable, Hashable, Sendable {
    package var route: Route?
    /// The kind of a route this version does not know, when `route` is nil for that reason.
    package var unknownKind: String?

    package init(_ route: Route?) {
        self.route = route
    }

    private struct Member: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Member.self)
        let members = container.allKeys
        guard members.count == 1, let member = members.first else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a screen of the path must be an object of one member, its kind, such as {\"recipe\": \"apple-pie\"}; found \(members.count) members"))
        }
        if Route.kinds.contains(member.stringValue) {
            route = Route(kind: member.stringValue, key: try container.decode(String.self, forKey: member))
        } else {
            unknownKind = member.stringValue
        }
    }

    package func encode(to encoder: any Encoder) throws {
        guard let route else { return }
        var container = encoder.container(keyedBy: Member.self)
        try container.encode(route.key, forKey: Member(stringValue: route.kind))
    }
}
