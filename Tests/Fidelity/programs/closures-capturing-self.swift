// Closures that capture self weakly or unowned, used while the object is alive.

final class Timer {
    let label: String
    var ticks = 0
    var onTick: (() -> Void)?
    var report: (() -> String)?

    init(label: String) { self.label = label }

    func arm() {
        onTick = { [weak self] in
            guard let self else { return }
            self.ticks += 1
            print("\(self.label) tick \(self.ticks)")
        }
        report = { [unowned self] in "\(label): \(ticks) ticks" }
    }

    func armOlderStyle() {
        onTick = { [weak self] in
            guard let self = self else { return }
            self.ticks += 10
        }
    }
}

let timer = Timer(label: "kitchen")
timer.arm()
timer.onTick?()
timer.onTick?()
print(timer.report?() ?? "no report")
timer.armOlderStyle()
timer.onTick?()
print(timer.ticks)

final class Greeter {
    var name = "Ada"
    func greeting() -> String { "hello \(name)" }
    lazy var greet: () -> String = { [weak self] in
        self?.greeting() ?? "nobody"
    }
}
let greeter = Greeter()
print(greeter.greet())
greeter.name = "Grace"
print(greeter.greet())

final class Download {
    let file: String
    var completion: (() -> Void)?
    init(file: String) { self.file = file }
    func start() {
        completion = { [weak self] in
            guard let self else { print("download gone"); return }
            print("finished \(self.file)")
        }
    }
    deinit { print("deinit \(file)") }
}
var download: Download? = Download(file: "a.csv")
download?.start()
download?.completion?()
let later = download?.completion
download = nil
later?()

final class Page {
    let title: String
    lazy var render: () -> String = { [unowned self] in "<h1>\(self.title)</h1>" }
    init(title: String) { self.title = title }
    deinit { print("deinit page \(title)") }
}
var page: Page? = Page(title: "Hello")
print(page?.render() ?? "")
page = nil
print("end")
