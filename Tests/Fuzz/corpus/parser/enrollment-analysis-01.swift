let bySubject = try roster.count(by: "subject")
bySubject