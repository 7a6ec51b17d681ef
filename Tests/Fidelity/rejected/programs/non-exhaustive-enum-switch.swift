enum Direction {
    case north, south, east, west
}
let heading = Direction.east
switch heading {
case .north:
    print("up")
case .south:
    print("down")
}
