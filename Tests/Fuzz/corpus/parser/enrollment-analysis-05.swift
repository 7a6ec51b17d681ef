let byMonth = try roster.count(byMonthOf: "enrolled")
byMonth.head(6)