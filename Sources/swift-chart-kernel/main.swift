print("swift-chart-kernel: not wired yet")
