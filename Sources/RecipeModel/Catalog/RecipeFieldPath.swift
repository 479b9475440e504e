/// Where one field of `RecipeField.all` lives in `Recipe`: a getter and a setter, made at compile time.
///
/// Not a `WritableKeyPath`: key paths are made at run time on their first use, and the table's nine
/// took about 270,000 instructions of every launch before the first frame (see docs/PERFORMANCE.md,
/// *Round four*); these closures capture nothing, so there is nothing to make.
struct RecipeFieldPath<Value>: Sendable {
    let get: @Sendable (Recipe) -> Value
    let set: @Sendable (inout Recipe, Value) -> Void
}

extension Recipe {
    /// The value of the field at `path`, read or written as a key path's subscript would.
    subscript<Value>(field path: RecipeFieldPath<Value>) -> Value {
        get { path.get(self) }
        set { path.set(&self, newValue) }
    }
}
