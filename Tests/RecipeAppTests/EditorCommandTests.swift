import RecipeApp
import Testing

/// Which editor `e` runs, with which arguments, and what the bottom line says when it fails.
@Suite("The editor's command line")
struct EditorCommandTests {
    @Test(
        "The editor is $VISUAL, else $EDITOR, else vi; empty or blank values are skipped",
        arguments: [
            (["VISUAL": "nvim", "EDITOR": "nano"], "nvim"),
            (["EDITOR": "nano"], "nano"),
            (["VISUAL": "", "EDITOR": "nano"], "nano"),
            (["VISUAL": "  \t", "EDITOR": "emacs -nw"], "emacs -nw"),
            (["VISUAL": "", "EDITOR": ""], "vi"),
            ([:], "vi"),
            (["EDITOR": "code -w"], "code -w"),
        ])
    func editorResolution(environment: [String: String], editor: String) {
        #expect(EditorCommand.editor(in: environment) == editor)
    }

    @Test(
        "The shell runs the editor's command with the file as \"$@\"; +LINE comes first for editors that read it",
        arguments: [
            ("vim", 12, ["/bin/sh", "-c", "exec vim \"$@\"", "vim", "+12", "/data/recipes.json"]),
            ("vi", 1, ["/bin/sh", "-c", "exec vi \"$@\"", "vi", "+1", "/data/recipes.json"]),
            ("/usr/bin/nvim", 40, ["/bin/sh", "-c", "exec /usr/bin/nvim \"$@\"", "/usr/bin/nvim", "+40", "/data/recipes.json"]),
            ("vim -u NONE", 7, ["/bin/sh", "-c", "exec vim -u NONE \"$@\"", "vim -u NONE", "+7", "/data/recipes.json"]),
            ("nano", 3, ["/bin/sh", "-c", "exec nano \"$@\"", "nano", "+3", "/data/recipes.json"]),
            ("emacs -nw", 3, ["/bin/sh", "-c", "exec emacs -nw \"$@\"", "emacs -nw", "+3", "/data/recipes.json"]),
            ("emacsclient -t", 3, ["/bin/sh", "-c", "exec emacsclient -t \"$@\"", "emacsclient -t", "+3", "/data/recipes.json"]),
            ("micro", 3, ["/bin/sh", "-c", "exec micro \"$@\"", "micro", "+3", "/data/recipes.json"]),
            ("kak", 3, ["/bin/sh", "-c", "exec kak \"$@\"", "kak", "+3", "/data/recipes.json"]),
            ("hx", 3, ["/bin/sh", "-c", "exec hx \"$@\"", "hx", "+3", "/data/recipes.json"]),
            ("helix", 3, ["/bin/sh", "-c", "exec helix \"$@\"", "helix", "+3", "/data/recipes.json"]),
            ("code -w", 12, ["/bin/sh", "-c", "exec code -w \"$@\"", "code -w", "/data/recipes.json"]),
            ("gedit", 12, ["/bin/sh", "-c", "exec gedit \"$@\"", "gedit", "/data/recipes.json"]),
            ("vimdiff", 12, ["/bin/sh", "-c", "exec vimdiff \"$@\"", "vimdiff", "/data/recipes.json"]),
        ])
    func commandWithLine(editor: String, line: Int, arguments: [String]) {
        let command = EditorCommand(request: EditRequest(path: "/data/recipes.json", line: line), environment: ["EDITOR": editor])
        #expect(command.editor == editor)
        #expect(command.arguments == arguments)
    }

    @Test("An editor with shell syntax runs as the shell reads it; one of plain words is exec'd", arguments: [
        ("vim -c 'set tw=72'", "vim -c 'set tw=72' \"$@\""),
        ("FOO=1 vim", "FOO=1 vim \"$@\""),
        ("~/bin/ed", "~/bin/ed \"$@\""),
        ("$HOME/bin/ed", "$HOME/bin/ed \"$@\""),
        ("vim; make", "vim; make \"$@\""),
        ("/usr/bin/vim -u NONE", "exec /usr/bin/vim -u NONE \"$@\""),
        ("code --wait", "exec code --wait \"$@\""),
    ])
    func shellSyntax(editor: String, script: String) {
        let command = EditorCommand(request: EditRequest(path: "/data/recipes.json", line: 3), environment: ["EDITOR": editor])
        #expect(command.arguments[2] == script)
    }

    @Test("Without a line (a Cooklang file) the editor gets just the file, whose name the shell never parses")
    func commandWithoutLine() {
        let path = "My Recipes/Mains/Pizza \"Margherita\" $HOME.cook"
        let command = EditorCommand(request: EditRequest(path: path), environment: ["VISUAL": "vim"])
        #expect(command.arguments == ["/bin/sh", "-c", "exec vim \"$@\"", "vim", path])
    }

    @Test("A relative file name that starts like an option or a line is given as ./name", arguments: [
        ("-recipes.json", "./-recipes.json"), ("+5.json", "./+5.json"), ("recipes.json", "recipes.json"), ("/tmp/-x.json", "/tmp/-x.json"),
    ])
    func optionLikeFileNames(path: String, argument: String) {
        let command = EditorCommand(request: EditRequest(path: path, line: 2), environment: ["EDITOR": "vi"])
        #expect(command.arguments.suffix(2) == ["+2", argument])
    }

    @Test(
        "The program of an editor's command: the last path component of its first word, quotes taken as the shell takes them",
        arguments: [
            ("vim", "vim"), ("  vim -u NONE", "vim"), ("/usr/local/bin/nvim", "nvim"), ("'/opt/My Editor/kak' -n", "kak"),
            ("\"/usr/bin/hx\"", "hx"), ("emacsclient\t-t", "emacsclient"), ("code -w", "code"),
        ])
    func programName(editor: String, program: String) {
        #expect(EditorCommand.programName(of: editor) == program)
    }

    @Test(
        "What the bottom line says after the editor: nothing when it finished well, else why it could not start or how it failed",
        arguments: [
            (EditorOutcome.finished, nil),
            (.exited(status: 127), "The editor `foo` could not be started: not found (the shell exited with status 127). Set VISUAL or EDITOR."),
            (.exited(status: 126), "The editor `foo` could not be started: it is not executable (the shell exited with status 126)."),
            (.spawnFailed(reason: "Resource temporarily unavailable"), "The editor `foo` could not be started: Resource temporarily unavailable."),
            (.exited(status: 1), "The editor `foo` exited with status 1."),
            (.killed(signal: 9), "The editor `foo` was ended by signal 9."),
        ] as [(EditorOutcome, String?)])
    func outcomeNotices(outcome: EditorOutcome, notice: String?) {
        #expect(outcome.notice(editor: "foo") == notice)
    }

    @Test("A long editor command is quoted cut to 60 characters")
    func longEditorQuoted() {
        let editor = String(repeating: "x", count: 100)
        #expect(EditorOutcome.exited(status: 2).notice(editor: editor) == "The editor `\(String(repeating: "x", count: 60))…` exited with status 2.")
    }
}
