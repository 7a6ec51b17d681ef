let s = #"a\n"#
let t = ##"b"##