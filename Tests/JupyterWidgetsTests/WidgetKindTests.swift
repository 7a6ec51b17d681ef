import JupyterEngine
import JupyterWidgets
import XCTest

final class WidgetKindTests: XCTestCase {
    func testStateFieldsNameTheModelAndViewClasses() {
        let kind = WidgetKind(modelModule: "m", modelModuleVersion: "1", modelName: "M",
                              viewModule: "v", viewModuleVersion: "2", viewName: "V")
        XCTAssertEqual(kind.stateFields, ["_model_module": "m", "_model_module_version": "1", "_model_name": "M",
                                          "_view_module": "v", "_view_module_version": "2", "_view_name": "V"])
    }

    func testAnywidgetCarriesItsModuleInTheState() {
        XCTAssertEqual(AnyWidget.kind.modelName, "AnyModel")
        XCTAssertEqual(AnyWidget.kind.viewName, "AnyView")
        XCTAssertEqual(AnyWidget.moduleState(id: "Kind", source: "export default {}"),
                       ["_esm": "export default {}", "_anywidget_id": "Kind"])
    }
}
