// String(format:) with arguments named by position, as translations reorder them.
import Foundation

print(String(format: "%2$@ %1$@", "world", "hello"))
print(String(format: "%2$d-%1$d", 1, 2))
print(String(format: "%1$@ and %1$@ again", "echo"))
print(String(format: "%3$.2f|%1$5d|%2$-6@|", 42, "left", 3.14159))
print(String(format: "%2$x %1$o %2$X", 8, 255))
print(String(format: "100%% of %1$@", "it"))
