#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// A failed system call's `errno`, which reads as the system's own words for it ("No such file or directory").
package struct SystemError: Error, Equatable, CustomStringConvertible {
    package var code: Int32

    /// The error of the call that just failed: `errno` is read here, before anything else can change it.
    package init(code: Int32 = errno) {
        self.code = code
    }

    package var description: String {
        String(cString: strerror(code))
    }
}
