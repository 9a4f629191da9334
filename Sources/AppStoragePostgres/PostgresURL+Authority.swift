extension PostgresURL {
    /// Walks the bytes of a URL after its scheme, as libpq's `conninfo_uri_parse_options`
    /// does, one part after the other.
    struct Reader {
        let bytes: [UInt8]
        var position: Int

        /// The bytes from here to the first of `stops` (or the end), which is left unread.
        mutating func take(until stops: Set<UInt8>) -> ArraySlice<UInt8> {
            let start = position
            while position < bytes.count, !stops.contains(bytes[position]) { position += 1 }
            return bytes[start..<position]
        }

        /// The byte here, or nil at the end.
        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        /// `user[:password]@`: present when an `@` comes before any `/` (even after a `?`,
        /// as libpq reads it). The user ends at the first `:`, the password at that `@`.
        mutating func readCredentials(into url: inout PostgresURL) throws(Problem) {
            guard let at = bytes[position...].firstIndex(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "/") }),
                  bytes[at] == UInt8(ascii: "@") else { return }
            let credentials = bytes[position..<at]
            if let colon = credentials.firstIndex(of: UInt8(ascii: ":")) {
                try url.store("user", credentials[..<colon], part: "the user name")
                try url.store("password", credentials[(colon + 1)...], part: "the password")
            } else {
                try url.store("user", credentials, part: "the user name")
            }
            position = at + 1
        }

        /// `host[:port][,host[:port]…]`, a host in brackets being an IPv6 address; returns the
        /// byte that ended them (`/`, `?`) or nil at the end, which is left unread.
        mutating func readHosts(into url: inout PostgresURL) throws(Problem) -> UInt8? {
            var hosts: [ArraySlice<UInt8>] = [], ports: [ArraySlice<UInt8>] = []
            while true {
                hosts.append(try readHost())
                var end = current
                if end == UInt8(ascii: ":") {
                    position += 1
                    ports.append(take(until: [UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: ",")]))
                    end = current
                } else {
                    ports.append([])
                }
                guard end == UInt8(ascii: ",") else { break }
                position += 1
            }
            try url.store("host", Self.joined(hosts), part: "the host")
            try url.store("port", Self.joined(ports), part: "the port")
            return current
        }

        /// One host: a name or IPv4 address up to `:`, `/`, `?` or `,`, or an IPv6 address in
        /// brackets, which must be followed by one of those or the end.
        private mutating func readHost() throws(Problem) -> ArraySlice<UInt8> {
            guard current == UInt8(ascii: "[") else {
                return take(until: [UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: ",")])
            }
            position += 1
            let address = take(until: [UInt8(ascii: "]")])
            guard current != nil else { throw Problem(detail: "an IPv6 address in the host has no closing ']'") }
            guard !address.isEmpty else { throw Problem(detail: "the IPv6 address between '[' and ']' is empty") }
            position += 1
            if let next = current, ![UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: ",")].contains(next) {
                throw Problem(detail: "an IPv6 address in brackets must be followed by ':port', '/dbname' or '?'")
            }
            return address
        }

        /// The parts joined with commas, as libpq keeps several hosts (and their ports).
        private static func joined(_ parts: [ArraySlice<UInt8>]) -> ArraySlice<UInt8> {
            guard parts.count > 1 else { return parts.first ?? [] }
            return ArraySlice(parts.map(Array.init).joined(separator: [UInt8(ascii: ",")]))
        }
    }
}
