#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Creates a folder and any missing parents, private to the user unless `mode` says otherwise.
///
/// A folder that is already there, or that another process creates meanwhile, is not an error;
/// the error names the folder that could not be made, which may be a parent of `path`. Nothing is
/// checked of what is already there: whoever then writes into it finds out, and says so.
package func makeDirectory(_ path: String, mode: mode_t = 0o700) throws(FileError) {
    // The empty path is the current folder.
    guard !path.isEmpty else { return }
    var status = stat()
    if stat(path, &status) == 0 { return }
    let parent = parentDirectory(of: path)
    if !parent.isEmpty, parent != path { try makeDirectory(parent, mode: mode) }
    if mkdir(path, mode) != 0 && errno != EEXIST {
        throw FileError("create the folder", path, SystemError())
    }
}
