import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses SVG with Foundation's XML parser, collecting elements and text for assertions.
final class SVGParsing: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
    }

    private(set) var elements: [Element] = []
    private var stack: [Int] = []
    private(set) var error: Error?

    /// Parses `svg`; nil when it is not well-formed XML.
    static func parse(_ svg: String) -> SVGParsing? {
        let parsing = SVGParsing()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = parsing
        return parser.parse() ? parsing : nil
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributeDict, text: ""))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = stack.last { elements[last].text += string }
    }

    /// Every element with that name.
    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }
}
