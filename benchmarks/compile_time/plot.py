#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Chart of the compile-time sweep: compile time against F x V, library and hand-written, one
panel per compiler and optimization level, with the fitted lines a + b*F*V.

  plot.py [--data benchmarks/results/compile_time.json] [--out benchmarks/results/compile_time.png]

Needs matplotlib (Debian: apt-get install -y python3-matplotlib; run with /usr/bin/python3 when
another python3 comes first in PATH).
"""

import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.normpath(os.path.join(HERE, "..", "results"))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--data", default=os.path.join(RESULTS, "compile_time.json"))
    p.add_argument("--out", default=os.path.join(RESULTS, "compile_time.png"))
    p.add_argument("--metric", choices=("wall", "cpu"), default="wall")
    a = p.parse_args(argv)
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with open(a.data, encoding="utf-8") as fh:
        data = json.load(fh)
    cells, fits, meta = data["cells"], data["fits"], data["meta"]
    compilers = list(meta["compilers"])
    opts = ["-O0", "-O2"]
    fig, axes = plt.subplots(len(compilers), len(opts), figsize=(6 * len(opts), 4.2 * len(compilers)),
                             squeeze=False, sharex=True)
    markers = {10: "o", 50: "s", 100: "^", 200: "D"}
    for i, cxx in enumerate(compilers):
        for j, opt in enumerate(opts):
            ax = axes[i][j]
            sub = [c for c in cells if c["compiler"] == cxx and c["opt"] == opt]
            for side, key, color in (("library", "lib", "tab:red"), ("hand-written", "hand", "tab:blue")):
                for f in sorted({c["fields"] for c in sub}):
                    pts = sorted((c["fields"] * c["versions"], c[f"{key}_{a.metric}_s"]) for c in sub
                                 if c["fields"] == f)
                    ax.plot([x for x, _ in pts], [y for _, y in pts], linestyle="none",
                            marker=markers.get(f, "x"), color=color, alpha=0.8,
                            label=f"{side}, F = {f}")
                fit = next((x for x in fits if (x["compiler"], x["opt"], x["side"]) ==
                            (cxx, opt, "library" if key == "lib" else "handwritten")), None)
                if fit and sub:
                    xmax = max(c["fields"] * c["versions"] for c in sub)
                    fa, fb = fit[f"{a.metric}_a_s"], fit[f"{a.metric}_b_ms"] / 1000
                    ax.plot([0, xmax], [fa, fa + fb * xmax], color=color, linewidth=1,
                            label=f"{side} fit: {fa:.2f} s + {fb * 1000:.2f} ms·F·V")
            ax.set_title(f"{cxx} {opt}")
            ax.set_xlabel("F × V (fields × versions)")
            ax.set_ylabel(f"{'wall' if a.metric == 'wall' else 'CPU'} time per TU (s)")
            ax.grid(True, alpha=0.3)
            ax.legend(fontsize=7, ncol=2)
    fig.suptitle(f"versioned: compile time of one versioned type vs hand-written ({meta['date']}, "
                 f"median of {meta['runs']} at -O2 / {meta['runs_o0']} at -O0)", fontsize=10)
    fig.tight_layout()
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    fig.savefig(a.out, dpi=110)
    print(f"plot.py: wrote {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
