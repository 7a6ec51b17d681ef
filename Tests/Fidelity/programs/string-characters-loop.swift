// for-in over a string's characters: ASCII text byte by byte, "\r\n" as one character, and
// text with accents, emoji and combining marks as Swift's grapheme clusters.
let plain = "the quick brown fox"
var letters = 0
for ch in plain where ch != " " { letters += 1 }
print(letters, plain.count)
let lines = "a\r\nb\nc\r\n\rd"
var parts: [String] = []
for ch in lines { parts.append(ch == "\r\n" ? "CRLF" : ch == "\n" ? "LF" : ch == "\r" ? "CR" : String(ch)) }
print(parts, lines.count)
let accented = "caf\u{65}\u{301} ñ 👩‍👩‍👧 🇫🇷!"
var count = 0
var last: Character = " "
for ch in accented { count += 1; last = ch }
print(count, accented.count, last)
for ch in "e\u{301}x" { print(ch, ch.unicodeScalars.count) }
var firstSpace = -1
var index = 0
for ch in plain {
    if ch == " " { firstSpace = index; break }
    index += 1
}
print(firstSpace)
var reversed = ""
for ch in "abc\tdef" { reversed = String(ch) + reversed }
print(reversed)
