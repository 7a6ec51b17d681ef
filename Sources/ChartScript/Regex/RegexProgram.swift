/// One step of a compiled regular expression, run by ``RegexMatcher`` (a backtracking
/// machine in the manner of Pike's and Thompson's: splits push the alternative to try later).
enum RegexInstruction {
    /// An ASCII character that is a whole character in the text (not the start of "\r\n").
    case byte(UInt8)
    /// A character, compared canonically.
    case character(Character)
    /// A character compared without regard to case.
    case characterIgnoringCase(Character)
    /// Any character.
    case anyCharacter
    /// Any character but a newline.
    case anyExceptNewline
    /// A character in the class of that number (``RegexProgram/classes``).
    case characterClass(Int)
    /// Goes on at `preferred`; on failure, at `alternative` from the same place.
    case split(preferred: Int, alternative: Int)
    /// Goes on at the instruction.
    case jump(Int)
    /// Records the position in a capture slot (group n's bounds are slots 2n and 2n + 1).
    case save(slot: Int)
    /// A zero-width test.
    case anchor(RegexAnchor)
    /// The text group `group` captured, again.
    case backreference(group: Int, ignoringCase: Bool)
    /// Runs the body after it (ending in `succeed`) here; goes on at `next` when it matched
    /// (or, `negated`, when it did not), consuming nothing.
    case lookahead(negated: Bool, next: Int)
    /// Runs the body after it (ending in `succeed`) once, takes its first match for good and
    /// goes on at `next` from its end.
    case atomic(next: Int)
    /// Records where one pass of a loop that can match nothing starts.
    case markProgress(register: Int)
    /// Leaves the loop for `exit` when its pass consumed nothing (as Perl and Swift end a
    /// loop whose pass matched the empty string), else goes on.
    case checkProgress(register: Int, exit: Int)
    /// The end of a lookahead's or atomic group's body.
    case succeed
    /// A match.
    case match
}

/// A compiled regular expression: its instructions, classes, groups and what the matcher
/// may assume of it.
struct RegexProgram {
    /// The most instructions a pattern compiles to (`a{1000}{1000}` would need a million).
    static let maximumInstructions = 200_000

    var instructions: [RegexInstruction] = []
    var classes: [CompiledClass] = []
    /// The number of capturing groups (group 0, the whole match, not counted).
    var captureCount = 0
    /// Each group's name by number.
    var captureNames: [String?] = [nil]
    /// The registers ``RegexInstruction/markProgress(register:)`` uses.
    var registerCount = 0
    /// Whether the program has back references, lookaheads, atomic groups or loops that can
    /// match nothing: then the outcome from an instruction and position depends on more than
    /// those two, and failed states cannot be remembered.
    var dependsOnHistory = false
    /// Whether every match must start at the start of the text (`^…`, `\A…`).
    var isAnchoredAtStart = false

    /// A class with the answers for ASCII characters worked out once.
    struct CompiledClass {
        var set: RegexCharacterClass
        /// Bit n: whether the ASCII character n is in the class.
        var ascii: (UInt64, UInt64)

        init(_ set: RegexCharacterClass) {
            self.set = set
            var low: UInt64 = 0
            var high: UInt64 = 0
            for code in 0..<128 where set.contains(Character(Unicode.Scalar(UInt8(code)))) {
                if code < 64 { low |= 1 << UInt64(code) } else { high |= 1 << UInt64(code - 64) }
            }
            ascii = (low, high)
        }

        @inline(__always)
        func contains(ascii code: UInt8) -> Bool {
            code < 64 ? ascii.0 & (1 << UInt64(code)) != 0 : ascii.1 & (1 << UInt64(code &- 64)) != 0
        }
    }

    /// Compiles `pattern` (Swift Regex's syntax) with `options` in force at its start.
    init(pattern: String, options: RegexOptions = RegexOptions()) throws {
        let parsed = try RegexParser.parse(pattern, options: options)
        captureCount = parsed.captureCount
        captureNames = parsed.captureNames
        var compiler = RegexCompiler(pattern: pattern)
        try compiler.emit(.save(slot: 0))
        try compiler.compile(parsed.root)
        try compiler.emit(.save(slot: 1))
        try compiler.emit(.match)
        instructions = compiler.instructions
        classes = compiler.classes
        registerCount = compiler.registerCount
        dependsOnHistory = compiler.dependsOnHistory
        if instructions.count > 1, case .anchor(.startOfText) = instructions[1] { isAnchoredAtStart = true }
    }
}

/// Turns a ``RegexNode`` tree into instructions.
private struct RegexCompiler {
    let pattern: String
    var instructions: [RegexInstruction] = []
    var classes: [RegexProgram.CompiledClass] = []
    var registerCount = 0
    var dependsOnHistory = false

    init(pattern: String) {
        self.pattern = pattern
    }

    mutating func emit(_ instruction: RegexInstruction) throws {
        guard instructions.count < RegexProgram.maximumInstructions else {
            throw RegexSyntaxError(reason: "the pattern is too large (more than \(RegexProgram.maximumInstructions) steps once its repetitions are counted out)",
                                   pattern: pattern)
        }
        instructions.append(instruction)
    }

    /// Emits a placeholder to be patched once its target is known; its address.
    private mutating func placeholder() throws -> Int {
        try emit(.match)
        return instructions.count - 1
    }

    mutating func compile(_ node: RegexNode) throws {
        switch node {
        case .empty:
            break
        case let .character(character, ignoringCase):
            if let ascii = character.asciiValue, !(ignoringCase && character.isLetter), ascii != 0x0D {
                try emit(.byte(ascii))
            } else if ignoringCase && character.lowercased() != character.uppercased() {
                try emit(.characterIgnoringCase(character))
            } else {
                try emit(.character(character))
            }
        case .anyCharacter(let matchingNewlines):
            try emit(matchingNewlines ? .anyCharacter : .anyExceptNewline)
        case .characterClass(let set):
            classes.append(RegexProgram.CompiledClass(set))
            try emit(.characterClass(classes.count - 1))
        case .anchor(let anchor):
            try emit(.anchor(anchor))
        case .sequence(let nodes):
            for node in nodes { try compile(node) }
        case .alternation(let alternatives):
            try compileAlternation(alternatives[...])
        case let .group(body, capture):
            if let capture { try emit(.save(slot: 2 * capture)) }
            try compile(body)
            if let capture { try emit(.save(slot: 2 * capture + 1)) }
        case let .repetition(body, minimum, maximum, kind):
            if kind == .possessive {
                try compileBody(of: .atomic(next: 0)) { compiler in
                    try compiler.compileRepetition(body, minimum: minimum, maximum: maximum, reluctant: false)
                }
            } else {
                try compileRepetition(body, minimum: minimum, maximum: maximum, reluctant: kind == .reluctant)
            }
        case let .lookahead(body, negated):
            try compileBody(of: .lookahead(negated: negated, next: 0)) { try $0.compile(body) }
        case .atomic(let body):
            try compileBody(of: .atomic(next: 0)) { try $0.compile(body) }
        case let .backreference(group, ignoringCase):
            dependsOnHistory = true
            try emit(.backreference(group: group, ignoringCase: ignoringCase))
        }
    }

    private mutating func compileAlternation(_ alternatives: ArraySlice<RegexNode>) throws {
        var jumps: [Int] = []
        for (offset, alternative) in alternatives.enumerated() {
            guard offset < alternatives.count - 1 else {
                try compile(alternative)
                break
            }
            let split = try placeholder()
            try compile(alternative)
            jumps.append(try placeholder())
            instructions[split] = .split(preferred: split + 1, alternative: instructions.count)
        }
        for jump in jumps { instructions[jump] = .jump(instructions.count) }
    }

    /// A lookahead or atomic group: the instruction, the body, `succeed`, and the
    /// instruction's `next` patched to follow.
    private mutating func compileBody(of instruction: RegexInstruction, body: (inout RegexCompiler) throws -> Void) throws {
        dependsOnHistory = true
        let start = try placeholder()
        try body(&self)
        try emit(.succeed)
        switch instruction {
        case .lookahead(let negated, _): instructions[start] = .lookahead(negated: negated, next: instructions.count)
        default: instructions[start] = .atomic(next: instructions.count)
        }
    }

    private mutating func compileRepetition(_ body: RegexNode, minimum: Int, maximum: Int?, reluctant: Bool) throws {
        for _ in 0..<minimum { try compile(body) }
        guard let maximum else { return try compileLoop(body, reluctant: reluctant) }
        // Each optional copy: split to the copy or past all of them.
        var splits: [Int] = []
        for _ in minimum..<maximum {
            splits.append(try placeholder())
            try compile(body)
        }
        let end = instructions.count
        for split in splits {
            instructions[split] = reluctant ? .split(preferred: end, alternative: split + 1)
                : .split(preferred: split + 1, alternative: end)
        }
    }

    private mutating func compileLoop(_ body: RegexNode, reluctant: Bool) throws {
        let split = try placeholder()
        let register: Int?
        if body.canMatchEmpty {
            register = registerCount
            registerCount += 1
            dependsOnHistory = true
            try emit(.markProgress(register: registerCount - 1))
        } else {
            register = nil
        }
        try compile(body)
        let check = register == nil ? nil : try placeholder()
        try emit(.jump(split))
        let exit = instructions.count
        if let check, let register { instructions[check] = .checkProgress(register: register, exit: exit) }
        instructions[split] = reluctant ? .split(preferred: exit, alternative: split + 1)
            : .split(preferred: split + 1, alternative: exit)
    }
}
