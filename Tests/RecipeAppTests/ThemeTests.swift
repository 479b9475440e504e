import RecipeTestSupport
import Testing

@testable import RecipeApp

@Suite("Colour themes")
struct ThemeTests {
    @Test("The theme follows the terminal's colours and NO_COLOR", arguments: [
        (256, false, Theme.Capability.extended), (88, false, .basic), (8, false, .basic), (0, false, .monochrome),
        (256, true, .monochrome), (8, true, .monochrome),
    ])
    func choice(colors: Int, noColor: Bool, capability: Theme.Capability) {
        #expect(Theme.forTerminal(colors: colors, noColor: noColor).capability == capability)
    }

    @Test("In every mode the cursor, the other panes' selections and plain text all look different",
          arguments: [Theme.Capability.extended, .basic, .monochrome])
    func focusStaysVisible(capability: Theme.Capability) {
        let theme = Theme(capability: capability)
        let looks = [Style.normal, .selection, .focusedSelection].map(theme.look)
        #expect(Set(looks).count == 3)
        #expect(theme.look(.focusedTitle) != theme.look(.title))
        #expect(theme.look(.notice) != theme.look(.bar))
    }

    @Test("Monochrome uses attributes only; text keeps the terminal's own colours in every mode",
          arguments: [Theme.Capability.extended, .basic, .monochrome])
    func colours(capability: Theme.Capability) {
        let theme = Theme(capability: capability)
        if capability == .monochrome {
            #expect(Style.allCases.allSatisfy { !theme.look($0).usesColor })
        }
        #expect(theme.look(.normal) == Theme.Look())
        if capability == .basic {
            #expect(Style.allCases.allSatisfy { theme.look($0).foreground < 8 && theme.look($0).background < 8 })
        }
    }

    @Test("Frames do not depend on the theme: the same cells are painted with each mode's looks")
    func framesAreThemeFree() {
        var state = appState(AdaptiveLayoutTests.deep)
        state.prepareForFirstFrame(in: bundledCatalog)
        let frame = state.render(in: bundledCatalog)
        // The focused pane's cursor row is styled as the cursor; each theme maps that style to a distinct look.
        let row = 2 + state.detailContent(in: bundledCatalog)!.lines(ofSelectable: state.detailCursor).lowerBound - state.scroll.detail
        let cursorStyles = Set((58..<120).map { frame[row, $0].style })
        #expect(cursorStyles == [.focusedSelection])
    }
}
