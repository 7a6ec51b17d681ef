import JupyterEngine
import XCTest
@testable import ChartScript

/// A test case with a fresh engine per test, a context recording the comms it opens and the
/// messages it sends, and the widget log's lines: the setting of the widget tests.
class WidgetEngineTestCase: XCTestCase {
    /// The engine the test drives.
    var engine = ChartScriptEngine()
    /// What the engine opened and sent on comms.
    var context = CommRecordingContext()
    /// The lines the widget manager logged.
    var logged: [String] = []

    override func setUp() {
        super.setUp()
        engine = ChartScriptEngine()
        context = CommRecordingContext()
        logged = []
        engine.session.runtime.widgets.log = { [unowned self] in logged.append($0) }
    }
}
