struct Playlist {
    var songs: [String] = []
    func add(_ song: String) {
        songs.append(song)
    }
}
var playlist = Playlist()
playlist.add("Blue")
