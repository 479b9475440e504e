import Testing

@testable import Cooklang

@Suite("Cooklang front matter")
struct FrontMatterTests {
    /// Blocks the quick reader takes, and blocks it must leave to Yams; both kinds are compared with Yams.
    static let blocks = [
        "title: Margherita Pizza\nservings: 4\ntime: 1h30m\nsource: https://example.org/pizza?x=1\ntags:\n  - pizza\n  - italian\n",
        "sourced: babooshka\n", "Prep Time: 15 minutes\r\nCook Time: 30 minutes\r\n", "servings: 1|2|3\n",
        "tags:\n- a\n- b c\n\nauthor: Grandma's friend\n", "title: Crème brûlée 🍮\nnote: 50% of it, 100@home, a*b & c!\n",
        "title:  two  spaces\n", "yes: no\nnull: ~\nnumber: 1e3\n", "source.url: x\nprep-time: 5\nsnake_case: 1\n",
        // For Yams.
        "cooking time    :30 mins\n", "title: a: b\n", "title: 'quoted'\n", "title: \"quoted\"\n", "title: x # comment\n",
        "tags: [a, b]\n", "source:\n  name: Mum\n", "title: trailing \n", "title: x\ntitle: y\n", "key:\n",
        "tags:\n  - a\n    - b\n", "tags:\n  - a\n - b\n", "- a\n", "title: *alias\n", "title: &anchor x\n", "title: |\n  block\n",
        "title: >\n  folded\n", "title: !tag x\n", "title: @x\n", "title: `x`\n", "title: %x\n", "title: -x\n", "title: ?x\n",
        "title:\tx\n", "\ttitle: x\n", "  title: x\n", "title: x:\n", "title: {a: b}\n", "1title: x\n", "title : x\n",
        "title: a\u{2028}b\n", "title: a\u{85}b\n", "title: a\u{FEFF}b\n", "title: multi\n  line\n", "# comment\ntitle: x\n", "",
    ]

    @Test("The quick reader of plain front matter reads exactly what Yams reads, or leaves it to Yams", arguments: blocks)
    func agreesWithYams(yaml: String) {
        var yaml = yaml
        let quick = yaml.withUTF8 { simpleFrontMatterEntries($0) }
        let yams = FrontMatter.entries(yaml: yaml, firstLine: 2)
        if let quick {
            #expect(yams.diagnostics.isEmpty)
            #expect(quick == yams.entries)
        }
    }

    @Test("The usual front matter is read quickly")
    func usualBlocksAreQuick() {
        for var yaml in Self.blocks.prefix(9) {
            #expect(yaml.withUTF8 { simpleFrontMatterEntries($0) } != nil, "\(yaml)")
        }
    }
}
