import RecipeModel

/// The top line: where the user is, as a breadcrumb of category and detail stack.
struct TopBarView {
    let state: AppState
    let environment: AppEnvironment
    var catalog: RecipeCatalog { environment.catalog }

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        let nameWidth = Breadcrumb.nameWidth(forBarWidth: rect.width)
        let breadcrumb = Breadcrumb(navigation: state.navigation, catalog: catalog)
        for segment in breadcrumb.segments(maxWidth: Breadcrumb.breadcrumbWidth(forBarWidth: rect.width)) {
            if segment.column > 1 {
                buffer.write(Breadcrumb.separator, row: rect.y, column: segment.column - DisplayText(Breadcrumb.separator).width, style: .bar)
            }
            buffer.write(segment.text, row: rect.y, column: segment.column, limit: segment.width, style: .bar)
        }
        if nameWidth > 0 {
            buffer.write(Breadcrumb.appName, row: rect.y, column: rect.maxX - nameWidth + 1, style: .bar)
        }
    }
}
