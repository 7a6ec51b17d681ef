# nbgrader's settings for the charting course (docs/course.md): copy this file into a course
# directory as nbgrader_config.py. scripts/make-lessons.py and Tests/protocol/test_nbgrader.py
# use it as it is.
c = get_config()  # noqa: F821 (nbgrader defines get_config when it reads this file)

# What replaces a `// BEGIN SOLUTION` … `// END SOLUTION` region in the student version: a Swift
# comment, so the exercise cell still compiles with the placeholder declared above the region.
c.ClearSolutions.code_stub = {"swift": "// YOUR CODE HERE"}
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"

# A cell drawing several charts, or the data lessons' queries, may take a few seconds on a
# busy machine; nbgrader's default is 30 seconds per cell.
c.Execute.timeout = 120
