internal import CLibYAML

/// Why a text is not YAML, as libyaml says it: the problem, where it is, and what was being read.
///
/// The cases are Yams's `YamlError` cases for a parser, less the copy of the text each of those keeps.
package enum YAMLError: Error, Equatable {
    /// libyaml could not allocate memory.
    case memory
    /// A byte libyaml does not take as YAML text (a control character, say), at a byte offset of the text.
    case reader(problem: String, offset: Int)
    case scanner(context: Context?, problem: String, Mark)
    case parser(context: Context?, problem: String, Mark)
    case composer(context: Context?, problem: String, Mark)

    /// What was being read when the problem was found, and where that started.
    package struct Context: Equatable, Sendable {
        package var text: String
        package var mark: Mark
    }

    /// The error libyaml's parser stopped with.
    init(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? ""
        let context = parser.context.map { Context(text: String(cString: $0), mark: Mark(parser.context_mark)) }
        switch parser.error {
        case YAML_READER_ERROR: self = .reader(problem: problem, offset: parser.problem_offset)
        case YAML_SCANNER_ERROR: self = .scanner(context: context, problem: problem, Mark(parser.problem_mark))
        case YAML_PARSER_ERROR: self = .parser(context: context, problem: problem, Mark(parser.problem_mark))
        case YAML_COMPOSER_ERROR: self = .composer(context: context, problem: problem, Mark(parser.problem_mark))
        default: self = .memory
        }
    }
}
