#if canImport(Glibc)
import Glibc
#endif
import ChartScript

/// The stack size the kernel gives ChartScript's requests.
let engineStackSize = ChartScriptEngine().stackSize

/// Runs `body` on a thread with the stack the kernel gives the engine (the engine's requests
/// run on such a thread in the kernel, so the fuzzer finds what the kernel would meet).
func onEngineStack(_ body: @escaping () -> Void) {
    final class Work { let body: () -> Void; init(_ body: @escaping () -> Void) { self.body = body } }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, engineStackSize)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(Work(body)).toOpaque()
    let status = pthread_create(&thread, &attributes, { argument in
        guard let argument else { return nil }
        Unmanaged<Work>.fromOpaque(argument).takeRetainedValue().body()
        return nil
    }, context)
    guard status == 0 else {
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
        return
    }
    pthread_join(thread, nil)
}
