pie.direction = .counterClockwise
pie.holeRatio = 0.5
pie.explodedIndex = 0
pie