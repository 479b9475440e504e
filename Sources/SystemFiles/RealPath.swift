#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The absolute path `path` names with every symbolic link, `.` and `..` resolved, or nil when it
/// cannot be resolved (nothing there, a folder on the way not readable).
package func realPath(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
}

/// The time of day on the system's clock, in nanoseconds since 1970, as file times are kept.
package func realTimeNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
}
