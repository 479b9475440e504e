/// The command line that opens an `EditRequest` in the user's editor, resolved as git resolves its editor.
///
/// The editor is `$VISUAL`, else `$EDITOR`, else `vi`, skipping values that are empty or blank. It is
/// a shell command, not a program name, so it runs as `/bin/sh -c '<editor> "$@"' <editor> [+LINE] FILE`:
/// `EDITOR="code -w"` and `EDITOR="vim -u NONE"` work, and the file's name is never parsed by the shell.
/// `+LINE` is passed only to editors known to read it; any other gets just the file.
///
/// An editor that is plain words (no quotes, variables, redirections or other shell syntax) is
/// run with `exec`, so that the shell becomes the editor instead of waiting for it: a shell left
/// waiting would die of the Ctrl-\ (SIGQUIT) typed into an editor that reads the terminal in line
/// mode, and the app would come back while the editor still runs.
package struct EditorCommand: Equatable, Sendable {
    /// The editor as the environment gives it, a shell command: "vim", "code -w".
    package var editor: String
    /// The program to run and its arguments, the first being the program itself.
    package var arguments: [String]

    /// The shell that runs the editor's command.
    package static let shell = "/bin/sh"
    /// The editor when the environment names none, as git and less fall back to it.
    package static let fallbackEditor = "vi"
    /// Programs that read `+LINE` before a file as "open it at that line".
    package static let lineArgumentPrograms: Set<String> = [
        "vi", "vim", "nvim", "nano", "emacs", "emacsclient", "micro", "kak", "hx", "helix",
    ]

    /// The command for `request` under `environment` (the process's variables).
    package init(request: EditRequest, environment: [String: String]) {
        editor = Self.editor(in: environment)
        let script = (Self.isPlainWords(editor) ? "exec " : "") + editor + " \"$@\""
        var arguments = [Self.shell, "-c", script, editor]
        if let line = request.line, Self.takesLineArgument(editor) { arguments.append("+\(line)") }
        arguments.append(Self.fileArgument(request.path))
        self.arguments = arguments
    }

    /// `$VISUAL`, else `$EDITOR`, else `vi`; a value with nothing but blanks would have the shell run the file itself, so it is skipped.
    package static func editor(in environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], value.contains(where: { !$0.isWhitespace }) { return value }
        }
        return fallbackEditor
    }

    /// Tells whether the editor's program, the last component of its command's first word, reads `+LINE`.
    package static func takesLineArgument(_ editor: String) -> Bool {
        lineArgumentPrograms.contains(programName(of: editor))
    }

    /// Characters that give a command more meaning than words split at blanks: with any of them, the
    /// editor runs as the shell reads it, without `exec` (`FOO=1 vim`, `vim; make`, `~/bin/ed`).
    static let shellSyntax: Set<Character> = ["|", "&", ";", "<", ">", "(", ")", "$", "`", "\\", "\"", "'", "*", "?", "[", "#", "~", "=", "%", "\n", "{", "}", "!"]

    /// Tells whether the editor's command is words alone, which `exec` runs exactly as the shell would.
    package static func isPlainWords(_ editor: String) -> Bool {
        !editor.contains(where: shellSyntax.contains)
    }

    /// The name of the program an editor command runs: "/usr/bin/vim -u NONE" runs "vim",
    /// "'/opt/My Editor/kak'" runs "kak". Quotes are taken as the shell takes a first word's.
    package static func programName(of editor: String) -> String {
        var word = ""
        var quote: Character?
        for character in editor.drop(while: \.isWhitespace) {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character.isWhitespace {
                break
            } else {
                word.append(character)
            }
        }
        return String(word.split(separator: "/").last ?? "")
    }

    /// The file as an argument: a relative name starting with `-` or `+` would be read as an option or a line.
    static func fileArgument(_ path: String) -> String {
        path.hasPrefix("-") || path.hasPrefix("+") ? "./" + path : path
    }
}
