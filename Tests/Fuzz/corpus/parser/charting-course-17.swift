bars.theme = .dark
display(bars)
bars.theme = .slate
display(bars)