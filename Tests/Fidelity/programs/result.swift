// Result: success and failure, built from a throwing closure, read with get(), mapped.
enum ParseError: Error { case empty, bad(String) }
func parse(_ s: String) throws -> Int {
    guard !s.isEmpty else { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}
let r: Result<Int, ParseError> = .success(3)
switch r { case .success(let v): print(v); case .failure(let e): print(e) }
print(r)
let results = ["4", "z", ""].map { s in Result { try parse(s) } }
for res in results { print((try? res.get()) as Any, res) }
print(results[0].map { $0 * 2 })
let failed: Result<Int, ParseError> = .failure(.empty)
func load(_ ok: Bool) -> Result<String, ParseError> { ok ? .success("data") : .failure(.bad("x")) }
if case .success(let text) = load(true) { print(text) }
switch load(false) { case .success: print("ok"); case .failure(.bad(let why)): print("bad", why); case .failure(.empty): print("empty") }
do { let v = try load(false).get(); print(v) } catch { print("caught", error) }
print(failed)
