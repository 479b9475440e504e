print("recipe-tui")
