import RecipeModel
import RecipeNavigation

/// The detail pane as a pager with links: its cursor moves over the rows it shows, and the text scrolls where there are none.
///
/// The cursor is always on a row the pane shows, unless no selectable row is in view at all (a long
/// summary on a short terminal): then `j`/`k` scroll the text, and the cursor lands on the first row
/// that scrolls into view. So → and Enter only ever open a row the user can see. End at the end (a list
/// that fits, or End twice) goes to the last row.
extension AppState {
    /// The detail's visible lines.
    private func detailWindow() -> Range<Int> {
        scroll.detail..<(scroll.detail + max(0, layout.contentHeight(of: .detail)))
    }

    /// Tells whether selectable row `index` shows in the pane (its first line does).
    func isDetailRowInView(_ index: Int, of content: DetailContent) -> Bool {
        (0..<content.selectableCount).contains(index) && detailWindow().contains(content.lines(ofSelectable: index).lowerBound)
    }

    /// The selectable row under the cursor when the pane shows it: the row → and Enter open.
    func detailRowUnderCursor(in environment: AppEnvironment) -> Route? {
        guard let content = detailContent(in: environment), isDetailRowInView(detailCursor, of: content) else { return nil }
        return content.route(ofSelectable: detailCursor)
    }

    /// Up and Down move to the next row in view, else scroll a line; paging and Home/End scroll, and the cursor follows.
    mutating func moveInDetail(_ movement: Movement, in environment: AppEnvironment) {
        guard let content = detailContent(in: environment) else { return }
        let page = max(1, layout.contentHeight(of: .detail) - 1)
        let height = layout.contentHeight(of: .detail)
        // The last scroll, or `limit` when it is at least that: a huge recipe's steps below `limit` are not laid out for it.
        func lastScroll(atMost limit: Int) -> Int { max(0, content.lineCount(atMost: max(0, limit) + height) - height) }
        let inView = isDetailRowInView(detailCursor, of: content)
        switch movement {
        case .down:
            if inView, isDetailRowInView(detailCursor + 1, of: content) {
                detailCursor += 1
                revealDetailCursor(content)
            } else if scroll.detail < lastScroll(atMost: scroll.detail + 1) {
                scroll.detail += 1
            } else if inView, detailCursor + 1 < content.selectableCount {
                detailCursor += 1
            }
        case .up:
            if inView, isDetailRowInView(detailCursor - 1, of: content) {
                detailCursor -= 1
                revealDetailCursor(content)
            } else if scroll.detail > 0 {
                scroll.detail -= 1
            } else if inView, detailCursor > 0 {
                detailCursor -= 1
            }
        case .pageUp: scroll.detail = max(0, scroll.detail - page)
        case .pageDown: scroll.detail = lastScroll(atMost: scroll.detail + page)
        case .halfPageUp: scroll.detail = max(0, scroll.detail - max(1, layout.contentHeight(of: .detail) / 2))
        case .halfPageDown: scroll.detail = lastScroll(atMost: scroll.detail + max(1, height / 2))
        case .top:
            scroll.detail = 0
            detailCursor = 0
        case .bottom:
            // End scrolls to the end, the cursor following as it does when paging; at the end already (a
            // list that fits, or a second End), it puts the cursor on the last row, as Home does on the first.
            // The end is known only with every line laid out: End lays out a huge recipe's every step.
            let end = lastScroll(atMost: Int.max / 2)
            if scroll.detail == end, let last = content.selectables(startingIn: detailWindow()).last {
                detailCursor = last
            }
            scroll.detail = end
        }
        followDetailCursor(content)
    }

    /// Puts the cursor on a row in view when the one it is on has scrolled out and another is shown.
    mutating func followDetailCursor(_ content: DetailContent) {
        guard !isDetailRowInView(detailCursor, of: content) else { return }
        let window = detailWindow()
        let shown = content.selectables(startingIn: window)
        guard let last = shown.last else { return }
        let cursorAbove = (0..<content.selectableCount).contains(detailCursor) && content.lines(ofSelectable: detailCursor).lowerBound < window.lowerBound
        detailCursor = cursorAbove ? shown.lowerBound : last
    }

    /// After going back, puts the cursor on the row of the screen the user came back from.
    mutating func placeDetailCursor(on route: Route, in environment: AppEnvironment) {
        detailCursorRoute = navigation.visibleRoute
        scroll.detail = 0
        guard let content = detailContent(in: environment) else {
            detailCursor = 0
            return
        }
        detailCursor = content.selectable(of: route) ?? 0
        revealDetailCursor(content)
    }

    /// Scrolls just enough to show every line of the row under the cursor.
    mutating func revealDetailCursor(_ content: DetailContent) {
        guard (0..<content.selectableCount).contains(detailCursor) else { return }
        let lines = content.lines(ofSelectable: detailCursor)
        let height = layout.contentHeight(of: .detail)
        // A screen too small to draw has nothing to reveal; scrolling it would only lose the place.
        guard height > 0, !layout.isTooSmall else { return }
        if lines.lowerBound < scroll.detail { scroll.detail = max(0, lines.lowerBound - 1) }
        if lines.upperBound > scroll.detail + height { scroll.detail = min(lines.lowerBound, lines.upperBound - height) }
    }

    /// Opens the row under the cursor: pushes an ingredient's screen or a recipe onto the stack.
    mutating func openDetailRow(in environment: AppEnvironment) {
        guard let route = detailRowUnderCursor(in: environment) else { return }
        open(route, in: environment)
    }

    /// Pushes a screen, or says why the stack cannot take one more.
    mutating func open(_ route: Route, in environment: AppEnvironment) {
        guard navigation.canPush else {
            notice = "The stack is at its deepest (\(NavigationModel.maximumDepth) screens); go back before opening more."
            return
        }
        navigation.apply(.push(route), in: environment.catalog)
    }
}
