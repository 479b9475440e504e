/// The words generated recipes are made of: enough variety that names, lists and sorting look like real data.
///
/// A few words carry accents, so generated catalogs exercise the accent-insensitive sort as the bundled one does.
enum Vocabulary {
    /// Category names, cycled (with a number) when more categories are asked for.
    static let categories = [
        "Breakfast", "Soups & Stews", "Salads", "Main Courses", "Sides", "Breads & Pastry", "Desserts", "Drinks",
        "Snacks", "Sauces", "Grilling", "Vegetarian", "Seafood", "Pasta", "Rice & Grains", "Baking",
        "Holiday", "Street Food", "Slow Cooker", "Small Plates",
    ]

    static let adjectives = [
        "Smoky", "Crispy", "Creamy", "Spicy", "Roasted", "Grilled", "Braised", "Honey", "Garlic", "Lemon",
        "Herbed", "Golden", "Rustic", "Classic", "Quick", "Sticky", "Charred", "Tangy", "Sweet", "Savory",
        "Sautéed", "Crème", "Toasted", "Slow-Cooked", "Pan-Fried", "Baked", "Zesty", "Buttery", "Fiery", "Summer",
    ]

    static let mains = [
        "Chicken", "Lentil", "Mushroom", "Salmon", "Tomato", "Pumpkin", "Beef", "Pork", "Tofu", "Shrimp",
        "Chickpea", "Potato", "Cauliflower", "Eggplant", "Spinach", "Corn", "Apple", "Pear", "Chocolate", "Almond",
        "Jalapeño", "Gruyère", "Coconut", "Ginger", "Miso", "Lamb", "Duck", "Cod", "Zucchini", "Carrot",
        "Black Bean", "Sweet Potato", "Halloumi", "Peach", "Rhubarb", "Pistachio", "Fennel", "Leek", "Squash", "Turkey",
    ]

    static let dishes = [
        "Soup", "Stew", "Salad", "Tart", "Pie", "Curry", "Risotto", "Tacos", "Bowl", "Skillet",
        "Bake", "Gratin", "Pasta", "Noodles", "Fritters", "Burgers", "Sandwich", "Casserole", "Chili", "Frittata",
        "Crumble", "Cake", "Muffins", "Bread", "Flatbread", "Dumplings", "Skewers", "Purée", "Galette", "Pancakes",
    ]

    static let amounts = [
        "1 cup", "2 cups", "1/2 cup", "1/4 cup", "3 tbsp", "1 tbsp", "2 tsp", "1 tsp", "1/2 tsp", "pinch of",
        "200 g", "400 g", "1 kg", "250 ml", "500 ml", "2 large", "3 cloves", "1 bunch", "1 can (400 g)", "to taste",
    ]

    static let ingredients = [
        "all-purpose flour", "unsalted butter", "olive oil", "kosher salt", "black pepper", "garlic", "yellow onion",
        "red onion", "shallots", "fresh thyme", "fresh parsley", "cilantro", "ground cumin", "smoked paprika",
        "chili flakes", "sugar", "brown sugar", "honey", "eggs", "whole milk", "heavy cream", "plain yogurt",
        "parmesan", "cheddar", "feta", "lemon juice", "lime zest", "soy sauce", "rice vinegar", "chicken stock",
        "vegetable stock", "canned tomatoes", "tomato paste", "carrots", "celery", "baby spinach", "green beans",
        "basmati rice", "rolled oats", "baking powder", "baking soda", "vanilla extract", "dark chocolate",
        "ground cinnamon", "fresh ginger", "coconut milk", "sesame oil", "scallions", "bell pepper", "potatoes",
    ]

    static let preparations = ["", "", "", ", chopped", ", diced", ", minced", ", sliced", ", grated", ", softened", ", divided"]

    static let verbs = [
        "Whisk", "Stir", "Simmer", "Roast", "Bake", "Sauté", "Fold", "Season", "Toss", "Grill",
        "Brown", "Reduce", "Blend", "Knead", "Chill", "Drizzle", "Spread", "Layer", "Cook", "Heat",
    ]

    static let manners = [
        "over medium heat", "in a large bowl", "in a heavy pot", "on a lined baking sheet", "in a hot skillet",
        "gently with a spatula", "with a pinch of salt", "in batches", "over low heat", "in the oven at 200 °C",
    ]

    static let results = [
        "golden and crisp", "soft and fragrant", "thick and glossy", "just tender", "bubbling at the edges",
        "smooth and silky", "deeply browned", "cooked through", "slightly reduced", "set in the middle",
    ]

    /// How a summary describes the dish: "A hearty smoky lentil soup with ...".
    static let styles = [
        "hearty", "bright", "comforting", "crowd-pleasing", "light", "make-ahead", "one-pan", "family-style",
        "no-fuss", "weeknight", "rich", "fresh", "cozy", "simple", "festive",
    ]

    static let occasions = [
        "a weeknight dinner", "a lazy weekend brunch", "a picnic", "a crowd", "meal prep", "a cold evening",
        "a summer lunch", "a holiday table", "the lunch box", "two",
    ]
}
