import ArgumentParser

/// A number of servings as typed on the command line: its value, and its text for an error to echo.
///
/// An error then names what the user typed (`--servings 0`, `--servings 100000`), not the number
/// as a `Double` prints it (`0.0`, `100000.0`). Any number is taken here, negative ones too: whether it
/// is one a recipe can be scaled to is the command's to say (`RecipeRoute.sensible`), in its own words.
struct ServingsArgument: ExpressibleByArgument {
    var value: Double
    var text: String

    init?(argument: String) {
        guard let value = Double(argument) else { return nil }
        self.value = value
        text = argument
    }
}
