import RecipeModel
import RecipeTestSupport

/// As many results as the app's search overlay asks for (`GlobalSearch.maximumResults`).
let resultLimit = 200
