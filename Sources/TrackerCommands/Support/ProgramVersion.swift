/// The version of udf-tui, the one place it is written: `udf-tui --version` prints it.
///
/// Raise it with each release, as the package's tags are named (`0.1.0`).
///
/// ```sh
/// $ udf-tui --version
/// 0.1.0
/// ```
package enum ProgramVersion {
    /// The version, as `MAJOR.MINOR.PATCH`.
    package static let current = "0.1.0"
}
