let counts = Dictionary<String, Int>(minimumCapacity: 10)
counts.reserveCapacity(20)
print(counts)
