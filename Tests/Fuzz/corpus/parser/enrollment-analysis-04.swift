let counts = try bySubject["count"].integers
print("mean \(counts.mean), median \(counts.median), standard deviation \(counts.standardDeviation)")