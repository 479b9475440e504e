import CooklangConventions
import RecipeNavigation

/// What changes the state: what the user asks for, named by intent rather than by key, and what the
/// runtime saw happen outside the keys (the first frame, a reload, the editor's return, a failed save).
///
/// Every change to `AppState` is one of these through `AppState.apply(_:in:)`: the runtime never
/// writes the state itself, so the whole-state tests cover everything that can happen to it.
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
    /// In a recipe's detail: scale it to more servings, by the recipe's own step (`+`).
    case moreServings
    /// In a recipe's detail: scale it to fewer servings, by the recipe's own step (`-`).
    case fewerServings
    /// In a recipe's detail: back to the servings the recipe is written for (`=`).
    case recipeServings
    /// Show quantities in the next units: as written → metric → US customary (`u`).
    case cycleUnits
    /// Open the recipe on screen in the user's editor: a Cooklang recipe's file, or the JSON catalog at the recipe's line.
    case edit
    /// Add the recipe on screen to the plan (the collection's `.shopping-list`) at the servings it is
    /// shown for; again adds more. On a menu's screen, the whole menu.
    case addToPlan
    /// Open the Plan screen (`p`): what the plan file lists.
    case openPlan
    /// Open the menu section of today's date (`m`), the one the top bar names.
    case openTodaysMenu
    /// A key of the Plan screen, which it reads before the global table.
    case plan(PlanCommand)
    /// A key of a menu's screen, which it reads before the global table.
    case menu(MenuCommand)
    case toggleHelp
    /// Push the screen of every tag with its count (`#`).
    case openTags
    /// Push what can I make: the recipes the pantry covers (`w`).
    case openCookable
    /// Open cook mode on the recipe on screen, at the step last seen there (the first the first time).
    case openCook
    /// A key of cook mode's screen, which it reads before the global table.
    case cook(CookCommand)
    /// Open the Problems screen, the doctor's findings on the data; on it, have the doctor examine the data again (`!`).
    case showProblems
    /// Open the shopping list of the plan, from anywhere (`s`).
    case openShoppingList
    /// A key of the shopping list's screen, which it reads before the global table.
    case shopping(ShoppingCommand)
    /// Show every timer, to pause, resume, extend or cancel one.
    case showTimers
    /// A key of the timers box, on the timer under its cursor.
    case timer(TimerCommand)
    /// Close an overlay or clear the notice.
    case dismiss
    /// Repaint the whole screen, as after another program scribbled on it.
    case redraw
    case quit
    /// The terminal now has this size.
    case resize(Size)

    // What the runtime saw, rather than a key. The larger ones are boxed (`indirect`): the keymap
    // copies and compares actions on every frame, and an action as wide as a saved view would make
    // each of those copies a memmove.

    /// The first frame is about to be drawn on a terminal of `size`: the restored place is made
    /// presentable (a focus with something to show, the first category of a fresh start) and the
    /// view saved beside it, if any, put back. Not a change to save: it is what the file holds.
    indirect case start(size: Size, view: SavedView?)
    /// A newer version of the data was read whole: the place and the view move onto it, and the
    /// bottom line says what changed. The runtime uses `reload.environment` from then on.
    indirect case reloaded(DataReload)
    /// The data changed but could not be read as it now is: the version read before stays, and the bottom line says why.
    indirect case reloadFailed(dataName: String, reason: String, postscript: String?)
    /// The user's editor (`Effect.edit`) returned, `outcome` being how the command `editor` ended;
    /// the data is read again, since the editor may have changed it.
    indirect case editorReturned(EditorOutcome, editor: String)
    /// A background save of the place failed: the bottom line says so, and why.
    case saveFailed(reason: String)
    /// The data, or a folder of it, cannot be watched for changes: said after what the bottom line shows.
    case watchProblem(String)
    /// The detail of this screen was loaded (see `Effect.loadDetail`): it can be laid out now.
    case detailLoaded(Route)
    /// The runtime changed the plan file (or could not): what to tell the user.
    case planWritten(notice: String)
    /// The kitchen's files (plan, ticks, aisles, pantry, menus) were read again, at launch or after a
    /// change: the screens that show them follow. The runtime uses `reload.environment` from then on.
    indirect case kitchenLoaded(KitchenReload)
    /// The doctor examined the data (see `Effect.examineProblems`): the Problems screen shows the
    /// findings from now on, and the runtime draws from `examined.environment`, which holds them.
    indirect case problemsExamined(ProblemsExamined)
    /// A tick could not be written to `.shopping-checked`, or its log not compacted: why.
    case checkLogWritten(notice: String)
    /// Reading the data found the file changed since it was loaded: what the catalog holds is out of date.
    case sourceChanged
    /// The wall clock, in seconds since 1970, as the runtime read it: timers count down, and those
    /// that ended since the last tick ring. Not a key: the notice stays.
    case clockTick(Double)
}

/// What a key does in cook mode.
package enum CookCommand: Hashable, Sendable {
    case next, previous, first, last
    /// Back to the recipe, the step kept for a return; first dismisses timers that ended, if any.
    case leave
    /// Start the step's timers.
    case startTimers
    /// Tick or untick the card's ingredient under the cursor.
    case tick
}

/// What a key does on the Plan screen, to the line under the cursor.
package enum PlanCommand: Hashable, Sendable {
    /// More or fewer servings of the recipe (or menu) line.
    case more, fewer
    /// Remove the line and what is nested under it.
    case remove
    /// Open the prompt that adds a free-hand item (`olive oil{4%l}`, `salt`).
    case startAdding
}

/// What a key does on a menu's screen.
package enum MenuCommand: Hashable, Sendable {
    /// Add the section (day) under the cursor to the plan.
    case addSection
    /// Add the whole menu to the plan.
    case addAll
}

/// What a key does on the shopping list's screen.
package enum ShoppingCommand: Hashable, Sendable {
    /// Tick or untick the item under the cursor (appended to `.shopping-checked`).
    case tick
    /// Show what the pantry took and what in it is low or expired; again shows the list.
    case togglePantry
    /// Copy the list as Markdown (OSC 52).
    case copyMarkdown
}

/// What a key does in the timers box.
package enum TimerCommand: Hashable, Sendable {
    case pauseOrResume, addMinute, cancel
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
    /// Leave the screen as for Ctrl-Z, run the user's editor on this file in the foreground, and come
    /// back with its outcome (`Action.editorReturned`).
    case edit(EditRequest)
    /// Read the data again now, whatever the watcher saw (after the editor ran: a network mount reports no changes).
    case reloadData
    case quit
    /// Read the detail of this screen from the data, which the detail pane shows once it is loaded;
    /// answered with `Action.detailLoaded`, and with `Action.sourceChanged` when the file changed.
    case loadDetail(Route)
    /// Change the plan file (add a recipe, a menu or an item, scale or remove a line), read afresh and
    /// written atomically; answered with `Action.planWritten`. The file is left alone when it could not be read whole.
    case editPlan(PlanEdit)
    /// Have the doctor examine the data at `dataPath` off the key path, reading its files afresh;
    /// answered with `Action.problemsExamined`.
    case examineProblems(dataPath: String, isCollection: Bool)
    /// Append a tick to the plan's `.shopping-checked` (compacting it when it has grown), answered
    /// with `Action.kitchenLoaded` holding the log as written, or a notice of why it was not.
    case recordTick(CheckedLog.Entry)
    /// Ring the terminal's bell: a timer ended.
    case bell
    /// Ask the terminal for a desktop notification (OSC 9 or OSC 777), unless the user turned them off.
    case notifyDesktop(title: String, body: String)
}
