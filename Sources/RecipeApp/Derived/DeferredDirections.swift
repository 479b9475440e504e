import Cooklang
import CooklangCatalog
import Synchronization

/// A Cooklang recipe's directions, laid out step by step only as far as they are asked for, and the lines after them.
///
/// A huge recipe lays out up to a thousand steps again on every `+`, `-` or `u` (their quantities
/// change), of which a frame paints forty. Making each step's text and counting its lines was most of
/// a key's time at 10,000 ingredients (docs/PERFORMANCE.md, "Servings, units and `show`"), so the
/// layout lists the steps (cheap: no text) and makes them in order when a line at or past them is
/// first asked for: the frame asks for the lines it paints, the scroll's clamp for as many as it needs
/// to know that the view is full. The lines are the ones laying out every step at once would make.
///
/// The lines after the directions (the recipes that use this one, the file's problems) are laid out
/// at once, but start where the directions end: asking for one of them lays out every step.
final class DeferredDirections: Sendable {
    /// One thing of the directions, to be laid out in order.
    enum Item: Sendable {
        /// A section's name: a blank line before it, unless it comes right under a heading.
        case heading(String)
        /// A step, with its number and the width of the numbers' column.
        case step(CooklangStep, number: Int, numberWidth: Int)
        /// A note, marked with `>` in the numbers' column.
        case note(String, numberWidth: Int)
        /// The line that says how many steps and notes were shown of how many.
        case indented(String, style: Style, indent: Int)
    }

    private struct Progress {
        /// The first item not laid out yet.
        var next = 0
        var lines: [DetailContent.Line] = []
        /// Each quantity as this layout shows it, worked out once: recipes repeat theirs.
        var quantityTexts: [CooklangQuantity: String] = [:]
    }

    let items: [Item]
    let recipe: CooklangRecipe
    let display: QuantityDisplay
    /// The text width the directions are laid out to.
    let width: Int
    /// The lines after the directions, laid out already.
    let tail: [DetailContent.Line]
    /// The selectable rows among `tail`, their lines counted from its first.
    let tailSelectables: [DetailContent.Selectable]
    private let progress = Mutex(Progress())

    init(items: [Item], recipe: CooklangRecipe, display: QuantityDisplay, width: Int, tail: [DetailContent.Line], tailSelectables: [DetailContent.Selectable]) {
        self.items = items
        self.recipe = recipe
        self.display = display
        self.width = width
        self.tail = tail
        self.tailSelectables = tailSelectables
    }

    /// How many lines the directions and the tail have, or `limit` when they have at least that many:
    /// only the steps up to the `limit`th line are laid out.
    func lineCount(atMost limit: Int) -> Int {
        progress.withLock { progress in
            layOut(&progress) { $0.lines.count >= limit }
            return min(limit, progress.lines.count + (progress.next == items.count ? tail.count : 0))
        }
    }

    /// How many lines the directions and the tail have: every step laid out.
    var lineCount: Int { lineCount(atMost: .max) }

    /// How many lines the directions alone have, or `limit` when they have at least that many.
    func directionsLineCount(atMost limit: Int) -> Int {
        progress.withLock { progress in
            layOut(&progress) { $0.lines.count >= limit }
            return min(limit, progress.lines.count)
        }
    }

    /// Line `index` of the directions and the tail, `0..<lineCount`.
    func line(at index: Int) -> DetailContent.Line {
        progress.withLock { progress in
            layOut(&progress) { $0.lines.count > index }
            return index < progress.lines.count ? progress.lines[index] : tail[index - progress.lines.count]
        }
    }

    /// How many of the items are laid out so far: what a layout saved by not making the rest.
    var itemsLaidOut: Int { progress.withLock { $0.next } }

    /// Lays out items in order until `enough` says so or none is left.
    private func layOut(_ progress: inout Progress, until enough: (Progress) -> Bool) {
        while progress.next < items.count, !enough(progress) {
            switch items[progress.next] {
            case .heading(let name):
                // A heading after a step stands apart from it; right under "Directions" it needs no gap.
                if (progress.lines.last?.style ?? .heading) != .heading { progress.lines.append(DetailContent.Line(text: DisplayText(""), style: .normal)) }
                DetailContent.appendIndented(name, style: .heading, indent: 2, width: width, to: &progress.lines)
            case .step(let step, let number, let numberWidth):
                let text = CooklangRecipeMapping.stepText(
                    step, in: recipe, atMostBytes: DetailContent.maximumTextCharacters * 16, quantitySpace: DisplayText.noBreakSpace
                ) { quantity in
                    if let known = progress.quantityTexts[quantity] { return known }
                    let text = CooklangRecipeMapping.text(of: display.shown(quantity), space: DisplayText.noBreakSpace)
                    progress.quantityTexts[quantity] = text
                    return text
                }
                DetailContent.appendNumbered("\(number).", text: text, numberWidth: numberWidth, width: width, style: .normal, to: &progress.lines)
            case .note(let note, let numberWidth):
                DetailContent.appendNumbered(">", text: note, numberWidth: numberWidth, width: width, style: .dim, to: &progress.lines)
            case .indented(let text, let style, let indent):
                DetailContent.appendIndented(text, style: style, indent: indent, width: width, to: &progress.lines)
            }
            progress.next += 1
        }
    }
}
