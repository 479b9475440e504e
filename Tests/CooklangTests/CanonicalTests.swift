import Cooklang
import Foundation
import Testing
import Yams

/// The specification's own test suite, read from the copy in `Fixtures/canonical.yaml` beside this file.
enum CanonicalSuite {
    static let url = CooklangFixtures.url("canonical.yaml")

    /// The test cases by name, or the reason they could not be read.
    static let cases: Result<[String: CanonicalCase], CanonicalSuiteError> = {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return .failure(.init(reason: "cannot read \(url.path)")) }
        do {
            guard let root = try Yams.load(yaml: text) as? [String: Any], let tests = root["tests"] as? [String: [String: Any]] else {
                return .failure(.init(reason: "\(url.path) has no `tests` mapping"))
            }
            return .success(tests.mapValues { test in
                CanonicalCase(source: test["source"] as? String, expected: CanonicalResult(expected: test["result"] as Any))
            })
        } catch {
            return .failure(.init(reason: "\(url.path) is not YAML: \(error)"))
        }
    }()

    static var names: [String] { ((try? cases.get()) ?? [:]).keys.sorted() }
}

/// One case: its source and expected result, nil when the file does not have them in the documented shape.
struct CanonicalCase: Sendable {
    var source: String?
    var expected: CanonicalResult?
}

struct CanonicalSuiteError: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}

@Suite("Cooklang canonical tests")
struct CanonicalTests {
    @Test("The suite is there, with its 60 cases")
    func suiteIsComplete() throws {
        let cases = try CanonicalSuite.cases.get()
        #expect(cases.count == 60)
    }

    @Test("Each canonical case gives exactly the expected steps and metadata", arguments: CanonicalSuite.names)
    func canonicalCase(name: String) throws {
        let testCase = try #require(try CanonicalSuite.cases.get()[name])
        let source = try #require(testCase.source)
        let expected = try #require(testCase.expected)
        let parsed = CooklangParser.parse(source)
        #expect(CanonicalResult(parsed.recipe) == expected)
    }
}
