import JupyterKernel

/// Documentation of the name under the cursor.
struct Inspector {
    let session: Session

    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> MimeBundle? {
        nil
    }
}
