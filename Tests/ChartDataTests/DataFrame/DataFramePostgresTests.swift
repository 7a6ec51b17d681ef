import Foundation
import XCTest
@testable import ChartData

/// DataFrame(postgres:query:arguments:) against a real PostgreSQL server (Debian's
/// `postgresql` package) that the test starts in a temporary folder, listening on a socket
/// only; as root it runs as the `postgres` user, as the server refuses root.
final class DataFramePostgresTests: XCTestCase {
    private static var server: TemporaryPostgres?

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func connection() throws -> String {
        if Self.server == nil { Self.server = try TemporaryPostgres.start() }
        return try XCTUnwrap(Self.server).connection
    }

    func testQueriesGiveTypedColumnsWithNulls() throws {
        let server = try connection()
        _ = try DataFrame(postgres: server, query: """
            CREATE TABLE students (id integer, name text, score double precision, enrolled date, active boolean,
                                   fee numeric(6,2), seen timestamptz)
            """)
        _ = try DataFrame(postgres: server, query: """
            INSERT INTO students VALUES (1, 'Ada', 91.5, '2024-09-01', true, 12.50, '2024-09-01 08:30:00+02'),
                                        (2, 'Bob', NULL, '2024-09-02', false, NULL, NULL),
                                        (3, NULL, 77.25, NULL, NULL, 3.00, '2025-01-01 00:00:00+00')
            """)
        let frame = try DataFrame(postgres: server, query: "SELECT * FROM students ORDER BY id")
        XCTAssertEqual(frame.columns.map(\.elementTypeName), ["Int", "String", "Double", "Date", "Bool", "Double", "Date"])
        XCTAssertEqual(frame.shape.rows, 3)
        XCTAssertEqual(Array(frame["score", Double.self]), [91.5, nil, 77.25])
        XCTAssertEqual(frame["name"].missingCount, 1)
        XCTAssertEqual(frame["active", Bool.self][1], false)
        XCTAssertEqual(frame["seen", Date.self][0], Date(timeIntervalSince1970: 1_725_172_200))
        XCTAssertEqual(frame.grouped(by: "active").counts().shape.rows, 3)
    }

    func testArgumentsAreBoundNeverPasted() throws {
        let server = try connection()
        _ = try DataFrame(postgres: server, query: "CREATE TABLE IF NOT EXISTS names (name text, year integer)")
        _ = try DataFrame(postgres: server, query: "INSERT INTO names VALUES ($1, $2), ($3, $4)", arguments: ["Ada", 2024, "Bob", 2025])
        let found = try DataFrame(postgres: server, query: "SELECT name FROM names WHERE year = $1", arguments: [2024])
        XCTAssertEqual(Array(found["name", String.self]), ["Ada"])
        let hostile = try DataFrame(postgres: server, query: "SELECT name FROM names WHERE name = $1",
                                    arguments: ["x'; DROP TABLE names; --"])
        XCTAssertEqual(hostile.shape.rows, 0)
        XCTAssertEqual(try DataFrame(postgres: server, query: "SELECT count(*) AS n FROM names")["n", Int.self][0], 2)
    }

    func testErrorsNameTheServerAndTheQuery() throws {
        let server = try connection()
        XCTAssertThrowsError(try DataFrame(postgres: server, query: "SELECT nmae FROM names")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("column \"nmae\" does not exist"), message)
            XCTAssertTrue(message.contains("query: SELECT nmae FROM names"), message)
        }
        XCTAssertThrowsError(try DataFrame(postgres: "postgresql://teacher:secret@127.0.0.1:1/none", query: "SELECT 1")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix("cannot open database 'postgresql://teacher:***@127.0.0.1:1/none'"), message)
            XCTAssertFalse(message.contains("secret"))
        }
    }
}

/// A PostgreSQL server in a temporary folder, reached through a Unix socket in that folder.
struct TemporaryPostgres {
    let folder: String
    let binaries: String
    let runsAsPostgres: Bool

    /// The connection string for the server's `postgres` database.
    var connection: String { "host=\(folder)/socket dbname=postgres user=postgres" }

    /// Creates a cluster with initdb and starts the server (pg_ctl waits until it accepts connections).
    static func start() throws -> TemporaryPostgres {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        guard let version = versions.sorted().last else {
            throw NSError(domain: "TemporaryPostgres", code: 1, userInfo: [NSLocalizedDescriptionKey: "PostgreSQL is not installed; scripts/install-system-packages.sh installs Debian's postgresql"])
        }
        let binaries = "/usr/lib/postgresql/\(version)/bin"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartdata-postgres-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/socket", withIntermediateDirectories: true)
        let runsAsPostgres = getuid() == 0
        let server = TemporaryPostgres(folder: folder, binaries: binaries, runsAsPostgres: runsAsPostgres)
        if runsAsPostgres { try server.run("/bin/chown", ["-R", "postgres:postgres", folder], asPostgres: false) }
        try server.run(binaries + "/initdb", ["-D", folder + "/data", "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"])
        try server.run(binaries + "/pg_ctl", ["-D", folder + "/data", "-l", folder + "/server.log", "-w", "-t", "60",
                                               "-o", "-c listen_addresses='' -k \(folder)/socket -c fsync=off", "start"])
        return server
    }

    /// Stops the server and removes its folder.
    func stop() {
        try? run(binaries + "/pg_ctl", ["-D", folder + "/data", "-m", "immediate", "-w", "stop"])
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs a command through the shell (as `postgres` when the test runs as root), its output
    /// to a file: the server pg_ctl starts keeps the descriptors it inherits, so neither a pipe
    /// nor Foundation's Process (which waits for them) would see the command end.
    private func run(_ executable: String, _ arguments: [String], asPostgres: Bool? = nil) throws {
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let log = folder + "/command.log"
        var words = ([executable] + arguments).map(quoted)
        if asPostgres ?? runsAsPostgres { words = ["/sbin/runuser", "-u", "postgres", "--"] + words }
        let status = system(words.joined(separator: " ") + " > " + quoted(log) + " 2>&1 < /dev/null")
        guard status == 0 else {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw NSError(domain: "TemporaryPostgres", code: Int(status),
                          userInfo: [NSLocalizedDescriptionKey: "\(executable) failed (\(status)): \(text)"])
        }
    }
}
