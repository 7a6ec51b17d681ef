"""The SVG a chart's display carries: one copy, inside its text/html (ThemeFollowingHTML)."""
from __future__ import annotations

import base64
import re

PICTURE_OPENING = '<div class="chartscript-picture" hidden style="display:none">'
PICTURE_CLOSING = '</div><p class="chartscript-fallback">'
_IMAGE_SOURCE = re.compile(r'src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"')


def _text(value) -> str:
    """A mime value as one string (nbformat may store it as a list of lines)."""
    return "".join(value) if isinstance(value, list) else (value or "")


def chart_svg(data: dict) -> str | None:
    """The chart's SVG in a display's data, exactly as drawn; None when it shows no chart."""
    html = _text(data.get("text/html"))
    start, end = html.find(PICTURE_OPENING), html.rfind(PICTURE_CLOSING)
    if start < 0 or end < start:
        return None
    return html[start + len(PICTURE_OPENING):end]


def picture_svg(data: dict) -> str | None:
    """The SVG of a widget's picture (an <img> with a data URL in text/html); None without one."""
    match = _IMAGE_SOURCE.search(_text(data.get("text/html")))
    return base64.b64decode(match.group(1)).decode() if match else None


def shows_chart(data: dict) -> bool:
    """Whether a display's data carries a chart's SVG."""
    return chart_svg(data) is not None
