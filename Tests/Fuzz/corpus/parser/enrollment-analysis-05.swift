let byMonth = roster.grouped(by: "enrolled", timeUnit: .month).counts()
byMonth.prefix(6)