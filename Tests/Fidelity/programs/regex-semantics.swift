// Regular expressions matched as Swift matches them: by characters, leftmost first,
// empty matches, anchors, classes, options, repetitions and groups.
func all(_ text: String, _ regex: Regex<Substring>) -> [String] {
    text.matches(of: regex).map { String($0.output) }
}

print(all("baaac", #/a*/#))
print(all("abc", #//#).count)
print(all("aa", #/a*?/#))
print(all("ab\ncd", #/(?m)^./#), all("ab\ncd", #/^./#))
print(all("a\nb", #/./#), all("a\nb", #/(?s)./#).count)
print(all("e\u{301}x", #/./#).count, all("e\u{301}x", #/e/#).count, all("e\u{301}x", #/\u{e9}/#).count)
print(all("héllo wörld_1", #/\w+/#))
print(all("a b\tc", #/\s/#).count, all("a b\tc", #/\h/#).count)
print(all("١٢3x", #/\d/#).count)
print(all("a1b22c333", #/\d+/#), all("a1b22c333", #/\d+?/#))
print(all("foo food foo.", #/\bfoo\b/#), all("ab cd", #/\b/#).count)
print(all("abcd", #/[a-c]+/#), all("abcd", #/[^a-c]+/#), all("ab1c", #/[[:alpha:]]+/#))
print(all("aBcD", #/\p{Lu}/#), all("a1", #/\P{L}/#), all("a1_", #/[[:word:]]+/#))
print(all("abc", #/[\w&&[^a]]+/#), all("abc", #/[a-z--[b]]+/#))
print(all("aaaaaaa", #/a{2,3}/#), all("aaaaaaa", #/a{2,3}?/#), all("aaa", #/a{,2}/#))
print(all("ababab", #/(?:ab)+/#), all("aaa", #/a++a/#).count, all("aaa", #/(?>a+)a/#).count)
print(all("a\r\nb", #/./#).count, all("a\r\nb", #/\n/#).count, all("a\r\nb", #/\R/#).count)
print("x\r\n".contains(#/x$/#), "x\n".contains(#/x\Z/#), "abab\n".contains(#/ab$/#), "abab".contains(#/ab\z/#))
print(all("ABCD", #/(?i)[a-c]/#), all("AB Ab", #/(?i:a)b/#), all("B xA", #/x(?i)a|b/#))
print(all("STRASSE Straße", #/(?i)straße/#), all("ǆ", #/(?i)ǅ/#))
print(all("ab", #/a|ab/#), "ab".wholeMatch(of: #/a|ab/#) != nil)
print("aab".matches(of: #/(a*)*b/#).map { String($0.output.0) }, "b".matches(of: #/(a*)+/#).count, "aa".matches(of: #/(|a)+/#).count)
print("aa ab".matches(of: #/(a)\1/#).map { String($0.output.0) }, "aa".matches(of: #/(?<n>a)\k<n>/#).map { String($0.output.0) })
print(all("ab ac", #/a(?=b)/#).count, all("ab ac", #/a(?!b)/#).count)
print(all("a.b", #/\./#), all("a{", #/a{/#), all("a]", #/]/#), all("a.*", #/\Q.*\E/#))
print(all("ABA", #/\x41/#), all("ABA", #/\u{41}/#), all("A", #/\o{101}/#))
print(all("🇫🇷🇩🇪", #/./#), all("🇫🇷🇩🇪", #/🇫🇷/#))
print(all("a b", #/(?x) a \s b # spaced out/#))
print(all("12a3", #/\G\d/#))

let text = "Shipped 3 boxes"
print(text.replacing(#/x*/#, with: "-"))
print(text.replacing(#/\d/#, with: "$0\\1"))
print("aaa".replacing(#/a*?/#, with: "-"))
print("abcabc".replacing(#/b/#, with: "", maxReplacements: 1))
print("42 apples".prefixMatch(of: #/\d+/#)?.output ?? "none", "apples 42".prefixMatch(of: #/\d+/#)?.output ?? "none")
if let m = "ab".wholeMatch(of: #/(a)(x)?b/#) { print(m.output.1, m.output.2 == nil) }
if let m = "a1b2".firstMatch(of: #/(?<letter>[a-z])(?<digit>\d)/#) { print(m.output.letter, m.output.digit) }
print("Total".contains(#/total/#.ignoresCase()), "a\nb".contains(#/a.b/#.dotMatchesNewlines()))
print("ab\ncd".matches(of: #/^\w+$/#.anchorsMatchLineEndings()).map { String($0.output) })

for pattern in ["(unclosed", "a**", "*", "a{3,2}", "(?<n>a)(?<n>b)", "(a)\\2", "[z-a]", "[]a]", "(?<=a)b", "\\p{Nope}", "a{2}{3}"] {
    do {
        _ = try Regex(pattern)
        print(pattern, "compiles")
    } catch {
        print(pattern, "is invalid")
    }
}
for pattern in ["(a)|b", "[a-]", "\\1(a)", "(?#note)a", "(?^i)a", "a#b", "\\$"] {
    do {
        let regex = try Regex(pattern)
        print(pattern, "compiles", "xa-$#bA".contains(regex))
    } catch {
        print(pattern, "is invalid")
    }
}
