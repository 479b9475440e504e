/// Makes untrusted text safe to paint: nothing from a data file may reach the terminal as a control.
///
/// C0 controls become their visible Control Pictures (ESC shows as ␛), DEL shows as ␡, and C1 controls,
/// bidirectional overrides and other unprintable scalars become U+FFFD. A name such as
/// `"\u{1B}]52;c;...\u{07}"` therefore draws as `␛]52;c;...␇` and cannot set the clipboard.
package enum TextSanitizer {
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Returns the scalar to paint in place of `scalar`, or `scalar` itself when it is harmless.
    package static func sanitize(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        switch value {
        case 0x20..<0x7F:
            return scalar
        case 0x00..<0x20:
            return Unicode.Scalar(0x2400 + value)!
        case 0x7F:
            return "\u{2421}"
        case 0x80..<0xA0:
            return replacement
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
            // Bidirectional marks and overrides could reorder what follows them on screen.
            return replacement
        case 0x2028, 0x2029:
            return " "
        default:
            return scalar
        }
    }
}
