/// A native payload that is a Foundation class (`NumberFormatter`, `DateFormatter` …): a
/// cell changes its properties in place, even through a `let`, as Swift changes a class
/// instance's.
protocol NativeReference: AnyObject {}
