"""The project's own user-code programs, beside the shared ones (../shared/bench/usercode):
the same form (setup cells untimed, then a timed cell printing one line that Swift and Python
must agree on), plain code as a learner or an analyst writes it. They cover what the shared
nine do not: writes into arrays of Bools, optionals and structs, dictionary values changed in
place, characters, sets, enums, nested arrays, class instances changed through methods,
closures passed to functions. scripts/bench/usercode.py runs them."""

PROGRAMS = {
    "sieve": {
        "swift_setup": "",
        "swift": "let limit = 200_000\nvar isPrime = [Bool](repeating: true, count: limit + 1)\nisPrime[0] = false\nisPrime[1] = false\nvar i = 2\nwhile i * i <= limit {\n  if isPrime[i] { var j = i * i; while j <= limit { isPrime[j] = false; j += i } }\n  i += 1\n}\nprint(isPrime.filter { $0 }.count)",
        "python_setup": "",
        "python": "limit = 200_000\nis_prime = [True] * (limit + 1)\nis_prime[0] = False\nis_prime[1] = False\ni = 2\nwhile i * i <= limit:\n    if is_prime[i]:\n        j = i * i\n        while j <= limit:\n            is_prime[j] = False\n            j += i\n    i += 1\nprint(sum(1 for p in is_prime if p))",
    },
    "optional_slots": {
        "swift_setup": "",
        "swift": "var best = [Int?](repeating: nil, count: 200_000)\nfor i in 0..<200_000 where i % 3 != 0 { best[i] = i * 2 }\nvar total = 0\nfor value in best { if let value { total += value } }\nprint(total)",
        "python_setup": "",
        "python": "best = [None] * 200_000\nfor i in range(200_000):\n    if i % 3 != 0:\n        best[i] = i * 2\ntotal = 0\nfor value in best:\n    if value is not None:\n        total += value\nprint(total)",
    },
    "particles": {
        "swift_setup": "struct Particle { var x: Double; var v: Double }",
        "swift": "var ps: [Particle] = []\nfor i in 0..<1000 { ps.append(Particle(x: Double(i) / 1000, v: Double(i % 7) / 100 - 0.03)) }\nfor _ in 0..<200 {\n  for i in 0..<ps.count {\n    ps[i].x += ps[i].v * 0.1\n    if ps[i].x > 1 || ps[i].x < 0 { ps[i].v = -ps[i].v }\n  }\n}\nvar sum = 0.0\nfor p in ps { sum += p.x }\nprint(Int(sum * 1000))",
        "python_setup": "class Particle:\n    __slots__ = ('x', 'v')\n    def __init__(self, x, v):\n        self.x = x; self.v = v",
        "python": "ps = []\nfor i in range(1000):\n    ps.append(Particle(i / 1000, (i % 7) / 100 - 0.03))\nfor _ in range(200):\n    for i in range(len(ps)):\n        ps[i].x += ps[i].v * 0.1\n        if ps[i].x > 1 or ps[i].x < 0:\n            ps[i].v = -ps[i].v\ntotal = 0.0\nfor p in ps:\n    total += p.x\nprint(int(total * 1000))",
    },
    "accounts": {
        "swift_setup": "final class Account {\n  var balance = 0\n  var deposits = 0\n  func deposit(_ amount: Int) { balance += amount; deposits += 1 }\n}",
        "swift": "let accounts = (0..<100).map { _ in Account() }\nfor i in 0..<300_000 { accounts[i % 100].deposit(i % 13) }\nvar total = 0\nfor account in accounts { total += account.balance * account.deposits }\nprint(total)",
        "python_setup": "class Account:\n    __slots__ = ('balance', 'deposits')\n    def __init__(self):\n        self.balance = 0; self.deposits = 0\n    def deposit(self, amount):\n        self.balance += amount; self.deposits += 1",
        "python": "accounts = [Account() for _ in range(100)]\nfor i in range(300_000):\n    accounts[i % 100].deposit(i % 13)\ntotal = 0\nfor account in accounts:\n    total += account.balance * account.deposits\nprint(total)",
    },
    "group_lists": {
        "swift_setup": "",
        "swift": "var groups: [Int: [Int]] = [:]\nfor i in 0..<200_000 { groups[i % 100, default: []].append(i) }\nprint(groups.count, groups[7]!.count, groups[7]![3])",
        "python_setup": "",
        "python": "groups = {}\nfor i in range(200_000):\n    groups.setdefault(i % 100, []).append(i)\nprint(len(groups), len(groups[7]), groups[7][3])",
    },
    "vowels": {
        "swift_setup": "let text = String(repeating: \"the quick brown fox jumps over the lazy dog \", count: 5_000)",
        "swift": "var vowels = 0\nfor ch in text where \"aeiou\".contains(ch) { vowels += 1 }\nprint(vowels)",
        "python_setup": "text = 'the quick brown fox jumps over the lazy dog ' * 5_000",
        "python": "vowels = 0\nfor ch in text:\n    if ch in 'aeiou':\n        vowels += 1\nprint(vowels)",
    },
    "apply_closure": {
        "swift_setup": "func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }",
        "swift": "let offset = 3\nlet shift = { (x: Int) -> Int in x + offset }\nvar total = 0\nfor i in 0..<300_000 { total += apply(shift, to: i) % 10 }\nprint(total)",
        "python_setup": "def apply(f, x):\n    return f(x)",
        "python": "offset = 3\nshift = lambda x: x + offset\ntotal = 0\nfor i in range(300_000):\n    total += apply(shift, i) % 10\nprint(total)",
    },
    "enum_machine": {
        "swift_setup": "enum Op { case add(Int), multiply(Int), negate }\nfunc run(_ ops: [Op], from start: Int) -> Int {\n  var value = start\n  for op in ops {\n    switch op {\n    case .add(let n): value = (value + n) % 1_000_003\n    case .multiply(let n): value = (value * n) % 1_000_003\n    case .negate: value = 1_000_003 - value\n    }\n  }\n  return value\n}",
        "swift": "let ops: [Op] = (0..<200_000).map { i in i % 3 == 0 ? .add(i % 17) : i % 3 == 1 ? .multiply(i % 5 + 1) : .negate }\nprint(run(ops, from: 1))",
        "python_setup": "def run(ops, start):\n    value = start\n    for kind, n in ops:\n        if kind == 0:\n            value = (value + n) % 1_000_003\n        elif kind == 1:\n            value = (value * n) % 1_000_003\n        else:\n            value = 1_000_003 - value\n    return value",
        "python": "ops = [(0, i % 17) if i % 3 == 0 else (1, i % 5 + 1) if i % 3 == 1 else (2, 0) for i in range(200_000)]\nprint(run(ops, 1))",
    },
    "matrix": {
        "swift_setup": "let n = 60\nlet a = (0..<n).map { i in (0..<n).map { j in Double((i * j) % 7) } }\nlet b = (0..<n).map { i in (0..<n).map { j in Double((i + j) % 5) } }",
        "swift": "var c = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)\nfor i in 0..<n { for j in 0..<n { for k in 0..<n { c[i][j] += a[i][k] * b[k][j] } } }\nvar trace = 0.0\nfor i in 0..<n { trace += c[i][i] }\nprint(Int(trace))",
        "python_setup": "n = 60\na = [[float((i * j) % 7) for j in range(n)] for i in range(n)]\nb = [[float((i + j) % 5) for j in range(n)] for i in range(n)]",
        "python": "c = [[0.0] * n for _ in range(n)]\nfor i in range(n):\n    for j in range(n):\n        for k in range(n):\n            c[i][j] += a[i][k] * b[k][j]\ntrace = 0.0\nfor i in range(n):\n    trace += c[i][i]\nprint(int(trace))",
    },
    "set_insert": {
        "swift_setup": "",
        "swift": "var seen = Set<Int>()\nvar repeats = 0\nfor i in 0..<300_000 { if !seen.insert((i * 7919) % 100_000).inserted { repeats += 1 } }\nprint(seen.count, repeats)",
        "python_setup": "",
        "python": "seen = set()\nrepeats = 0\nfor i in range(300_000):\n    v = (i * 7919) % 100_000\n    if v in seen:\n        repeats += 1\n    else:\n        seen.add(v)\nprint(len(seen), repeats)",
    },
    "string_append": {
        "swift_setup": "",
        "swift": "var s = \"\"\nfor i in 0..<200_000 { s.append(i % 3 == 0 ? \"a\" : \"b\") }\nprint(s.count)",
        "python_setup": "",
        "python": "parts = []\nfor i in range(200_000):\n    parts.append('a' if i % 3 == 0 else 'b')\ns = ''.join(parts)\nprint(len(s))",
    },
    "nested_rows": {
        "swift_setup": "",
        "swift": "var rows: [[Int]] = []\nfor i in 0..<1_000 { var row: [Int] = []; for j in 0..<200 { row.append(i * j % 11) }; rows.append(row) }\nvar total = 0\nfor row in rows { total += row.reduce(0, +) }\nprint(total)",
        "python_setup": "",
        "python": "rows = []\nfor i in range(1_000):\n    row = []\n    for j in range(200):\n        row.append(i * j % 11)\n    rows.append(row)\ntotal = 0\nfor row in rows:\n    total += sum(row)\nprint(total)",
    },
    "stack_methods": {
        "swift_setup": "struct Stack {\n  var items: [Int] = []\n  var pops = 0\n  mutating func push(_ x: Int) { items.append(x) }\n  mutating func pop() -> Int? { pops += 1; return items.popLast() }\n}",
        "swift": "var stack = Stack()\nvar total = 0\nfor i in 0..<200_000 { stack.push(i); if i % 3 == 0 { total += stack.pop() ?? 0 } }\nprint(stack.items.count, stack.pops, total)",
        "python_setup": "class Stack:\n    __slots__ = ('items', 'pops')\n    def __init__(self):\n        self.items = []; self.pops = 0\n    def push(self, x):\n        self.items.append(x)\n    def pop(self):\n        self.pops += 1\n        return self.items.pop() if self.items else None",
        "python": "stack = Stack()\ntotal = 0\nfor i in range(200_000):\n    stack.push(i)\n    if i % 3 == 0:\n        total += stack.pop() or 0\nprint(len(stack.items), stack.pops, total)",
    },
}
