extension LegendLayout {
    /// The same legend moved by `dx`, `dy` pixels.
    func offset(dx: Double, dy: Double) -> LegendLayout {
        var moved = self
        moved.frame.x += dx
        moved.frame.y += dy
        moved.titleOrigin.x += dx
        moved.titleOrigin.y += dy
        for index in moved.items.indices {
            moved.items[index].swatch.x += dx
            moved.items[index].swatch.y += dy
            moved.items[index].textOrigin.x += dx
            moved.items[index].textOrigin.y += dy
        }
        return moved
    }
}
