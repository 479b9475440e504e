/// The kitchen's files read again, as `Action.kitchenLoaded` hands them to the update: the environment to draw from now on.
package struct KitchenReload: Hashable, Sendable {
    /// The environment on screen with the kitchen as read now (`AppEnvironment.replacingKitchen`).
    package var environment: AppEnvironment

    package init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The same environment (not an equal kitchen: an environment is a value with memos of its own).
    package static func == (lhs: KitchenReload, rhs: KitchenReload) -> Bool {
        lhs.environment.memos === rhs.environment.memos
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(environment.memos))
    }
}
