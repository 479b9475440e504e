import Glibc

/// A new empty folder under the system's temporary folder, removed with everything in it when the test ends.
final class ScratchFolder {
    let path: String

    init() throws {
        var template = Array("/tmp/system-files-test-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SystemCall.failed("mkdtemp") }
        path = String(cString: made)
    }

    deinit {
        remove(path)
    }

    /// The names in `folder` (this one by default), sorted.
    func names(in folder: String? = nil) -> [String] {
        guard let directory = opendir(folder ?? path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The whole content of a file, or nil when it cannot be read.
    static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// What `stat` says of a path, or nil when there is nothing there.
    static func status(of path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }

    private func remove(_ path: String) {
        if let status = Self.status(of: path), (status.st_mode & S_IFMT) == S_IFDIR {
            chmod(path, 0o700)
            for name in names(in: path) { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

enum SystemCall: Error {
    case failed(String)
}
