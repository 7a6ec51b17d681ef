// A global dictionary changed through a default that reads it, with the key missing: the
// default runs while the dictionary is being changed, and the program stops with swiftc's
// exclusivity check ("Simultaneous accesses"), before anything it would print (standard
// output is not flushed by the trap, so this program prints nothing).
var counts: [String: Int] = ["a": 1]
counts["c", default: counts.count] += 1
print("not reached", counts)
