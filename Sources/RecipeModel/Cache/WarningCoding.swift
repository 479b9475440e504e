/// Catalog warnings as bytes, for the cache: a kind byte, then each field (strings as a length and UTF-8, numbers as 64 bits).
package enum WarningCoding {
    package static func encode(_ warnings: [CatalogWarning]) -> [UInt8] {
        var bytes: [UInt8] = []
        func number(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }
        func text(_ value: String) {
            number(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }
        for warning in warnings {
            switch warning {
            case .danglingRelatedID(let recipeID, let relatedID):
                bytes.append(0)
                text(recipeID)
                text(relatedID)
            case .selfRelated(let recipeID):
                bytes.append(1)
                text(recipeID)
            case .truncated(let recipeID, let field, let kept, let original):
                bytes.append(2)
                text(recipeID)
                text(field)
                number(kept)
                number(original)
            case .inFile(let file, let message):
                bytes.append(3)
                text(file)
                text(message)
            }
        }
        return bytes
    }

    /// Decodes what `encode` wrote, or returns nil for anything else.
    package static func decode(_ bytes: [UInt8]) -> [CatalogWarning]? {
        var offset = 0
        func number() -> Int? {
            guard bytes.count - offset >= 8 else { return nil }
            let value = bytes[offset..<(offset + 8)].reversed().reduce(Int64(0)) { $0 << 8 | Int64($1) }
            offset += 8
            return Int(value)
        }
        func text() -> String? {
            guard let count = number(), count >= 0, bytes.count - offset >= count else { return nil }
            defer { offset += count }
            return String(validating: bytes[offset..<(offset + count)], as: UTF8.self)
        }
        var warnings: [CatalogWarning] = []
        while offset < bytes.count {
            let kind = bytes[offset]
            offset += 1
            switch kind {
            case 0:
                guard let recipeID = text(), let relatedID = text() else { return nil }
                warnings.append(.danglingRelatedID(recipeID: recipeID, relatedID: relatedID))
            case 1:
                guard let recipeID = text() else { return nil }
                warnings.append(.selfRelated(recipeID: recipeID))
            case 2:
                guard let recipeID = text(), let field = text(), let kept = number(), let original = number() else { return nil }
                warnings.append(.truncated(recipeID: recipeID, field: field, kept: kept, original: original))
            case 3:
                guard let file = text(), let message = text() else { return nil }
                warnings.append(.inFile(file: file, message: message))
            default:
                return nil
            }
        }
        return warnings
    }
}
