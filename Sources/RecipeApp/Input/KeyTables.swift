import Synchronization

/// The keymap's tables from keys to actions, one per input mode, made from its bindings.
///
/// Made on the first key rather than with the keymap, which the first frame needs for its hints:
/// the first dictionary keyed by `Key` makes its storage type at run time, and checking `Key`'s
/// `Hashable` conformance scans every conformance record of the binary; with the tables' own
/// filling, about 0.4 million instructions before the first frame (see docs/PERFORMANCE.md, *Round four*).
final class KeyTables: Sendable {
    let actionsByKey: [Key: Action]
    let cookActionsByKey: [Key: Action]
    let shoppingActionsByKey: [Key: Action]
    let timerActionsByKey: [Key: Action]
    let screenActionsByKey: [String: [Key: Action]]
    let problemsActionsByKey: [Key: Action]
    let textEntryActionsByKey: [Key: Action]
    let helpActionsByKey: [Key: Action]

    init(_ keymap: Keymap) {
        var screens: [String: [Key: Action]] = [:]
        for screen in keymap.screenKeys where screens[screen.kind] == nil {
            screens[screen.kind] = Self.actionsByKey(screen.bindings)
        }
        screenActionsByKey = screens
        problemsActionsByKey = Self.actionsByKey(keymap.problemsKeys)
        shoppingActionsByKey = Self.actionsByKey(keymap.shoppingKeys)
        cookActionsByKey = Self.actionsByKey(keymap.cookKeys)
        timerActionsByKey = Self.actionsByKey(keymap.timerKeys)
        actionsByKey = Self.actionsByKey(keymap.bindings)
        textEntryActionsByKey = Self.actionsByKey(keymap.textEntry)
        helpActionsByKey = Self.actionsByKey(keymap.helpKeys)
    }

    /// Each key's action; a key bound twice keeps its first binding.
    private static func actionsByKey(_ bindings: [Keymap.Binding]) -> [Key: Action] {
        var actionsByKey: [Key: Action] = [:]
        for binding in bindings {
            for key in binding.keys where actionsByKey[key] == nil {
                actionsByKey[key] = binding.action
            }
        }
        return actionsByKey
    }
}

/// A keymap's `KeyTables`, made once, on the first lookup.
final class KeyTablesMemo: Sendable {
    private let made = Mutex<KeyTables?>(nil)

    init() {}

    func tables(for keymap: Keymap) -> KeyTables {
        made.withLock { made in
            if let made { return made }
            let tables = KeyTables(keymap)
            made = tables
            return tables
        }
    }
}
