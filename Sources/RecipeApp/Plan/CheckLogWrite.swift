import CooklangConventions
import Glibc  // open, fstat and pread for the append
import SystemFiles

/// A tick recorded in `.shopping-checked`: one line appended, and the log compacted once it has grown.
///
/// The conventions make the file an append-only log so that the app and a phone on the same synced
/// folder never overwrite each other's ticks: a tick is one `+ name` or `- name` line added at the end
/// (`O_APPEND`, one `write`), never a rewrite. Compaction is the one rewrite, and rare: when the log
/// holds more than 64 lines and more than four times as many as its ticked names
/// (`CheckedLog.wantsCompaction`), the file is read afresh (so that lines a phone appended meanwhile
/// count), replayed, and replaced atomically by one `+ name` line per name still ticked that the
/// current list has. A file with a line that is not a log line is never compacted: what was written
/// there would be lost.
package enum CheckLogWrite {
    /// What recording a tick did: the log the screen shows from now on, and a notice when something went wrong.
    package struct Outcome: Equatable, Sendable {
        package var log: CheckedLog
        package var notice: String?
        /// Whether the file was compacted.
        package var compacted: Bool
    }

    /// Appends `entry` to the log file `path`, then compacts it if `known` with the entry has grown past its compaction.
    ///
    /// `known` is the log as last read; `currentNames` the names of the list on screen, which a
    /// compaction keeps (nil: no list is built, so no compaction). On a failed append the log is
    /// unchanged and the notice says why.
    package static func record(_ entry: CheckedLog.Entry, in path: String, known: CheckedLog, currentNames: [String]?) -> Outcome {
        var log = known
        do throws(FileError) {
            try append(entry.line, to: path)
        } catch {
            return Outcome(log: known, notice: "The tick was not saved: \(error)", compacted: false)
        }
        log.append(entry)
        guard log.wantsCompaction, let currentNames else { return Outcome(log: log, notice: nil, compacted: false) }
        return compact(path, currentNames: currentNames, fallback: log)
    }

    /// Reads the log afresh and replaces it by its compaction; `fallback` stays the log when it cannot.
    package static func compact(_ path: String, currentNames: [String], fallback: CheckedLog) -> Outcome {
        let (text, problem) = PlanFiles.read(path)
        guard problem == nil, let text else { return Outcome(log: fallback, notice: nil, compacted: false) }
        let (read, problems) = CheckedLog.read(text, file: path)
        guard problems.isEmpty else { return Outcome(log: read, notice: nil, compacted: false) }
        let compacted = read.compacted(keeping: currentNames)
        let bytes = Array(compacted.text.utf8)
        do {
            try AtomicFileWrite(path: path, mode: 0o644, durable: true).write { descriptor throws(SystemError) in
                try writeAll(descriptor, bytes)
            }
        } catch {
            return Outcome(log: read, notice: "The check log was not compacted: \(error)", compacted: false)
        }
        return Outcome(log: compacted, notice: nil, compacted: true)
    }

    /// Appends one line in one `write`, after a newline when the file's last line has none (a phone wrote it so).
    static func append(_ line: String, to path: String) throws(FileError) {
        // The bundled catalog's plan folder is made on the first write, as the plan's is.
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex { try makeDirectory(String(path[..<slash])) }
        // O_NONBLOCK: a FIFO planted under the name must not hang the app; it is refused below.
        let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else { throw FileError("open", path, SystemError()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError("open", path, SystemError()) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw FileError("append to", path, SystemError(code: EINVAL)) }
        var bytes = Array(line.utf8)
        if status.st_size > 0 {
            var last: UInt8 = 0
            if pread(descriptor, &last, 1, off_t(status.st_size - 1)) == 1, last != UInt8(ascii: "\n") {
                bytes.insert(UInt8(ascii: "\n"), at: 0)
            }
        }
        do throws(SystemError) {
            try writeAll(descriptor, bytes)
        } catch {
            throw FileError("append to", path, error)
        }
    }
}
