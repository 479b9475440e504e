/// What a cell means to the eye; the terminal layer decides how each role looks (colour, bold, reverse).
///
/// Naming roles rather than colours keeps rendering pure and lets the same frame be painted in
/// colour, in eight colours or in monochrome.
package enum Style: UInt8, CaseIterable, Sendable {
    case normal
    /// Secondary text: counts, times, hints.
    case dim
    /// Section headings in the detail and the recipe's name.
    case heading
    /// The title of a pane that does not have the focus.
    case title
    /// The title of the focused pane.
    case focusedTitle
    /// The selected row of a pane that does not have the focus.
    case selection
    /// The selected row of the focused pane: the cursor.
    case focusedSelection
    /// The top and bottom bars.
    case bar
    /// A message in the bottom bar.
    case notice
    /// Pane separators and overlay frames.
    case border
    /// Characters of a name that match the search.
    case match
}
