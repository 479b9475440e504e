#if canImport(Darwin)
import Darwin
#else
import Glibc  // open, fstat, close: the recipes file held open, each recipe read with preadAll when shown
#endif
import SystemFiles

/// A cached folder's full recipes, kept in a file of their own and each read with `pread` and
/// decoded when something asks for it.
///
/// A later launch makes no `Recipe` until one is shown, and reads none of the recipes' bytes either:
/// they are most of what the catalog cache holds (13 of 17 MB at 10,000 files), and reading and
/// checking them whole cost a later launch about 15 ms. The catalog cache keeps a table of each
/// recipe's offset, length and hash in the recipes file, in index order, under its own checksum; a
/// recipe is decoded only when its bytes have that hash, so a file damaged, cut short or replaced
/// since gives nil, never a crash and never another recipe. The file is read, never mapped.
package final class EncodedRecipes: Sendable {
    /// What a recipes file starts with, before the token that pairs it with its catalog cache.
    // 2: the recipe fields' table is named by its signature, so that a file written with another table is made again.
    static let magic: [UInt8] = Array("recipe-tui cooklang recipes 2 \(ByteWriter.recipeEncodingSignature)\n".utf8)
    /// The length of a recipes file's header: the magic and the token.
    static let headerLength = magic.count + 8
    /// The bytes of one recipe's entry in the table: offset, length and hash, each 64 bits little-endian.
    static let entryLength = 24

    private let descriptor: Int32
    /// The table of each recipe's entry, in index order.
    private let table: [UInt8]
    /// How many recipes the table has.
    package let count: Int
    /// The recipes file's size when it was opened: an entry beyond it is refused before anything is allocated.
    private let fileSize: Int
    /// Called when a recipe's bytes no longer hold what the table says, so that the cache is built anew next time.
    private let damaged: @Sendable () -> Void

    /// Opens the recipes file at `path` for the catalog cache whose table is `table`, or nil when it is
    /// not the file that cache was written with: another token, another size, or no such file.
    package init?(path: String, token: UInt64, size: Int, table: [UInt8], count: Int, damaged: @escaping @Sendable () -> Void) {
        guard count >= 0, table.count / Self.entryLength == count, table.count % Self.entryLength == 0 else { return nil }
        // Without blocking, regular files only: a FIFO put at the path must not hang the launch.
        guard let (descriptor, status) = try? ReadOpen.file(path, accepting: .regularFiles) else { return nil }
        guard Int(status.st_size) == size,
            let header = preadAll(descriptor, offset: 0, length: Self.headerLength), header.starts(with: Self.magic),
            Self.littleEndian(header, at: Self.magic.count) == token
        else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.table = table
        self.count = count
        fileSize = size
        self.damaged = damaged
    }

    deinit {
        close(descriptor)
    }

    /// The recipe at `position` of the index, or nil when its bytes cannot be read or are not what was written.
    func recipe(_ position: Int) -> Recipe? {
        guard position >= 0, position < count else { return nil }
        let entry = position * Self.entryLength
        let offset = Int(Int64(bitPattern: Self.littleEndian(table, at: entry)))
        let length = Int(Int64(bitPattern: Self.littleEndian(table, at: entry + 8)))
        let hash = Self.littleEndian(table, at: entry + 16)
        guard offset >= Self.headerLength, length >= 0, length <= fileSize - offset,
            let bytes = preadAll(descriptor, offset: offset, length: length),
            bytes.withUnsafeBytes({ ContentHash.hash($0) }) == hash
        else {
            damaged()
            return nil
        }
        var reader = ByteReader(bytes: bytes, offset: 0)
        guard let recipe = reader.recipe(), reader.isAtEnd else {
            damaged()
            return nil
        }
        return recipe
    }

    /// Writes a recipes file to `descriptor`: its header with `token`, then `recipes` encoded in
    /// order; returns the table of each one's offset, length and hash, and the file's size.
    ///
    /// The file is written a megabyte at a time as the recipes are encoded: held whole, its 13 MB at
    /// 10,000 files were part of a first launch's peak memory, while the app and the other cache
    /// were in memory too.
    package static func write(_ recipes: some Sequence<Recipe>, count: Int, token: UInt64, to descriptor: Int32) throws(SystemError) -> (table: [UInt8], size: Int) {
        var chunk = ByteWriter()
        chunk.bytes = magic
        chunk.number(Int(Int64(bitPattern: token)))
        var table = ByteWriter()
        table.bytes.reserveCapacity(count * entryLength)
        var flushed = 0
        for recipe in recipes {
            let start = chunk.bytes.count
            chunk.recipe(recipe)
            table.number(flushed + start)
            table.number(chunk.bytes.count - start)
            table.number(Int(Int64(bitPattern: chunk.bytes[start...].withUnsafeBytes { ContentHash.hash($0) })))
            if chunk.bytes.count >= 1 << 20 {
                try writeAll(descriptor, chunk.bytes)
                flushed += chunk.bytes.count
                chunk.bytes.removeAll(keepingCapacity: true)
            }
        }
        try writeAll(descriptor, chunk.bytes)
        return (table.bytes, flushed + chunk.bytes.count)
    }

    /// The 64-bit little-endian number at `offset` of `bytes`, which the caller knows has 8 bytes there.
    private static func littleEndian(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in (offset..<(offset + 8)).reversed() { value = value << 8 | UInt64(bytes[index]) }
        return value
    }
}

extension RecipeCatalog {
    /// A catalog read back from a collection's cache: categories from the index, recipes decoded when first asked for.
    package init(index: RecipeIndex, warnings: [CatalogWarning], recipes: EncodedRecipes) {
        let categories = (0..<index.categoryCount).map { Category(id: index.categoryID(of: $0), name: index.categoryName(of: $0)) }
        self.init(categories: categories, warnings: warnings, index: index, fullRecipes: FullRecipeStore(encoded: recipes), origin: .cache)
    }
}

extension ByteWriter {
    /// What a file of encoded recipes writes in its header to name the encoding: `RecipeField.signature`,
    /// and the two lists a Cooklang file gives beside the JSON format's fields.
    package static let recipeEncodingSignature = RecipeField.signature + "+tags,metadata"

    /// Every field of a recipe, in the order of `RecipeField.all`, as `ByteReader.recipe()` reads it back:
    /// a text as its length and bytes, a count as a number (-1 for none), a list as its length and items.
    package mutating func recipe(_ recipe: Recipe) {
        for field in RecipeField.all {
            switch field.kind {
            case .requiredText(let path), .text(let path):
                text(recipe[field: path])
            case .count(let path):
                number(recipe[field: path] ?? -1)
            case .texts(let path):
                texts(recipe[field: path])
            case .ingredients(let path):
                let ingredients = recipe[field: path]
                number(ingredients.count)
                for ingredient in ingredients {
                    text(ingredient.amount)
                    text(ingredient.name)
                }
            }
        }
        // Not fields of the JSON format (see `Recipe.tags`), but a collection's caches keep them.
        texts(recipe.tags)
        texts(recipe.metadata)
    }
}

extension ByteReader {
    /// A recipe as `ByteWriter.recipe(_:)` wrote it; nil for anything cut short.
    package mutating func recipe() -> Recipe? {
        var recipe = RecipeField.empty
        for field in RecipeField.all {
            switch field.kind {
            case .requiredText(let path), .text(let path):
                guard let value = text() else { return nil }
                recipe[field: path] = value
            case .count(let path):
                guard let value = number() else { return nil }
                recipe[field: path] = value < 0 ? nil : value
            case .texts(let path):
                guard let values = texts() else { return nil }
                recipe[field: path] = values
            case .ingredients(let path):
                guard let count = number(), count >= 0, count <= bytes.count - offset else { return nil }
                var ingredients: [Ingredient] = []
                ingredients.reserveCapacity(count)
                for _ in 0..<count {
                    guard let amount = text(), let name = text() else { return nil }
                    ingredients.append(Ingredient(amount: amount, name: name))
                }
                recipe[field: path] = ingredients
            }
        }
        guard let tags = texts(), let metadata = texts() else { return nil }
        recipe.tags = tags
        recipe.metadata = metadata
        return recipe
    }
}
