let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"]
var graph = LineGraph(enrollment, labels: months)
graph.title = "New students per month"
graph