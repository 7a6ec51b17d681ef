/// Optional abilities of an execution context, with defaults so that every context has them.
extension ExecutionContext {
    /// Shows `bundle` in the front end's pager (a `page` payload of `execute_reply`), as
    /// IPython does for `help(…)`. Contexts without a pager show it as a display instead.
    public func page(_ bundle: MimeBundle) {
        if let pager = self as? PagingContext {
            pager.showInPager(bundle)
        } else {
            display(bundle, displayID: nil)
        }
    }
}

/// An execution context that can send text to the front end's pager.
public protocol PagingContext: ExecutionContext {
    /// Adds a `page` payload holding `bundle` to the cell's reply.
    func showInPager(_ bundle: MimeBundle)
}
