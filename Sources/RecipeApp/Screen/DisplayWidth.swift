import CWidth
import Glibc  // setlocale, nl_langinfo: the locale wcwidth answers by, and whether the user's is UTF-8

/// Display widths as the terminal sees them, from libc's `wcwidth`, the function ncurses itself uses.
///
/// Sharing the width function with ncurses is what keeps the cell grid and the painted screen in
/// step: CJK and most emoji take two cells, combining marks none.
package enum DisplayWidth {
    /// Makes sure `wcwidth` answers for UTF-8, and tells whether the user's own locale is UTF-8.
    ///
    /// Under a locale that is not UTF-8 ("C", "POSIX", Latin-1) the app still measures text as UTF-8,
    /// which is what its strings are, but the terminal is taken not to show UTF-8: the painter then
    /// sends ASCII only (`AsciiFallback`). Called once before any width is measured; the app calls
    /// it before starting ncurses too.
    package static let prepareLocale: Bool = {
        // Only the categories the app uses: the character type (wcwidth, the codeset, ncurses) and the
        // messages (strerror's text in errors). Taking all of them opened about a dozen locale files at
        // every launch for numbers, dates and collation, which the app formats and sorts itself.
        setlocale(LC_CTYPE, "")
        setlocale(LC_MESSAGES, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        let isUTF8 = codeset.uppercased().filter({ $0 != "-" }) == "UTF8"
        if !isUTF8 {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
        }
        return isUTF8
    }()

    /// The number of cells a scalar takes: 0 for combining marks, 2 for wide ones, -1 if unprintable.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        _ = prepareLocale
        return Int(wcwidth(wchar_t(bitPattern: value)))
    }
}
