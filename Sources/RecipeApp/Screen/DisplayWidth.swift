import CWidth
import Glibc

/// Display widths as the terminal sees them, from libc's `wcwidth`, the function ncurses itself uses.
///
/// Sharing the width function with ncurses is what keeps the cell grid and the painted screen in
/// step: CJK and most emoji take two cells, combining marks none.
package enum DisplayWidth {
    /// Makes sure `wcwidth` answers for UTF-8; under the "C" locale it knows only ASCII.
    ///
    /// Called once before any width is measured; the app calls it before starting ncurses too.
    package static let prepareLocale: Void = {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if codeset.uppercased().filter({ $0 != "-" }) != "UTF8" {
            // An unset or ASCII locale on a UTF-8 terminal is common (CI, ssh); prefer UTF-8 text handling.
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
        }
    }()

    /// The number of cells a scalar takes: 0 for combining marks, 2 for wide ones, -1 if unprintable.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        _ = prepareLocale
        return Int(wcwidth(wchar_t(bitPattern: value)))
    }
}
