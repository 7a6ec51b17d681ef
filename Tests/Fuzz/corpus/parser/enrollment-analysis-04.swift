let counts = bySubject["count", Int.self].compactMap { $0 }
print("mean \(counts.mean), median \(counts.median), standard deviation \(counts.standardDeviation)")