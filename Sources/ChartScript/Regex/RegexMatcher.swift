/// Runs a ``RegexProgram`` over a string as Swift Regex matches at its default level: by
/// characters (grapheme clusters), leftmost match first, alternatives and repetitions tried
/// in the order Swift tries them.
///
/// It backtracks with a stack of its own (no recursion but for lookaheads and atomic groups,
/// one level each), so a long text cannot exhaust the thread's stack, and every step counts
/// towards an interrupt check: a pattern that backtracks for hours (`(a+)+b` on forty `a`s)
/// stops at an interrupt within a fraction of a millisecond, and the memory budget sees its
/// stack grow. For patterns without back references, lookaheads, atomic groups or loops that
/// can match nothing, a search that has taken ``memoThreshold`` steps starts remembering the
/// (instruction, position) pairs that failed, so it never tries one twice: its time is then
/// linear in the text times the program (the bit-state technique of RE2), and `(a+)+b` on a
/// million `a`s fails in a second instead of never.
struct RegexMatcher {
    /// Steps of one search before it remembers failed states.
    static let memoThreshold = 1 << 16
    /// The largest memory of failed states, in bytes; past it the search goes on without one.
    static let maximumMemoBytes = 256 << 20

    /// A match: the bounds of the whole match and of each group (nil for a group that took
    /// no part).
    struct Match {
        var range: Range<String.Index>
        var groups: [Range<String.Index>?]
    }

    private enum Frame {
        case resume(pc: Int, position: String.Index)
        case restoreCapture(slot: Int, old: String.Index?)
        case restoreRegister(Int, old: String.Index)
    }

    private let program: RegexProgram
    private let text: String
    private let end: String.Index
    private var captures: [String.Index?]
    private var registers: [String.Index]
    private var stack: [Frame] = []
    private var poll = InterruptPoll()
    private var searchStart: String.Index
    private var mustReachEnd = false
    private var steps = 0
    private var memo: [UInt64] = []
    private var memoBase = 0
    private var memoWidth = 0

    /// A matcher of `program` over `text`.
    init(_ program: RegexProgram, in text: String) {
        self.program = program
        self.text = text
        end = text.endIndex
        captures = Array(repeating: nil, count: 2 * (program.captureCount + 1))
        registers = Array(repeating: text.startIndex, count: program.registerCount)
        searchStart = text.startIndex
    }

    /// The first match starting at or after `start`; with `anchored`, only one starting at
    /// `start`; with `wholeText`, only one that also ends at the end of the text.
    mutating func firstMatch(from start: String.Index, anchored: Bool = false, wholeText: Bool = false) throws -> Match? {
        searchStart = start
        mustReachEnd = wholeText
        steps = 0
        defer { memo = [] }
        var candidate = start
        while true {
            try poll.step()
            if candidate == text.startIndex || !program.isAnchoredAtStart {
                for slot in captures.indices { captures[slot] = nil }
                if let found = try run(from: 0, at: candidate, depth: 0) {
                    stack.removeAll(keepingCapacity: true)
                    return makeMatch(end: found)
                }
            }
            if anchored || candidate == end || program.isAnchoredAtStart { return nil }
            candidate = text.index(after: candidate)
        }
    }

    /// Every match in the text, in order, as `matches(of:)` finds them: after an empty match
    /// the next search starts a character later, after another at its end.
    mutating func allMatches(limit: Int = .max, each: (Match) throws -> Void) throws {
        var start = text.startIndex
        var count = 0
        while count < limit, let match = try firstMatch(from: start) {
            try each(match)
            count += 1
            if match.range.isEmpty {
                guard match.range.upperBound < end else { return }
                start = text.index(after: match.range.upperBound)
            } else {
                start = match.range.upperBound
            }
        }
    }

    private func makeMatch(end found: String.Index) -> Match {
        let lower = captures[0] ?? found
        var groups: [Range<String.Index>?] = []
        for group in 0...program.captureCount {
            if group == 0 { groups.append(lower..<found); continue }
            if let from = captures[2 * group], let to = captures[2 * group + 1], from <= to {
                groups.append(from..<to)
            } else {
                groups.append(nil)
            }
        }
        return Match(range: lower..<found, groups: groups)
    }

    // MARK: The machine

    /// Runs from `startPC` at `start` until `match` or `succeed`; the position reached, or nil
    /// when every way failed (the stack then as it was).
    private mutating func run(from startPC: Int, at start: String.Index, depth: Int) throws -> String.Index? {
        let base = stack.count
        var pc = startPC
        var position = start
        while true {
            try poll.step()
            steps &+= 1
            var advanced = true
            if !memo.isEmpty || (steps > Self.memoThreshold && !program.dependsOnHistory && startMemo(at: position)) {
                advanced = visit(pc, position)
            }
            if advanced {
                switch program.instructions[pc] {
                case .byte(let expected):
                    if let next = nextIfByte(expected, at: position) {
                        position = next
                        pc += 1
                    } else {
                        advanced = false
                    }
                case .character(let expected):
                    if position < end, let (character, next) = character(at: position), character == expected {
                        position = next
                        pc += 1
                    } else {
                        advanced = false
                    }
                case .characterIgnoringCase(let expected):
                    if position < end, let (character, next) = character(at: position),
                       character == expected || RegexCaseFolding.equal(character, expected) {
                        position = next
                        pc += 1
                    } else {
                        advanced = false
                    }
                case .anyCharacter:
                    if position < end {
                        position = character(at: position)!.next
                        pc += 1
                    } else {
                        advanced = false
                    }
                case .anyExceptNewline:
                    if position < end, let (character, next) = character(at: position), !character.isNewline {
                        position = next
                        pc += 1
                    } else {
                        advanced = false
                    }
                case .characterClass(let number):
                    if position < end, let next = nextIfInClass(program.classes[number], at: position) {
                        position = next
                        pc += 1
                    } else {
                        advanced = false
                    }
                case let .split(preferred, alternative):
                    try push(.resume(pc: alternative, position: position))
                    pc = preferred
                case .jump(let target):
                    pc = target
                case .save(let slot):
                    try push(.restoreCapture(slot: slot, old: captures[slot]))
                    captures[slot] = position
                    pc += 1
                case .anchor(let anchor):
                    if holds(anchor, at: position) { pc += 1 } else { advanced = false }
                case let .backreference(group, ignoringCase):
                    if let next = nextAfterReference(to: group, ignoringCase: ignoringCase, at: position) {
                        position = next
                        pc += 1
                    } else {
                        advanced = false
                    }
                case let .lookahead(negated, next):
                    let innerBase = stack.count
                    let matched = try run(from: pc + 1, at: position, depth: depth + 1) != nil
                    if matched && negated { unwind(to: innerBase) }
                    if matched && !negated { keepRestores(from: innerBase) }
                    if matched != negated { pc = next } else { advanced = false }
                case .atomic(let next):
                    let innerBase = stack.count
                    if let reached = try run(from: pc + 1, at: position, depth: depth + 1) {
                        keepRestores(from: innerBase)
                        position = reached
                        pc = next
                    } else {
                        advanced = false
                    }
                case .markProgress(let register):
                    try push(.restoreRegister(register, old: registers[register]))
                    registers[register] = position
                    pc += 1
                case let .checkProgress(register, exit):
                    pc = registers[register] == position ? exit : pc + 1
                case .succeed:
                    return position
                case .match:
                    if mustReachEnd && position != end { advanced = false } else { return position }
                }
            }
            if advanced { continue }
            // Backtrack: undo captures down to the latest alternative, and go on there.
            guard let resumed = backtrack(to: base) else { return nil }
            (pc, position) = resumed
        }
    }

    private mutating func backtrack(to base: Int) -> (Int, String.Index)? {
        while stack.count > base {
            switch stack.removeLast() {
            case let .resume(pc, position): return (pc, position)
            case let .restoreCapture(slot, old): captures[slot] = old
            case let .restoreRegister(register, old): registers[register] = old
            }
        }
        return nil
    }

    /// Undoes what a lookahead's body recorded, down to `base`.
    private mutating func unwind(to base: Int) {
        while stack.count > base {
            switch stack.removeLast() {
            case .resume: break
            case let .restoreCapture(slot, old): captures[slot] = old
            case let .restoreRegister(register, old): registers[register] = old
            }
        }
    }

    /// Drops the alternatives a matched body left above `base` (it is never re-entered) and
    /// keeps what undoes its captures, for when the match backtracks past it.
    private mutating func keepRestores(from base: Int) {
        guard stack.count > base else { return }
        var write = base
        for read in base..<stack.count {
            if case .resume = stack[read] { continue }
            stack[write] = stack[read]
            write += 1
        }
        stack.removeSubrange(write...)
    }

    @inline(__always)
    private mutating func push(_ frame: Frame) throws {
        if stack.count == stack.capacity && stack.count >= 1 << 16 {
            try MemoryGuard.shared.reserve(stack.count &* MemoryLayout<Frame>.stride, for: "a regular expression's backtracking")
        }
        stack.append(frame)
    }

    // MARK: Remembering failed states

    private mutating func startMemo(at position: String.Index) -> Bool {
        let offset = text.utf8.distance(from: text.startIndex, to: min(position, searchStart))
        let width = text.utf8.distance(from: text.startIndex, to: end) - offset + 1
        let (bits, overflow) = width.multipliedReportingOverflow(by: program.instructions.count)
        let bytes = bits / 8 + 8
        guard !overflow, bytes <= Self.maximumMemoBytes,
              (try? MemoryGuard.shared.reserve(bytes, for: "a regular expression's memory of failed states")) != nil else {
            steps = Int.min
            return false
        }
        memoBase = offset
        memoWidth = width
        memo = Array(repeating: 0, count: bits / 64 + 1)
        return true
    }

    /// Marks (pc, position) as tried; false when it was tried before (and so failed: a
    /// search stops at its first match).
    @inline(__always)
    private mutating func visit(_ pc: Int, _ position: String.Index) -> Bool {
        let offset = text.utf8.distance(from: text.startIndex, to: position) - memoBase
        guard offset >= 0 else { return true }
        let bit = pc &* memoWidth &+ offset
        let word = bit >> 6
        let mask: UInt64 = 1 << UInt64(bit & 63)
        if memo[word] & mask != 0 { return false }
        memo[word] |= mask
        return true
    }

    // MARK: Characters

    /// The character at `position` (before the end) and the position after it.
    @inline(__always)
    private func character(at position: String.Index) -> (Character, next: String.Index)? {
        guard position < end else { return nil }
        let bytes = text.utf8
        let byte = bytes[position]
        if byte < 0x80 {
            let next = bytes.index(after: position)
            if next == end || (bytes[next] < 0x80 && !(byte == 0x0D && bytes[next] == 0x0A)) {
                return (Character(Unicode.Scalar(byte)), next)
            }
        }
        return (text[position], text.index(after: position))
    }

    @inline(__always)
    private func nextIfByte(_ expected: UInt8, at position: String.Index) -> String.Index? {
        guard position < end else { return nil }
        let bytes = text.utf8
        guard bytes[position] == expected else { return nil }
        let next = bytes.index(after: position)
        if next == end || bytes[next] < 0x80 { return next }
        // A combining mark may follow: the character is then more than the byte.
        let following = text.index(after: position)
        return following == next ? next : nil
    }

    @inline(__always)
    private func nextIfInClass(_ set: RegexProgram.CompiledClass, at position: String.Index) -> String.Index? {
        let bytes = text.utf8
        let byte = bytes[position]
        if byte < 0x80 {
            let next = bytes.index(after: position)
            if next == end || (bytes[next] < 0x80 && !(byte == 0x0D && bytes[next] == 0x0A)) {
                return set.contains(ascii: byte) ? next : nil
            }
        }
        guard let (character, next) = character(at: position) else { return nil }
        return set.set.contains(character) ? next : nil
    }

    private func holds(_ anchor: RegexAnchor, at position: String.Index) -> Bool {
        switch anchor {
        case .startOfText: return position == text.startIndex
        case .endOfText: return position == end
        case .endOfTextOrFinalNewline:
            if position == end { return true }
            guard let (character, next) = character(at: position) else { return false }
            return next == end && character.isNewline
        case .startOfLine:
            return position == text.startIndex || text[text.index(before: position)].isNewline
        case .endOfLine:
            return position == end || (character(at: position)?.0.isNewline ?? false)
        case .wordBoundary, .notWordBoundary:
            let before = position > text.startIndex && RegexProperty.isWordCharacter(text[text.index(before: position)])
            let after = position < end && RegexProperty.isWordCharacter(character(at: position)!.0)
            return (before != after) == (anchor == .wordBoundary)
        case .startOfSearch: return position == searchStart
        }
    }

    private func nextAfterReference(to group: Int, ignoringCase: Bool, at position: String.Index) -> String.Index? {
        guard 2 * group + 1 < captures.count, let from = captures[2 * group], let to = captures[2 * group + 1], from <= to else {
            return nil
        }
        var cursor = position
        var index = from
        while index < to {
            guard let (character, next) = character(at: cursor) else { return nil }
            let expected = text[index]
            guard character == expected || (ignoringCase && RegexCaseFolding.equal(character, expected)) else { return nil }
            cursor = next
            index = text.index(after: index)
        }
        return cursor
    }
}
