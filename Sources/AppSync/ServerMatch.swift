import AppStorage
import AppStoragePostgres
import Foundation

/// Whether a database is the one a file's link knows (docs/sync.md, *Which server*): by the
/// identity the database keeps, not by the URL's text, which another environment (`PGHOST`,
/// `PGDATABASE`) can point elsewhere.
///
/// ```swift
/// if let refusal = ServerMatch.refusal(of: link, at: location, hasTables: true, identity: identity) { throw … }
/// ```
package enum ServerMatch {
    /// Why the database at `location` (holding udf-tui's tables or not, with `identity` or
    /// none) is not the link's, or nil when it is: the same identity, or the link's own place
    /// (a first sync; a database made again there, which the sync then recovers).
    static func refusal(of link: SyncLink, at location: PostgresLocation, hasTables: Bool, identity: ServerIdentity?) -> String? {
        if let identity, identity.id == link.serverID { return nil }
        if isAtPlace(of: link, location) { return nil }
        guard let known = link.serverID else { return elsewhere(link, location) }
        if let identity { return another(identity.id, known: known, link: link, at: location) }
        return "\(location) has \(hasTables ? "udf-tui tables without an identity" : "no udf-tui data"), and this file syncs with database "
            + "\(short(known)) at \(link.server): give --sync a URL that reaches that database, or use another file"
    }

    /// Whether `location` is the place the link names: its kept place, or on a link made
    /// before places were kept, its URL's place as this environment resolves it.
    package static func isAtPlace(of link: SyncLink, _ location: PostgresLocation) -> Bool {
        (link.serverKey ?? (try? PostgresLocation(parsing: link.server))?.place) == location.place
    }

    /// The refusal of `location` for a link that knows no identity yet, only its place.
    static func elsewhere(_ link: SyncLink, _ location: PostgresLocation) -> String {
        "this file syncs with \(link.server); \(location) is another server: use another file for it"
    }

    /// The refusal of database `found` at `location` for a link that knows database `known`.
    static func another(_ found: UUID, known: UUID, link: SyncLink, at location: PostgresLocation) -> String {
        "\(location) is another udf-tui database (\(short(found))) than the one this file syncs with (\(short(known)) at \(link.server)): "
            + "use another file for it"
    }

    /// The first eight digits of an identity: enough to tell two apart in a message.
    package static func short(_ id: UUID) -> String {
        String(id.uuidString.prefix(8))
    }
}
