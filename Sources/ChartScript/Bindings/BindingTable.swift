/// The one table of everything a cell can name: types with their initialisers,
/// properties, methods and static members, and free functions. Evaluation, completion,
/// inspection and "did you mean" hints all read it.
///
/// Each area registers its names in its own file; to add an area (for example tables
/// from ChartData in a `DataFrameBindings.swift`), write a `register…(in:)` function there and
/// add it to ``BindingTable/registrations``.
final class BindingTable {
    /// The table every session uses (it never changes after it is built).
    static let shared = BindingTable()

    /// Every area's registration, in order.
    static let registrations: [(BindingTable) -> Void] = [
        NumberBindings.register,
        FloatTypeBindings.register,
        MemoryLayoutBindings.register,
        StringBindings.register,
        CharacterSetBindings.register,
        StringComparisonBindings.register,
        NSNumberBindings.register,
        LocaleBindings.register,
        NumberFormatterBindings.register,
        TimeZoneBindings.register,
        DateBindings.register,
        DateFormatterBindings.register,
        DateComponentsBindings.register,
        CalendarBindings.register,
        UUIDBindings.register,
        FormatStyleBindings.register,
        DateParseStrategyBindings.register,
        MeasurementBindings.register,
        ArrayBindings.register,
        RangeBindings.register,
        DictionaryBindings.register,
        OptionalBindings.register,
        SetBindings.register,
        IteratorBindings.register,
        LazySequenceBindings.register,
        JSONCodingBindings.register,
        ConcurrencyBindings.register,
        AsyncStreamBindings.register,
        RegexBindings.register,
        GlobalFunctionBindings.register,
        OutputBindings.register,
        SwiftFunctionBindings.register,
        StatisticsBindings.register,
        StyleBindings.register,
        LineGraphBindings.register,
        ScatterPlotBindings.register,
        BarChartBindings.register,
        PieChartBindings.register,
        GrammarBindings.register,
        DataFrameBindings.register,
        WidgetBindings.register,
        ExportBindings.register,
    ]

    private(set) var types: [String: TypeBinding] = [:]
    private(set) var functions: [String: [FunctionBinding]] = [:]
    /// Global constants such as `stderr`, which a cell reads like variables.
    private(set) var constants: [String: StaticMemberBinding] = [:]
    /// Names of methods that change their receiver, on any type.
    private(set) var mutatingMethodNames: Set<String> = []
    /// The types with each static member name, by type name: an implicit member such as
    /// `.value(…)` is looked up on every call, so it reads this, not every type.
    private var staticMemberOwners: [String: [TypeBinding]] = [:]

    private init() {
        for register in Self.registrations { register(self) }
        for type in types.values {
            for (name, overloads) in type.methods where overloads.contains(where: \.isMutating) {
                mutatingMethodNames.insert(name)
            }
        }
        for type in types.values.sorted(by: { $0.name < $1.name }) {
            for name in type.staticMembers.keys { staticMemberOwners[name, default: []].append(type) }
        }
    }

    /// The type named `name`, created (with `documentation`) on first use.
    @discardableResult
    func type(_ name: String, _ documentation: Documentation) -> TypeBinding {
        if let existing = types[name] { return existing }
        let binding = TypeBinding(name: name, documentation: documentation)
        types[name] = binding
        return binding
    }

    /// Adds a free function.
    func addFunction(_ name: String, _ parameters: [ParameterSpec], isVariadic: Bool = false,
                     _ documentation: Documentation,
                     _ body: @escaping (BoundArguments, Runtime) throws -> Value) {
        functions[name, default: []].append(FunctionBinding(name: name, parameters: parameters, isVariadic: isVariadic,
                                                            documentation: documentation) { _, arguments, runtime in
            try body(arguments, runtime)
        })
    }

    /// Adds a global constant.
    func addConstant(_ name: String, _ value: Value, _ documentation: Documentation) {
        constants[name] = StaticMemberBinding(name: name, documentation: documentation, value: value)
    }

    /// Types that have a static member (enum case, constant) called `name`.
    func typesWithStaticMember(_ name: String) -> [TypeBinding] {
        staticMemberOwners[name] ?? []
    }

    /// Every static member name of every type, for hints.
    var allStaticMemberNames: [String] {
        types.values.flatMap { Array($0.staticMembers.keys) }
    }
}
