/// How each style looks for a terminal's colour support: pure data the terminal layer turns into ncurses attributes.
///
/// Keeping the palette here rather than in the ncurses code lets tests check that the focused pane
/// and the cursor stay distinguishable in every mode.
package struct Theme: Equatable, Sendable {
    /// What the terminal can show.
    package enum Capability: Equatable, Sendable {
        /// 256 colours or more.
        case extended
        /// The eight ANSI colours.
        case basic
        /// No colour: bold, reverse, underline and dim only.
        case monochrome
    }

    /// Text attributes that do not need colour.
    package struct Attributes: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let bold = Attributes(rawValue: 1)
        package static let reverse = Attributes(rawValue: 2)
        package static let underline = Attributes(rawValue: 4)
        package static let dim = Attributes(rawValue: 8)
    }

    /// The look of one style: attributes, and colours as terminal colour numbers (-1: the terminal's default).
    package struct Look: Equatable, Hashable, Sendable {
        package var attributes: Attributes = []
        package var foreground: Int = -1
        package var background: Int = -1

        package init(attributes: Attributes = [], foreground: Int = -1, background: Int = -1) {
            self.attributes = attributes
            self.foreground = foreground
            self.background = background
        }

        package var usesColor: Bool { foreground != -1 || background != -1 }
    }

    let capability: Capability
    /// Each style's look, by the style's raw value: an array rather than a dictionary, whose first
    /// use at launch (its generic storage's metadata, a scan of every conformance record of the
    /// binary) cost about 250,000 instructions before the first frame.
    private let looks: [Look]

    package init(capability: Capability) {
        self.capability = capability
        var looks = Array(repeating: Look(), count: Int(Style.allCases.map(\.rawValue).max() ?? 0) + 1)
        for style in Style.allCases {
            looks[Int(style.rawValue)] = Self.look(for: style, capability)
        }
        self.looks = looks
    }

    /// The look of a style in this theme.
    package func look(_ style: Style) -> Look {
        looks[Int(style.rawValue)]
    }

    /// Chooses the theme for what the terminal reports, honouring a request for no colour.
    package static func forTerminal(colors: Int, noColor: Bool) -> Theme {
        if noColor || colors < 8 { return Theme(capability: .monochrome) }
        return Theme(capability: colors >= 256 ? .extended : .basic)
    }

    // Colours are chosen to read on dark and light backgrounds alike: text keeps the terminal's own
    // foreground and background, and only highlights paint a background of their own.
    private static func look(for style: Style, _ capability: Capability) -> Look {
        switch (capability, style) {
        case (_, .normal): Look()
        case (_, .dim): Look(attributes: .dim)
        case (.monochrome, .heading): Look(attributes: .bold)
        case (.monochrome, .title): Look(attributes: [.bold, .underline])
        case (.monochrome, .focusedTitle): Look(attributes: [.bold, .reverse])
        case (.monochrome, .selection): Look(attributes: [.bold, .underline])
        case (.monochrome, .focusedSelection): Look(attributes: [.bold, .reverse])
        case (.monochrome, .bar): Look(attributes: .reverse)
        case (.monochrome, .notice): Look(attributes: [.bold, .reverse, .underline])
        case (.monochrome, .border): Look()
        case (.monochrome, .match): Look(attributes: [.bold, .underline])

        case (.basic, .heading): Look(attributes: .bold, foreground: 6)
        case (.basic, .title): Look(attributes: [.bold, .underline])
        case (.basic, .focusedTitle): Look(attributes: .bold, foreground: 7, background: 4)
        case (.basic, .selection): Look(attributes: .reverse)
        case (.basic, .focusedSelection): Look(attributes: .bold, foreground: 7, background: 4)
        case (.basic, .bar): Look(attributes: .reverse)
        case (.basic, .notice): Look(attributes: .bold, foreground: 0, background: 3)
        case (.basic, .border): Look(foreground: 4)
        case (.basic, .match): Look(attributes: [.bold, .underline], foreground: 3)

        case (.extended, .heading): Look(attributes: .bold, foreground: 37)
        case (.extended, .title): Look(attributes: [.bold, .underline])
        case (.extended, .focusedTitle): Look(attributes: .bold, foreground: 231, background: 25)
        case (.extended, .selection): Look(foreground: 231, background: 242)
        case (.extended, .focusedSelection): Look(attributes: .bold, foreground: 231, background: 25)
        case (.extended, .bar): Look(foreground: 231, background: 238)
        case (.extended, .notice): Look(attributes: .bold, foreground: 16, background: 214)
        case (.extended, .border): Look(foreground: 244)
        case (.extended, .match): Look(attributes: [.bold, .underline], foreground: 214)
        }
    }
}
