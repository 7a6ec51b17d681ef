/// Huge literals and work that only an interrupt or a limit ends: ranges reaching `Int.max`,
/// repeat counts past what memory holds, strides by tiny or huge steps, regular expressions
/// that backtrack (with and without back references) and patterns built of random pieces,
/// values that share their parts (an indirect enum doubled), and huge format widths. The
/// target interrupts a cell after two seconds, so an endless one is fine; one that ignores
/// the interrupt, crashes or passes the memory budget is a finding.
extension CellGrammar {
    /// One item of huge or endless work.
    mutating func hugeWork() -> String {
        switch choices.below(6) {
        case 0: return hugeRange()
        case 1: return hugeRepeat()
        case 2: return hugeStride()
        case 3: return backtrackingRegex()
        case 4: return sharedValue()
        default: return hugeFormat()
        }
    }

    private mutating func hugeBound() -> String {
        choices.pick(["Int.max", "Int.max - 1", "Int.min", "-Int.max", "1 << 62", "9_223_372_036_854_775_807", "0", "-1",
                      "\(choices.integer())"])
    }

    /// A range to or from the ends of `Int`, and what Swift answers of it (some at once, some
    /// only an interrupt ends).
    private mutating func hugeRange() -> String {
        let name = fresh("huge")
        let range = "\(hugeBound())\(choices.pick(["..<", "..."]))\(hugeBound())"
        let use = choices.pick([".count", ".contains(\(choices.integer()))", ".first", ".last", ".min()", ".max()", ".isEmpty",
                                ".reversed().first", ".lazy.map { $0 &* 2 }.first", ".prefix(3).map { $0 }",
                                ".dropFirst(\(choices.integer())).first", ".filter { $0 % 7 == 0 }.first",
                                ".enumerated().first", ".map { $0 }.count", ".sorted().first", ".shuffled().first"])
        if choices.chance(30) {
            return "let \(name) = \(range)\nfor i in \(name) { if i > \(choices.integer()) { break } }\nprint(\(name)\(use))"
        }
        return "let \(name) = \(range)\nprint(\(name)\(use))"
    }

    /// `String(repeating:count:)` and `Array(repeating:count:)` with counts past memory, and
    /// what is done with the result.
    private mutating func hugeRepeat() -> String {
        let count = choices.pick(["Int.max", "1 << 40", "-1", "200_000_001", "100_000_000", "100_000", "0", "\(choices.integer())"])
        let made = choices.pick(["String(repeating: \"ab\", count: \(count))", "Array(repeating: \(choices.integer()), count: \(count))",
                                 "[String](repeating: \"x\", count: \(count))", "Array(repeating: 0.5, count: \(count))"])
        let use = choices.pick([".count", ".description.count", ".reversed().count", ".sorted().count", ".shuffled().count",
                                ".split(separator: \"b\").count", ".hashValue", " == \(made)", ".contains(\"q\")"])
        return "print((\(made))\(use))"
    }

    /// Strides by steps from `1e-300` to `Int.max`, looped over (with `break`) and made into arrays.
    private mutating func hugeStride() -> String {
        let step = choices.pick(["1e-300", "-1e-300", "1e300", "0.0", ".nan", ".infinity", "1", "-1", "0.1", "Double.ulpOfOne"])
        let from = choices.pick(["0.0", "-1e308", "1.0", "\(choices.double())"])
        let to = choices.pick(["1.0", "1e308", ".infinity", "\(choices.double())"])
        switch choices.below(4) {
        case 0: return "for x in stride(from: \(from), to: \(to), by: \(step)) { if x > \(choices.double()) { break } }"
        case 1: return "print(Array(stride(from: \(from), through: \(to), by: \(step))).count)"
        case 2: return "print(stride(from: \(hugeBound()), to: \(hugeBound()), by: \(choices.pick(["1", "-1", "Int.max", "Int.min", "3"]))).count)"
        default: return "var n = 0\nfor _ in stride(from: \(hugeBound()), through: \(hugeBound()), by: \(choices.pick(["1", "-1", "7"]))) { n += 1; if n > 1000 { break } }\nprint(n)"
        }
    }

    /// A search over a run of `a`s with a pattern that backtracks, or a pattern of random pieces
    /// (most invalid, which is an error a `catch` receives).
    private mutating func backtrackingRegex() -> String {
        let length = choices.pick(["40", "80", "1_000", "100_000", "\(choices.integer())"])
        let text = "String(repeating: \"a\", count: max(0, \(length))) + \"c\""
        if choices.chance(50) {
            let pattern = choices.pick(["#/(a+)+b/#", "#/(a|a)*b/#", "#/(a*)*b/#", "#/(a|aa)+\\1b/#", "#/(?>a|aa)*(a|aa)+b/#",
                                        "#/(a+)+(?=b)/#", "#/^(a?){30}a{30}$/#", "#/(.*a){12}/#", "#/\\w*\\s*\\d+$/#"])
            let use = choices.pick(["contains(\(pattern))", "firstMatch(of: \(pattern)) != nil", "matches(of: \(pattern)).count",
                                    "wholeMatch(of: \(pattern)) != nil", "replacing(\(pattern), with: \"-\").count"])
            return "print((\(text)).\(use))"
        }
        let pieces = ["(", ")", "*", "+", "?", "{2,3}", "{1000}", "{,2}", "[a-c]", "[^a]", "\\d", "\\w", "|", "a", ".", "^", "$",
                      "(?=a)", "(?!b)", "(?>", "\\1", "(?<n>", "\\k<n>", "(?i)", "[[:alpha:]]", "\\p{L}", "&&", "*?", "++", "\\b"]
        let pattern = (0..<(1 + choices.below(12))).map { _ in choices.pick(pieces) }.joined()
        let escaped = pattern.map { $0 == "\\" ? "\\\\" : String($0) }.joined()
        return "do {\n  let regex = try Regex(\"\(escaped)\")\n  print((\(text)).matches(of: regex).count)\n} catch {\n  print(\"invalid\")\n}"
    }

    /// An indirect enum doubled many times (61 values, 2^60 paths), compared, hashed and shown.
    private mutating func sharedValue() -> String {
        let tree = fresh("Tree")
        let levels = choices.pick(["10", "40", "60", "62", "\(choices.below(80))"])
        let use = choices.pick(["t == u", "t.hashValue == u.hashValue", "Set([t, u]).count", "\"\\(t)\".count", "[t: 1][u] ?? 0"])
        return """
            indirect enum \(tree): Hashable { case leaf(Int); case node(\(tree), \(tree)) }
            var t = \(tree).leaf(1)
            var u = \(tree).leaf(1)
            for _ in 0..<\(levels) { t = .node(t, t); u = .node(u, u) }
            print(\(use))
            """
    }

    /// `String(format:)` with widths and precisions near and past the limit.
    private mutating func hugeFormat() -> String {
        let size = choices.pick(["4096", "4097", "999999999", "2147483648", "-1", "0"])
        return "print(String(format: \"%\(choices.pick(["", "."]))\(size)\(choices.pick(["f", "d", "s", "@"]))\", \(choices.pick(["1.0", "42", "\"x\""]))).count)"
    }
}
