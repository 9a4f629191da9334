import AppCore
import AppStorage
import Foundation
import PostgresNIO

extension PostgresStorage {
    /// Writes one action's rows in one transaction, acknowledged once the server committed:
    /// the statements and checks of ``AppStorage/DataChange/write(to:)``, in PostgreSQL's dialect.
    package func write(_ change: DataChange) throws(StorageError) {
        try writeTransaction { session in
            try Self.write(change, session)
            try Self.noteForSync(change.syncNote, session)
        }
    }

    static func write(_ change: DataChange, _ session: BlockingConnection.Session) throws {
        try change.write(to: PostgresRows(session: session))
    }
}

extension SQLDialect {
    /// PostgreSQL's: `$n` parameters cast to their column's type, names as PostgreSQL folds
    /// unquoted ones (lower case), the position of a row added after the last one more than
    /// the largest.
    static let postgres = SQLDialect(
        name: "PostgreSQL",
        identifier: { "\"\($0.lowercased())\"" },
        parameter: { number, type in "$\(number)::\(postgresType(type))" },
        typeName: postgresType,
        appendedPosition: { table in "(SELECT coalesce(max(position), 0) + 1 FROM \(table))" }
    )

    @Sendable private static func postgresType(_ type: StoredType) -> String {
        switch type {
        case .uuid: "uuid"
        case .text: "text"
        case .real: "double precision"
        case .integer: "bigint"
        }
    }
}

extension PostgresQuery {
    /// The statement `sql` with `values` as its parameters, in order.
    init(_ sql: String, _ values: [StoredValue]) {
        var bindings = PostgresBindings(capacity: values.count)
        for value in values {
            switch value {
            case .uuid(let uuid): bindings.append(uuid)
            case .text(let text): bindings.append(text)
            case .real(let real): bindings.append(real)
            case .integer(let integer): bindings.append(integer)
            case .null: bindings.appendNull()
            }
        }
        self.init(unsafeSQL: sql, binds: bindings)
    }
}
