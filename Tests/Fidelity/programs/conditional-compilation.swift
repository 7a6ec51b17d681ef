// Conditional compilation (#if os(Linux), canImport, swift(>=…), build flags) and #available.
#if os(Linux)
print("linux")
#elseif os(macOS)
print("mac")
#else
print("other")
#endif
#if canImport(UIKit)
import UIKit
let platform = "ios"
#else
let platform = "not ios"
#endif
print(platform)
#if swift(>=5.9) && !DEBUG
print("modern")
#endif
#if compiler(<5)
print("old")
#endif
func f() -> Int {
    #if arch(x86_64) || arch(arm64)
    return 64
    #else
    return 32
    #endif
}
print(f())
#if false
thisFunctionDoesNotExist()
#endif
print("end")
if #available(macOS 14, iOS 17, *) { print("yes") } else { print("no") }
guard #available(macOS 10.15, *) else { fatalError() }
print("ok")
