#if canImport(Glibc)
import Glibc
#endif
import CPostgres

/// libpq's functions that ``PostgresConnection`` calls, opened with `dlopen` when a notebook
/// first connects to a server: linked into the kernel, libpq and the libraries it needs
/// (Kerberos, LDAP, SASL, GnuTLS, …) would be loaded and relocated at every start for the few
/// notebooks that query PostgreSQL.
struct PostgresLibrary {
    let connectdbParams: CPQconnectdbParams
    let status: CPQstatus
    let errorMessage: CPQerrorMessage
    let finish: CPQfinish
    let sendQueryParams: CPQsendQueryParams
    let getResult: CPQgetResult
    let clear: CPQclear
    let resultStatus: CPQresultStatus
    let nfields: CPQresultCount
    let ntuples: CPQresultCount
    let fname: CPQfname
    let ftype: CPQftype
    let getisnull: CPQgetisnull
    let getvalue: CPQgetvalue
    let resultErrorMessage: CPQresultErrorMessage
    let socket: CPQconnectionInt
    let isBusy: CPQconnectionInt
    let consumeInput: CPQconsumeInput
    let getCancel: CPQgetCancel
    let cancel: CPQcancel
    let freeCancel: CPQfreeCancel

    /// The library, opened once (the first call opens it; later calls share the result).
    /// - Throws: `TableError.databaseOpenFailed` for `connection` when libpq is missing or too old.
    static func opened(for connection: String) throws -> PostgresLibrary {
        switch shared {
        case .success(let library): return library
        case .failure(let reason): throw TableError.databaseOpenFailed(path: connection, message: reason.message)
        }
    }

    /// Why the library could not be used.
    private struct Unavailable: Error { let message: String }

    private static let shared: Result<PostgresLibrary, Unavailable> = Result { () throws(Unavailable) in try PostgresLibrary() }

    /// The shared object by its run-time name (Debian's libpq5; every PostgreSQL since 8.0).
    private static let name = "libpq.so.5"

    private init() throws(Unavailable) {
        guard let library = dlopen(Self.name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            throw Unavailable(message: "\(Self.name) could not be opened (\(reason)); install Debian's libpq5 package to query PostgreSQL servers")
        }
        func function<Function>(_ name: String) throws(Unavailable) -> Function {
            guard let address = dlsym(library, name) else {
                throw Unavailable(message: "\(Self.name) has no \(name); a newer libpq is needed to query PostgreSQL servers")
            }
            return unsafeBitCast(address, to: Function.self)
        }
        connectdbParams = try function("PQconnectdbParams")
        status = try function("PQstatus")
        errorMessage = try function("PQerrorMessage")
        finish = try function("PQfinish")
        sendQueryParams = try function("PQsendQueryParams")
        getResult = try function("PQgetResult")
        clear = try function("PQclear")
        resultStatus = try function("PQresultStatus")
        nfields = try function("PQnfields")
        ntuples = try function("PQntuples")
        fname = try function("PQfname")
        ftype = try function("PQftype")
        getisnull = try function("PQgetisnull")
        getvalue = try function("PQgetvalue")
        resultErrorMessage = try function("PQresultErrorMessage")
        socket = try function("PQsocket")
        isBusy = try function("PQisBusy")
        consumeInput = try function("PQconsumeInput")
        getCancel = try function("PQgetCancel")
        cancel = try function("PQcancel")
        freeCancel = try function("PQfreeCancel")
    }
}
