import AppCore
import Foundation
import UDFKit

/// The JSON export of the data: everything, exactly, in a form a later version can read.
///
/// Dates are UTC ISO 8601 texts with milliseconds (`2025-06-15T12:00:00.448Z`), with more
/// digits when the instant has them (`…00.1234567Z`), so that they read back exactly:
/// exporting, importing into an empty database and exporting again gives the same bytes.
/// Version 1 wrote numbers of seconds since 2001-01-01T00:00:00Z; they are still read. A
/// date outside the years 1 to 9999 is refused when read (an old database holding one
/// exports it as a number). Ids are UUID strings.
///
/// ```swift
/// let bytes = try ExportDocument(data: data).encoded()
/// let again = try ExportDocument.decode(bytes).data
/// ```
public struct ExportDocument: Codable, Equatable, Sendable {
    /// The value of `format` in every udf-tui export.
    public static let formatName = "udf-tui export"
    /// The version written by this program; it reads this one and older ones.
    public static let currentVersion = 2

    /// Always ``formatName``.
    public var format: String
    /// The version of the format.
    public var version: Int
    /// How dates are written, for people who open the file.
    public var dates: String
    /// The projects, in the order of the data.
    public var projects: [Project]
    /// The items, in the order of the data.
    public var items: [Item]
    /// The running activities.
    public var activities: [Activity]

    /// The export of `data`.
    public init(data: AppData) {
        format = Self.formatName
        version = Self.currentVersion
        dates = "ISO 8601, UTC"
        projects = data.projects.array
        items = data.items.array
        activities = data.activities.array
    }

    /// The data of the document.
    ///
    /// - Throws: ``ExchangeError`` if two elements share an id.
    public func data() throws(ExchangeError) -> AppData {
        AppData(
            projects: try Self.identified(projects, kind: "projects"),
            items: try Self.identified(items, kind: "items"),
            activities: try Self.identified(activities, kind: "activities")
        )
    }

    /// The document as pretty-printed JSON with sorted keys, ending with a newline.
    public func encoded() throws(ExchangeError) -> Data {
        try Self.encoder().encode(self, as: "the data") + Data("\n".utf8)
    }

    /// The encoder of exports: pretty-printed, sorted keys, dates as exact ISO 8601 texts.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            if let text = DateText.exactISO8601(date) {
                try container.encode(text)
            } else {
                try container.encode(date.timeIntervalSinceReferenceDate)
            }
        }
        return encoder
    }

    /// Reads a document, refusing other files (an empty one, one that is not UTF-8 text, not
    /// JSON or not an export) and newer versions with a clear message.
    public static func decode(_ bytes: Data) throws(ExchangeError) -> ExportDocument {
        guard !bytes.isEmpty else { throw ExchangeError("the file is empty") }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            // JSONDecoder reads some other encodings, a Latin-1 'é' included, without a word.
            throw ExchangeError("the file is not UTF-8 text")
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: bytes)
        } catch {
            throw ExchangeError("this is not a udf-tui JSON export (\(DecodingErrorText.describe(error, bytes: bytes)))")
        }
        guard header.format == formatName else { throw ExchangeError("this is not a udf-tui JSON export") }
        guard header.version <= currentVersion else {
            throw ExchangeError("this export was written by a newer version of udf-tui (format version \(header.version))")
        }
        do {
            return try decoder().decode(ExportDocument.self, from: bytes)
        } catch {
            throw ExchangeError(DecodingErrorText.describe(error, bytes: bytes))
        }
    }

    /// The decoder of exports: dates as ``readDate(_:)`` reads them.
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(readDate)
        return decoder
    }

    /// A date as version 2 writes it (ISO 8601) or as version 1 did (seconds since
    /// 2001-01-01T00:00:00Z), in the years 1 to 9999.
    static func readDate(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let date: Date
        // Text first: version 2 writes text, and a failed attempt costs an error.
        if let text = try? container.decode(String.self) {
            guard let parsed = DateText.parse(text, in: .gmt) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\(InputExcerpt.quoted(text)) is not a date (ISO 8601, such as 2025-06-15T12:00:00.448Z)"
                )
            }
            date = parsed
        } else {
            date = Date(timeIntervalSinceReferenceDate: try container.decode(Double.self))
        }
        guard Item.isWithinRange(date) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a date must lie in the years 1 to 9999")
        }
        return date
    }

    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    private static func identified<Element: Identifiable>(_ elements: [Element], kind: String) throws(ExchangeError) -> IdentifiedList<Element> {
        do {
            return try IdentifiedList(uniqueElements: elements)
        } catch {
            throw ExchangeError("two \(kind) have the same id")
        }
    }
}

extension JSONEncoder {
    /// `value` encoded, or an ``ExchangeError`` naming `what` could not be written.
    func encode(_ value: some Encodable, as what: String) throws(ExchangeError) -> Data {
        do {
            return try encode(value)
        } catch {
            throw ExchangeError("\(what) cannot be written as JSON: \(error)")
        }
    }
}
