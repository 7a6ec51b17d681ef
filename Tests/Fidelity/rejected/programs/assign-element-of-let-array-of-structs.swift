struct Box {
    var size = 1
}
let boxes = [Box(), Box()]
boxes[0].size = 3
print(boxes)
