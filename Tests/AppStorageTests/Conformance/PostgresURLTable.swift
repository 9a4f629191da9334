@testable import AppStoragePostgres

/// URLs as libpq reads them, each with what `psql` (PostgreSQL 15.18, this machine) did with
/// it and what udf-tui reads from it: the table of ``PostgresURLTests``. `PORT` and `DIR`
/// stand for the test server's TCP port and socket folder; its user `tom` has the password
/// `pa%41ss` (a real `%`), and it has the databases `pct%41db` and `pctAdb`.
enum PostgresURLTable {
    /// What `psql URL -c 'SELECT current_user, current_database()'` did.
    enum Psql: Sendable {
        /// It logged in as this user, on this database.
        case connects(user: String, database: String)
        /// It refused, with a message containing this text.
        case refuses(String)
    }

    /// What udf-tui reads.
    enum Ours: Equatable, Sendable {
        /// These parts (those nil are not checked).
        case reads(user: String, password: String?, host: String, port: String, database: String,
                   sslmode: String = "prefer", applicationName: String = "udf-tui", connectTimeout: Int = 5)
        /// A one-line refusal, ending with this text.
        case refuses(String)
    }

    struct Row: Sendable {
        var url: String
        var environment: [String: String] = [:]
        var psql: Psql
        var ours: Ours
    }

    static let tom = Psql.connects(user: "tom", database: "postgres")
    static func tom(_ password: String? = "pa%41ss", host: String = "127.0.0.1", database: String = "postgres",
                    sslmode: String = "prefer", applicationName: String = "udf-tui", connectTimeout: Int = 5) -> Ours {
        .reads(user: "tom", password: password, host: host, port: "PORT", database: database,
               sslmode: sslmode, applicationName: applicationName, connectTimeout: connectTimeout)
    }

    static let rows: [Row] = [
        // Decoded once: %25 is a '%', kept in the password and in the database's name
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres", psql: tom, ours: tom()),
        Row(url: "postgres://tom:pa%41ss@127.0.0.1:PORT/postgres", psql: .refuses("password authentication failed for user \"tom\""), ours: tom("paAss")),
        Row(url: "postgresql://tom:pa%2541ss@[::1]:PORT/pct%2541db", psql: .connects(user: "tom", database: "pct%41db"),
            ours: tom(host: "::1", database: "pct%41db")),
        Row(url: "postgres://tom:pa%2541ss@localhost:PORT/pct%41db", psql: .connects(user: "tom", database: "pctAdb"),
            ours: tom(host: "localhost", database: "pctAdb")),
        Row(url: "postgres://tom:pa%2541ss@%31%32%37.0.0.1:PORT/postgres", psql: tom, ours: tom()),
        // Query parameters: the last of a repeated one wins; they override the parts before
        Row(url: "postgres://tom@127.0.0.1:PORT/postgres?password=pa%2541ss", psql: tom, ours: tom()),
        Row(url: "postgres://tom@127.0.0.1:PORT/postgres?password=wrong&password=pa%2541ss", psql: tom, ours: tom()),
        Row(url: "postgres://amy@127.0.0.1:PORT/postgres?user=tom&password=pa%2541ss&sslmode=disable&", psql: tom, ours: tom(sslmode: "disable")),
        Row(url: "postgres://tom:pa%2541ss@/postgres?host=127.0.0.1&port=PORT", psql: tom, ours: tom()),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:0PORT/postgres?application_name=my%20app&connect_timeout=7", psql: tom,
            ours: tom(applicationName: "my app", connectTimeout: 7)),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres?connect_timeout=1", psql: tom, ours: tom(connectTimeout: 2)),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres?requiressl=0", psql: tom, ours: tom()),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres?ssl=true", psql: .refuses("server does not support SSL, but SSL was required"),
            ours: tom(sslmode: "require")),
        // The password: an empty one in the URL leaves PGPASSWORD; ?password= is an empty one
        Row(url: "postgres://tom:@127.0.0.1:PORT/postgres", environment: ["PGPASSWORD": "pa%41ss"], psql: tom, ours: tom()),
        Row(url: "postgres://tom@127.0.0.1:PORT/postgres?password=", environment: ["PGPASSWORD": "pa%41ss"],
            psql: .refuses("no password supplied"), ours: tom(nil)),
        // A Unix socket: a host that is a folder, percent-encoded or as a parameter
        Row(url: "postgres://tom:pa%2541ss@DIRENCODED:PORT/postgres", psql: tom, ours: tom(host: "DIR")),
        Row(url: "postgres://tom:pa%2541ss@?host=DIR&port=PORT&dbname=postgres", psql: tom, ours: tom(host: "DIR")),
        // Refused by both
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres?PASSWORD=x", psql: .refuses("invalid URI query parameter: \"PASSWORD\""),
            ours: .refuses("unknown parameter 'PASSWORD': parameter names are lower case ('password')")),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres?pass=x", psql: .refuses("invalid URI query parameter: \"pass\""),
            ours: .refuses("unknown parameter 'pass': the password is 'password', or user:password@ before the host")),
        Row(url: "postgres://tom:pa/postgres", psql: .refuses("invalid integer value \"pa\" for connection option \"port\""),
            ours: .refuses("the port is not a number between 1 and 65535")),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:0/postgres", psql: .refuses("invalid port number: \"0\""),
            ours: .refuses("the port is not a number between 1 and 65535")),
        Row(url: "postgres://h/db?a=b=c", psql: .refuses("extra key/value separator \"=\" in URI query parameter: \"a\""),
            ours: .refuses("a parameter has a second '=' (write '=' within a value as %3D)")),
        Row(url: "postgres://h/db?&", psql: .refuses("missing key/value separator \"=\" in URI query parameter: \"\""),
            ours: .refuses("a parameter has no '=' (write name=value, and '=' within a value as %3D)")),
        Row(url: "postgres://[::1", psql: .refuses("end of string reached when looking for matching \"]\""),
            ours: .refuses("an IPv6 address in the host has no closing ']'")),
        Row(url: "postgres://[]", psql: .refuses("IPv6 host address may not be empty"), ours: .refuses("the IPv6 address between '[' and ']' is empty")),
        Row(url: "postgres://[::1]z", psql: .refuses("unexpected character \"z\""),
            ours: .refuses("an IPv6 address in brackets must be followed by ':port', '/dbname' or '?'")),
        Row(url: "postgres://h?dbname=%XXfoo", psql: .refuses("invalid percent-encoded token: \"%XXfoo\""),
            ours: .refuses("a '%' in the value of 'dbname' is not followed by two hexadecimal digits (write % itself as %25)")),
        Row(url: "postgres://a%00b", psql: .refuses("forbidden value %00 in percent-encoded value"), ours: .refuses("the host has %00, which libpq forbids")),
        Row(url: "postgres://h/db?sslmode=", psql: .refuses("invalid sslmode value: \"\""),
            ours: .refuses("sslmode must be disable, prefer, require, verify-ca or verify-full")),
        Row(url: "postgres://h/db?ssl=false", psql: .refuses("invalid URI query parameter: \"ssl\""), ours: .refuses("unknown parameter 'ssl' (libpq refuses it too)")),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres?connect_timeout=abc",
            psql: .refuses("invalid integer value \"abc\" for connection option \"connect_timeout\""),
            ours: .refuses("connect_timeout must be a whole number of seconds, 1 or more (udf-tui never waits for ever)")),
        // Accepted by psql, refused by udf-tui, which never ignores what it does not follow
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT,localhost:PORT/postgres", psql: tom,
            ours: .refuses("udf-tui connects to one server: give one host (several were given)")),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres?hostaddr=127.0.0.1", psql: tom,
            ours: .refuses("udf-tui does not support libpq's parameter 'hostaddr': give the address as the host")),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres?krbsrvname=x", psql: tom,
            ours: .refuses("udf-tui does not support libpq's parameter 'krbsrvname': remove it")),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres?sslmode=allow", psql: tom,
            ours: .refuses("sslmode=allow is not supported: use prefer (TLS when the server offers it) or disable")),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres?connect_timeout=0", psql: tom,
            ours: .refuses("connect_timeout must be a whole number of seconds, 1 or more (udf-tui never waits for ever)")),
        Row(url: "postgres://tom:pa%2541ss@127.0.0.1:PORT/postgres?client_encoding=LATIN1", psql: tom,
            ours: .refuses("udf-tui talks UTF-8 to the server: remove client_encoding=LATIN1")),
    ]
}
