// PostgreSQL's client library (Debian's libpq-dev), for ChartData's PostgreSQL queries.
#include <libpq-fe.h>
