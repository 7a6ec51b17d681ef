"""A notebook run in the kernel records the kernel's language_info, so JupyterLab's "Save and
Export As: Executable Script" (nbconvert's script exporter) gives a .swift file of its cells."""
from __future__ import annotations

import nbformat
from nbclient import NotebookClient
from nbconvert import ScriptExporter

import conftest


def test_a_new_notebook_exports_as_a_swift_script():
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell("let values = [3, 1, 2]"), nbformat.v4.new_code_cell("values.mean")]
    NotebookClient(notebook, kernel_name=conftest.KERNEL_NAME, timeout=60).execute()
    info = notebook.metadata["language_info"]
    assert (info["name"], info["file_extension"], info["mimetype"]) == ("swift", ".swift", "text/x-swift")
    assert (info["pygments_lexer"], info["codemirror_mode"]) == ("swift", "swift")
    script, resources = ScriptExporter().from_notebook_node(notebook)
    assert resources["output_extension"] == ".swift"
    assert "let values = [3, 1, 2]" in script and "values.mean" in script
