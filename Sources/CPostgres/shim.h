// The parts of PostgreSQL's client library (libpq) that ChartData calls, declared here so that
// libpq is opened (dlopen) when a notebook first queries a server instead of being linked:
// linked, libpq and what it needs (Kerberos, LDAP, SASL, GnuTLS, …, about twenty libraries)
// are loaded and relocated at every kernel start. The declarations follow <libpq-fe.h>, whose
// ABI is stable across PostgreSQL versions (libpq.so.5).
#include <stddef.h>

typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;
typedef struct pg_cancel PGcancel;
/// PostgreSQL's Oid.
typedef unsigned int CPostgresOid;

/// libpq's ConnStatusType value for a connection that is ready.
static const int CPOSTGRES_CONNECTION_OK = 0;
/// libpq's ExecStatusType values for a statement that succeeded.
static const int CPOSTGRES_PGRES_COMMAND_OK = 1;
static const int CPOSTGRES_PGRES_TUPLES_OK = 2;

// The functions, as pointers looked up by name (enums are passed as int, as C does).
typedef PGconn *(*CPQconnectdbParams)(const char *const *keywords, const char *const *values, int expandDbname);
typedef int (*CPQstatus)(const PGconn *connection);
typedef char *(*CPQerrorMessage)(const PGconn *connection);
typedef void (*CPQfinish)(PGconn *connection);
typedef int (*CPQsendQueryParams)(PGconn *connection, const char *command, int parameterCount,
                                  const CPostgresOid *parameterTypes, const char *const *parameterValues,
                                  const int *parameterLengths, const int *parameterFormats, int resultFormat);
typedef PGresult *(*CPQgetResult)(PGconn *connection);
typedef void (*CPQclear)(PGresult *result);
typedef int (*CPQresultStatus)(const PGresult *result);
typedef int (*CPQresultCount)(const PGresult *result);
typedef char *(*CPQfname)(const PGresult *result, int column);
typedef CPostgresOid (*CPQftype)(const PGresult *result, int column);
typedef int (*CPQgetisnull)(const PGresult *result, int row, int column);
typedef char *(*CPQgetvalue)(const PGresult *result, int row, int column);
typedef char *(*CPQresultErrorMessage)(const PGresult *result);
typedef int (*CPQconnectionInt)(const PGconn *connection);
typedef int (*CPQconsumeInput)(PGconn *connection);
typedef PGcancel *(*CPQgetCancel)(PGconn *connection);
typedef int (*CPQcancel)(PGcancel *cancel, char *errorBuffer, int errorBufferSize);
typedef void (*CPQfreeCancel)(PGcancel *cancel);
