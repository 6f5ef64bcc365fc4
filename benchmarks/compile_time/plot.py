#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Chart of the compile-time sweep: compile time against F x V, library and hand-written, one
panel per compiler and optimization level, with the fitted lines a + b*F*V.

  plot.py [--data benchmarks/results/compile_time.json] [--out benchmarks/results/compile_time.svg]

Writes the SVG itself, with the standard library only: Debian 12's python3-matplotlib cannot be
installed beside libboost1.81-dev (through python3-scipy and python3-pythran it depends on
libboost-dev 1.74, which conflicts with 1.81).
"""

import argparse
import json
import math
import os
import sys
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.normpath(os.path.join(HERE, "..", "results"))

PANEL_W, PANEL_H = 560, 360
MARGIN_L, MARGIN_R, MARGIN_T, MARGIN_B = 64, 16, 34, 46
COLORS = {"lib": "#d62728", "hand": "#1f77b4"}
SIDES = (("library", "lib"), ("hand-written", "hand"))


def nice_ticks(top, count=5):
    """Round tick values from 0 to at least top."""
    if top <= 0:
        return [0, 1]
    raw = top / count
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)
    ticks = [0.0]
    while ticks[-1] < top:
        ticks.append(round(ticks[-1] + step, 10))
    return ticks


def marker(shape, x, y, color):
    if shape == "square":
        return f'<rect x="{x - 3.5:.1f}" y="{y - 3.5:.1f}" width="7" height="7" fill="{color}" fill-opacity="0.8"/>'
    if shape == "triangle":
        return (f'<polygon points="{x:.1f},{y - 4.5:.1f} {x - 4.5:.1f},{y + 3.5:.1f} {x + 4.5:.1f},{y + 3.5:.1f}" '
                f'fill="{color}" fill-opacity="0.8"/>')
    if shape == "diamond":
        return (f'<polygon points="{x:.1f},{y - 5:.1f} {x + 5:.1f},{y:.1f} {x:.1f},{y + 5:.1f} {x - 5:.1f},{y:.1f}" '
                f'fill="{color}" fill-opacity="0.8"/>')
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.5" fill="{color}" fill-opacity="0.8"/>'


SHAPES = {10: "circle", 50: "square", 100: "triangle", 200: "diamond"}


def panel(ox, oy, title, sub, fits, metric, cxx, opt):
    out = [f'<g transform="translate({ox},{oy})">',
           f'<text x="{PANEL_W / 2}" y="20" text-anchor="middle" font-size="14">{escape(title)}</text>']
    w, h = PANEL_W - MARGIN_L - MARGIN_R, PANEL_H - MARGIN_T - MARGIN_B
    xmax = max((c["fields"] * c["versions"] for c in sub), default=1)
    ymax = max((c[f"{k}_{metric}_s"] for c in sub for _, k in SIDES), default=1)
    xt, yt = nice_ticks(xmax), nice_ticks(ymax)
    sx = lambda x: MARGIN_L + w * x / xt[-1]  # noqa: E731
    sy = lambda y: MARGIN_T + h - h * y / yt[-1]  # noqa: E731
    for t in yt:
        out.append(f'<line x1="{MARGIN_L}" x2="{MARGIN_L + w}" y1="{sy(t):.1f}" y2="{sy(t):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{MARGIN_L - 6}" y="{sy(t) + 4:.1f}" text-anchor="end" font-size="11">{t:g}</text>')
    for t in xt:
        out.append(f'<line x1="{sx(t):.1f}" x2="{sx(t):.1f}" y1="{MARGIN_T}" y2="{MARGIN_T + h}" stroke="#eee"/>')
        out.append(f'<text x="{sx(t):.1f}" y="{MARGIN_T + h + 16}" text-anchor="middle" font-size="11">{t:g}</text>')
    out.append(f'<rect x="{MARGIN_L}" y="{MARGIN_T}" width="{w}" height="{h}" fill="none" stroke="#444"/>')
    out.append(f'<text x="{MARGIN_L + w / 2}" y="{PANEL_H - 8}" text-anchor="middle" font-size="12">'
               f'F × V (fields × versions)</text>')
    out.append(f'<text transform="translate(16,{MARGIN_T + h / 2}) rotate(-90)" text-anchor="middle" '
               f'font-size="12">{"wall" if metric == "wall" else "CPU"} time per TU (s)</text>')
    legend = []
    for side, key in SIDES:
        color = COLORS[key]
        for f in sorted({c["fields"] for c in sub}):
            for c in sub:
                if c["fields"] == f:
                    out.append(marker(SHAPES.get(f, "circle"), sx(c["fields"] * c["versions"]),
                                      sy(c[f"{key}_{metric}_s"]), color))
        fit = next((x for x in fits if (x["compiler"], x["opt"], x["side"]) ==
                    (cxx, opt, "library" if key == "lib" else "handwritten")), None)
        if fit:
            fa, fb = fit[f"{metric}_a_s"], fit[f"{metric}_b_ms"] / 1000
            x2 = xt[-1]
            y2 = fa + fb * x2
            if y2 > yt[-1]:  # clip at the top of the panel
                x2, y2 = (yt[-1] - fa) / fb, yt[-1]
            out.append(f'<line x1="{sx(0):.1f}" y1="{sy(fa):.1f}" x2="{sx(x2):.1f}" y2="{sy(y2):.1f}" '
                       f'stroke="{color}" stroke-width="1.2"/>')
            legend.append((color, f"{side}: {fa:.2f} s + {fb * 1000:.2f} ms·F·V"))
    for i, (color, text) in enumerate(legend):
        y = MARGIN_T + 14 + 16 * i
        out.append(f'<line x1="{MARGIN_L + 10}" x2="{MARGIN_L + 28}" y1="{y - 4}" y2="{y - 4}" stroke="{color}" '
                   f'stroke-width="2"/>')
        out.append(f'<text x="{MARGIN_L + 34}" y="{y}" font-size="11">{escape(text)}</text>')
    shapes = ", ".join(f"{s} F = {f}" for f, s in sorted(SHAPES.items()) if any(c["fields"] == f for c in sub))
    out.append(f'<text x="{MARGIN_L + 10}" y="{MARGIN_T + 14 + 16 * len(legend)}" font-size="10" fill="#555">'
               f'{escape(shapes)}</text>')
    out.append("</g>")
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--data", default=os.path.join(RESULTS, "compile_time.json"))
    p.add_argument("--out", default=os.path.join(RESULTS, "compile_time.svg"))
    p.add_argument("--metric", choices=("wall", "cpu"), default="cpu")
    a = p.parse_args(argv)
    with open(a.data, encoding="utf-8") as fh:
        data = json.load(fh)
    cells, fits, meta = data["cells"], data["fits"], data["meta"]
    compilers = list(meta["compilers"])
    opts = ["-O0", "-O2"]
    width, height = PANEL_W * len(opts), PANEL_H * len(compilers) + 30
    title = (f"versioned: compile time of one versioned type vs hand-written ({meta['date']}, "
             f"median of {meta['runs']} at -O2 / {meta['runs_o0']} at -O0; {a.metric} time)")
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{width / 2}" y="20" text-anchor="middle" font-size="13">{escape(title)}</text>']
    for i, cxx in enumerate(compilers):
        for j, opt in enumerate(opts):
            sub = [c for c in cells if c["compiler"] == cxx and c["opt"] == opt]
            svg += panel(PANEL_W * j, 30 + PANEL_H * i, f"{cxx} {opt}", sub, fits, a.metric, cxx, opt)
    svg.append("</svg>")
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write("\n".join(svg) + "\n")
    print(f"plot.py: wrote {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
