import Foundation
import Testing

@testable import SystemFiles

@Suite("The process's environment")
struct ProcessEnvironmentTests {
    @Test("Every variable, as ProcessInfo gives them")
    func sameAsProcessInfo() {
        #expect(ProcessEnvironment.variables == ProcessInfo.processInfo.environment)
    }

    @Test("An entry splits at its first =, by characters where it is not ASCII; one without = is left out")
    func split() {
        #expect(ProcessEnvironment.split("HOME=/root")! == ("HOME", "/root"))
        #expect(ProcessEnvironment.split("A=B=C")! == ("A", "B=C"))
        #expect(ProcessEnvironment.split("EMPTY=")! == ("EMPTY", ""))
        #expect(ProcessEnvironment.split("=value")! == ("", "value"))
        #expect(ProcessEnvironment.split("NAME=café")! == ("NAME", "café"))
        #expect(ProcessEnvironment.split("NO_SEPARATOR") == nil)
        #expect(ProcessEnvironment.split("") == nil)
        // A combining mark after = makes one character that is not "=": no separator there, as in ProcessInfo.
        #expect(ProcessEnvironment.split("A=\u{301}B") == nil)
        #expect(ProcessEnvironment.split("A=\u{301}B=C")! == ("A=\u{301}B", "C"))
    }

    @Test("One variable is read with getenv")
    func value() {
        #expect(ProcessEnvironment.value("PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(ProcessEnvironment.value("RECIPE_TUI_SURELY_UNSET_VARIABLE") == nil)
    }
}
