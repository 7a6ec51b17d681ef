print("chart-bench: no suites yet")
