extension Compiler {
    /// Whether `part` is a labelled interpolation (`\(year: .defaultDigits)`), as only
    /// `Date.FormatString`'s string literals have them.
    static func isLabelledInterpolation(_ part: StringPart) -> Bool {
        guard case .expression(let expression) = part, case let .call(callee, arguments) = expression.kind,
              case .identifier(Parser.interpolationWithArguments) = callee.kind else { return false }
        return arguments.first?.label != nil
    }

    /// A string literal with labelled interpolations,
    /// `"\(year: .defaultDigits)/\(month: .twoDigits)/\(day: .twoDigits)"`: a `Date.FormatString`
    /// (Foundation's interpolations for date fields), its text literal and each interpolation a
    /// field in a style. The styles are read from the code (`.twoDigits`, `.padded(4)`); an
    /// integer argument is evaluated as the literal is.
    func compileDateFormatString(_ parts: [StringPart]) throws -> Evaluator {
        enum Piece {
            case text(String)
            case field(String, DateFormatString.Style, length: Evaluator?, SourceLocation)
        }
        let pieces: [Piece] = try parts.map { part in
            switch part {
            case .text(let text): return .text(text)
            case .expression(let expression):
                guard case let .call(_, arguments) = expression.kind, Self.isLabelledInterpolation(part), arguments.count == 1,
                      let field = arguments[0].label else {
                    throw LocatedError(.typeMismatch("a Date.FormatString interpolates date fields only, one at a time, as \\(year: .defaultDigits)"),
                                       at: expression.location)
                }
                let (style, length) = try compileFormatStyle(arguments[0].value, field: field)
                return .field(field, style, length: length, expression.location)
            }
        }
        return { frame in
            var format = DateFormatString()
            for piece in pieces {
                switch piece {
                case .text(let text): format.appendLiteral(text)
                case let .field(field, style, length, location):
                    var style = style
                    if let length {
                        guard case .int(let number) = try length(frame) else {
                            throw LocatedError(.typeMismatch(".\(style.name)(_:) takes an Int"), at: location)
                        }
                        style.length = number
                    }
                    do { try format.append(field: field, style: style) } catch let failure as DateFormatString.Failure {
                        throw LocatedError(.library(failure.message), at: location)
                    }
                }
            }
            return DateParseStrategyBindings.value(format)
        }
    }

    /// The style written for a field: `.name`, `.name(n)` or `.name(label: .member, …)`.
    private func compileFormatStyle(_ expression: Expression, field: String) throws -> (DateFormatString.Style, Evaluator?) {
        switch expression.kind {
        case .implicitMember(let name): return (DateFormatString.Style(name: name), nil)
        case let .call(callee, arguments):
            guard case .implicitMember(let name) = callee.kind else { break }
            var style = DateFormatString.Style(name: name)
            var length: Evaluator?
            for argument in arguments {
                if let label = argument.label, case .implicitMember(let option) = argument.value.kind {
                    style.options[label] = option
                } else if length == nil {
                    length = try compileExpression(argument.value)
                } else {
                    throw LocatedError(.typeMismatch(".\(name) takes one length"), at: argument.value.location)
                }
            }
            return (style, length)
        default: break
        }
        throw LocatedError(.typeMismatch("\\(\(field): …) takes a style such as .defaultDigits or .twoDigits"), at: expression.location)
    }
}
