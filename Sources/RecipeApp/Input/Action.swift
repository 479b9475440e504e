import RecipeNavigation

/// What the user asks the app to do, named by intent rather than by key.
package enum Action: Hashable, Sendable {
    /// Move the cursor of the focused pane (in the detail: between the rows it shows, scrolling where there are none).
    case move(Movement)
    /// A digit typed as a command: a count for the next move (`5j`), or in the stack picker the screen of that number.
    case digit(Int)
    /// Move to the next / previous row of the focused list that the last filter matches.
    case nextMatch
    case previousMatch
    /// Go right: focus the next pane, or in the detail open the ingredient or recipe under the cursor.
    case forward
    /// Go back: pop the detail stack while it is deeper than one, else focus the pane to the left.
    case back
    /// Pop the detail stack to its root, the recipe selected in the list.
    case popToRoot
    /// In the global search, open the screen of the ingredient the result under the cursor was found by.
    case openMatchedIngredient
    /// Start typing a filter for the focused list.
    case startFilter
    /// Open the search across every recipe.
    case startGlobalSearch
    /// Text typed into a search.
    case insertText(String)
    /// Delete the last character of a search.
    case deleteBackward
    /// A click of the main mouse button at a cell.
    case click(x: Int, y: Int)
    /// The mouse wheel turned over a cell: negative scrolls up.
    case wheel(x: Int, y: Int, lines: Int)
    /// Open the list of the stack's screens, to jump back to any of them.
    case showStack
    /// Cycle the column visibility: all, double column, detail only.
    case cycleColumns
    /// Cycle the focus through the panes.
    case focusNext
    case focusPrevious
    /// Jump to the recipe of the day.
    case recipeOfTheDay
    /// Show the current place as a deep link in the status line.
    case showLink
    /// Open the recipe on screen in the user's editor: a Cooklang recipe's file, or the JSON catalog at the recipe's line.
    case edit
    case toggleHelp
    /// Close an overlay or clear the notice.
    case dismiss
    /// Repaint the whole screen, as after another program scribbled on it.
    case redraw
    case quit
    /// The terminal now has this size.
    case resize(Size)
    /// The detail of this screen was loaded (see `Effect.loadDetail`): it can be laid out now.
    case detailLoaded(Route)
    /// Reading the data found the file changed since it was loaded: what the catalog holds is out of date.
    case sourceChanged
}

/// How far a cursor moves.
package enum Movement: Hashable, Sendable {
    case up, down, pageUp, pageDown, halfPageUp, halfPageDown, top, bottom
}

/// Work the pure update asks the shell to do, since the update itself touches no files or terminals.
package enum Effect: Equatable, Sendable {
    /// The navigation state changed: save it.
    case save
    /// Repaint every cell, not just the changed ones.
    case repaint
    /// Put this text on the terminal's clipboard (OSC 52), where the terminal allows it.
    case copyToClipboard(String)
    /// Leave the screen as for Ctrl-Z, run the user's editor on this file in the foreground, and come back.
    case edit(EditRequest)
    case quit
    /// Read the detail of this screen from the data, which the detail pane shows once it is loaded;
    /// answered with `Action.detailLoaded`, and with `Action.sourceChanged` when the file changed.
    case loadDetail(Route)
    /// Load the data again, whether or not the watcher saw it change.
    case reloadData
}
