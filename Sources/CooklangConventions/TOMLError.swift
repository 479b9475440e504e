/// Why a text is not TOML this package can read, and where: the line and column (both from 1) of the problem.
package struct TOMLError: Error, Equatable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var message: String

    package var description: String { message }
}
