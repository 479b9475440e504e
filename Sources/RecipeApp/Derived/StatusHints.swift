import Synchronization

/// The bottom bar's key hints, each named from the keymap, with the width it takes.
///
/// Naming a key searches the keymap's bindings, and the bar asked for every hint two or three times
/// a frame: about 150,000 instructions of each key's frame (see docs/PERFORMANCE.md). The names
/// depend on the keymap alone, so an environment names them once (`StatusHintsMemo`).
struct StatusHints: Sendable {
    struct Item: Sendable {
        var text: String
        var width: Int
    }

    /// Every hint the bar can show, in the order it shows them.
    var items: [Item]
    /// The key that shows today's recipe, and the one that clears a filter, as the bar names them.
    var recipeOfTheDayKey: String
    var dismissKey: String

    init(keymap: Keymap) {
        let hintKey = { (action: Action) in keymap.keys(for: action).first?.label ?? "?" }
        items = [
            hintKey(.move(.up)) + hintKey(.move(.down)) + " move",
            hintKey(.forward) + " open",
            hintKey(.back) + " back",
            hintKey(.toggleHelp) + " help",
            hintKey(.quit) + " quit",
            hintKey(.startFilter) + " filter",
            hintKey(.startGlobalSearch) + " find",
            hintKey(.popToRoot) + " root",
            hintKey(.showStack) + " stack",
            hintKey(.cycleColumns) + " columns",
            hintKey(.showLink) + " link",
            hintKey(.edit) + " edit",
        ].map { Item(text: $0, width: DisplayText($0).width) }
        recipeOfTheDayKey = hintKey(.recipeOfTheDay)
        dismissKey = hintKey(.dismiss)
    }

    /// As many whole hints, from the first, as fit in `width` cells two apart.
    func fitting(_ width: Int) -> [String] {
        var shown: [String] = []
        var used = 0
        for item in items {
            let cost = item.width + (shown.isEmpty ? 0 : 2)
            if used + cost > width { break }
            shown.append(item.text)
            used += cost
        }
        return shown
    }
}

/// The status hints of one environment's keymap, named the first time a frame asks for them.
final class StatusHintsMemo: Sendable {
    private let named = Mutex<StatusHints?>(nil)

    init() {}

    func hints(for keymap: Keymap) -> StatusHints {
        if let hints = named.withLock({ $0 }) { return hints }
        let hints = StatusHints(keymap: keymap)
        named.withLock { $0 = hints }
        return hints
    }
}
