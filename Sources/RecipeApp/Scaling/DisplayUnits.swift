/// The units the detail shows quantities in: as the recipe writes them, metric, or US customary.
///
/// A choice of display only: the recipe is never changed, and each quantity is converted within its
/// own dimension (mass to mass, volume to volume, temperature), never from volume to mass. `u` cycles
/// it; it is saved with the view (`SavedView.units`) as its `rawValue`.
package enum DisplayUnits: String, CaseIterable, Hashable, Sendable, Codable {
    /// As the recipe writes them.
    case original
    case metric
    /// US customary: cups, tablespoons, ounces, pounds, °F.
    case us

    /// The next choice of `u`: what was written → metric → US customary → what was written.
    package var next: DisplayUnits {
        switch self {
        case .original: .metric
        case .metric: .us
        case .us: .original
        }
    }

    /// How the bottom line names it after `u`.
    package var label: String {
        switch self {
        case .original: "as written"
        case .metric: "metric"
        case .us: "US customary"
        }
    }
}
