let bySubject = roster.grouped(by: "subject").counts(order: .descending)
bySubject