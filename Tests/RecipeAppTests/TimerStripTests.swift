@testable import RecipeApp
import Testing

/// The strip of timers: every timer shown, or counted where the terminal is too narrow for it.
@Suite("The timer strip never hides a timer without a word")
struct TimerStripTests {
    static let pizza = (text: "Pizza Margherita step 2 0:40:50", ended: false)
    static let eggs = (text: "Eggs 0:04:48", ended: false)

    /// The strip drawn alone on a row `width` cells wide.
    static func strip(_ labels: [(text: String, ended: Bool)], width: Int) -> String {
        var buffer = ScreenBuffer(width: width, height: 1)
        TimerStripView(labels: labels).draw(into: &buffer, rect: Rect(x: 0, y: 0, width: width, height: 1))
        return buffer.lines[0].trimmingSuffixSpaces()
    }

    @Test("Wide enough, every timer in the order started")
    func allFit() {
        #expect(Self.strip([Self.pizza, Self.eggs], width: 80) == " Pizza Margherita step 2 0:40:50 · Eggs 0:04:48")
    }

    @Test("At 40 columns the second timer is counted, not dropped in silence")
    func counted() {
        #expect(Self.strip([Self.pizza, Self.eggs], width: 40) == " Pizza Margherita step 2 0:40:50 +1")
        #expect(Self.strip([Self.pizza, Self.eggs], width: 46) == " Pizza Margherita step 2 0:40:50 +1 more (T)")
    }

    @Test("Too narrow even for the first: it is cut, and the rest still counted")
    func firstCut() {
        let line = Self.strip([Self.pizza, Self.eggs, Self.eggs], width: 20)
        #expect(line.hasSuffix("+2"))
        #expect(line.hasPrefix(" Pizza Marg"))
    }

    @Test("The timers box at 40×12 says its keys in shorter words rather than cut mid-word")
    func narrowBoxKeys() {
        var buffer = ScreenBuffer(width: 40, height: 12)
        TimersView(labels: [Self.pizza.text, Self.eggs.text], selected: 0).draw(into: &buffer, size: Size(width: 40, height: 12))
        #expect(buffer.lines.contains { $0.contains("p pause · + min · x cancel · Esc") })
        #expect(!buffer.lines.contains { $0.contains("…") })
    }
}

private extension String {
    func trimmingSuffixSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
