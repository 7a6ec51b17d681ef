"""The charting course's steps for ipykernel with numpy and matplotlib: the statistics of the
first lesson, line graphs plain, styled and with reference lines, an interactive chart
answering hovers through a widget's custom messages (ipywidgets) with a readout, several
series, bars, pies, a scatter plot and themes, each chart drawn as SVG, so the load test can
put ipykernel under the load a class puts on the Swift kernel (one cell a step, as the
course's lessons SWIFT_LESSONS do them in Swift, which the load test's Swift students run)."""

# The course's lessons (notebooks/NAME-solutions.ipynb) whose steps these cells do.
SWIFT_LESSONS = [
    "01-numbers-and-statistics",
    "02-the-first-line-graph",
    "03-making-it-yours",
    "04-reading-values",
    "05-several-series",
    "06-bars",
    "07-the-same-data-as-a-pie",
    "08-a-scatter-plot",
]

SETUP = '''
import io
import statistics
import numpy as np
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import ipywidgets
import traitlets
from IPython.display import SVG, display, update_display

def show(fig):
    """Shows a figure as SVG, as the Swift kernel shows a chart."""
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg")
    plt.close(fig)
    display(SVG(buffer.getvalue()))

class HoverChart(ipywidgets.DOMWidget):
    """A chart that answers a hover at (x, y) pixels with the closest point, in the kernel."""
    points = traitlets.List().tag(sync=True)
    def __init__(self, fig, ax, xs, ys, labels, on_touch=None):
        height = fig.get_size_inches()[1] * 72
        pixels = ax.transData.transform(np.column_stack([xs, ys])) * 72 / fig.dpi
        pixels = np.column_stack([pixels[:, 0], height - pixels[:, 1]])
        super().__init__(points=pixels.tolist())
        self._pixels = pixels
        self._labels, self._values, self._on_touch = labels, list(ys), on_touch
        self.on_msg(self._hover)
    def _hover(self, _widget, content, _buffers):
        if content.get("type") != "hover":
            return
        distances = np.hypot(self._pixels[:, 0] - content["x"], self._pixels[:, 1] - content["y"])
        index = int(np.argmin(distances))
        self.send({"type": "hit", "index": index, "label": self._labels[index], "value": float(self._values[index])})
        if self._on_touch is not None:
            self._on_touch(index)

def line_figure(values, labels, title):
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot(labels, values, color="tab:blue", linewidth=3, marker="o")
    ax.fill_between(labels, values, alpha=0.15)
    ax.set_title(title)
    return fig, ax
'''

CELLS = [
    SETUP + "enrollment = np.array([12, 19, 25, 31, 28, 35, 35])",
    "enrollment.mean()",
    "float(np.median(enrollment))",
    "statistics.multimode(enrollment.tolist())",
    "float(enrollment.std())",
    'print(f"from {enrollment.min()} to {enrollment.max()}, {enrollment.size} months")',
    "{'mean': enrollment.mean(), 'median': float(np.median(enrollment)), 'std': float(enrollment.std()),"
    " 'min': int(enrollment.min()), 'max': int(enrollment.max())}",
    '''months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"]
fig, ax = plt.subplots(figsize=(6, 4))
ax.plot(months, enrollment)
ax.set_title("New students per month")
show(fig)''',
    '''fig, ax = line_figure(enrollment, months, "New students per month")
show(fig)''',
    '''fig, ax = line_figure(enrollment, months, "New students per month")
ax.axhline(enrollment.mean(), linestyle="--", color="gray")
ax.axhline(30, color="red", label="target")
ax.yaxis.set_major_formatter(lambda value, _: f"{value:.0f} students")
show(fig)''',
    '''fig, ax = line_figure(enrollment, months, "New students per month")
chart = HoverChart(fig, ax, np.arange(len(months)), enrollment, months)
show(fig)
chart''',
    '''display("Hover over the graph below", display_id="readout")
def touched(index):
    update_display(f"{months[index]}: {enrollment[index]} new students", display_id="readout")
fig, ax = line_figure(enrollment, months, "New students per month")
chart = HoverChart(fig, ax, np.arange(len(months)), enrollment, months, on_touch=touched)
show(fig)
chart''',
    '''fig, ax = plt.subplots(figsize=(6, 4))
ax.plot(months, [12, 19, 25, 31, 28, 35, 35], label="Main campus")
ax.plot(months, [8, 14, 22, 24, 30, 29, 33], label="West campus")
ax.set_title("Enrollment, two campuses")
ax.legend()
show(fig)''',
    '''subjects = ["Math", "Physics", "Chemistry", "Biology", "History", "Art"]
students = [31, 18, 14, 22, 17, 12]
fig, ax = plt.subplots(figsize=(6, 4))
bars = ax.bar(subjects, students)
ax.bar_label(bars)
ax.set_title("Students by subject")
show(fig)''',
    '''fig, ax = plt.subplots(figsize=(6, 4))
wedges, _, _ = ax.pie(students, autopct="%1.0f%%", startangle=90, counterclock=False)
ax.legend(wedges, subjects, ncol=2, loc="upper center", bbox_to_anchor=(0.5, 0))
ax.set_title("Share of students")
show(fig)''',
    '''fig, ax = plt.subplots(figsize=(6, 4))
ax.pie(students, startangle=90, counterclock=True, explode=[0.1, 0, 0, 0, 0, 0], wedgeprops={"width": 0.5})
ax.set_title("Share of students")
show(fig)''',
    '''fig, ax = plt.subplots(figsize=(6, 4))
ax.scatter([1.0, 2.5, 3.0, 4.5, 5.0, 6.5, 7.0], [52, 60, 58, 71, 75, 80, 86])
ax.set_title("Study hours and scores")
ax.set_xlabel("hours")
ax.set_ylabel("score")
show(fig)''',
    '''for style in ("dark_background", "bmh"):
    with plt.style.context(style):
        fig, ax = plt.subplots(figsize=(6, 4))
        ax.bar(subjects, students)
        ax.set_title("Students by subject")
        show(fig)''',
    '''def percent(part, total):
    return part / total * 100
total = sum(students)
for index, subject in enumerate(subjects):
    print(f"{subject}: {round(percent(students[index], total), 1)}%")''',
]

# What a runaway student runs: an endless loop (stopped by an interrupt). ipykernel has no
# memory budget, so the memory hog is not sent to it.
ENDLESS_LOOP = "laps = 0\nwhile True:\n    laps += 1"
