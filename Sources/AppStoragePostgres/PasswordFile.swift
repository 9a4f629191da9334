import Foundation

/// libpq's password file: lines `host:port:database:user:password`, `*` matching anything,
/// `\:` and `\\` escaped, `#` starting a comment. As libpq, it is read only when it is a
/// plain file no other user can read (mode 0600 or less); otherwise it is skipped, and why
/// is kept to be told if the server then asks for a password.
///
/// ```swift
/// let found = PasswordFile(path: NSHomeDirectory() + "/.pgpass").password(host: "db", port: 5432, database: "udf", user: "tom")
/// ```
struct PasswordFile {
    let path: String

    /// The password of the first line that matches, and why the file was skipped if it was.
    /// A Unix socket in libpq's default folder matches the host `localhost`, as in libpq.
    func password(host: String, port: Int, database: String, user: String) -> (password: String?, problem: String?) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return (nil, nil) }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return (nil, "the password file \(path) is not a plain file, so it was not read")
        }
        if let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0 {
            return (nil, "the password file \(path) was not read because other users may read it (chmod 600 \(path))")
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            return (nil, "the password file \(path) cannot be read")
        }
        let shownHost = host.isEmpty || host == PostgresLocation.defaultSocketFolder ? "localhost" : host
        let wanted = [shownHost, String(port), database, user]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = Self.split(line)
            guard fields.count == 5 else { continue }
            if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return (fields[4], nil) }
        }
        return (nil, nil)
    }

    /// The fields of a line, `:` separated, with `\:` and `\\` escaped.
    private static func split(_ line: Substring) -> [String] {
        var fields: [String] = [], field = "", escaped = false
        for character in line {
            if escaped {
                field.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
        }
        fields.append(field)
        return fields
    }
}
