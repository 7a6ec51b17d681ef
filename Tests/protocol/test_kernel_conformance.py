"""jupyter_kernel_test's conformance suite, configured for this kernel."""
from __future__ import annotations

import unittest

import jupyter_kernel_test

import conftest  # noqa: F401  (installs the kernelspec and sets JUPYTER_PATH first)
from samples import SAMPLES


class SwiftChartsKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = conftest.KERNEL_NAME
    language_name = "swift"
    file_extension = ".swift"

    code_hello_world = SAMPLES["hello"][0]
    code_stderr = SAMPLES["stderr"] or ""
    completion_samples = [{"text": s["text"], "matches": s["matches"]} for s in SAMPLES["complete"]]
    complete_code_samples = SAMPLES["is_complete"]
    incomplete_code_samples = SAMPLES["is_incomplete"]
    invalid_code_samples = SAMPLES["is_invalid"]
    code_page_something = SAMPLES["page"] or ""
    code_generate_error = SAMPLES["error"]
    code_execute_result = SAMPLES["result"]
    code_display_data = SAMPLES["display"]
    code_history_pattern = SAMPLES["history_pattern"]
    supported_history_operations = ("tail", "range", "search")
    code_inspect_sample = SAMPLES["inspect"]
    code_clear_output = SAMPLES["clear_output"]


class SwiftChartsIopubWelcomeTests(jupyter_kernel_test.IopubWelcomeTests):
    kernel_name = conftest.KERNEL_NAME
    support_iopub_welcome = True


if __name__ == "__main__":
    unittest.main()
