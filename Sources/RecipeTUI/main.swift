// recipe-tui: a terminal recreation of Apple's SwiftUI navigation cookbook.
RecipeTUICommand.main()
