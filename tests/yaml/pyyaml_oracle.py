#!/usr/bin/env python3
"""The YAML reader's strings held to PyYAML's (yaml.pyyaml_oracle).

Generates documents whose values are strings in every style YAML has for them -- single- and
double-quoted (escapes, folded line breaks, white space around them, empty lines), literal and
folded block scalars (chomping, indentation indicators, more-indented lines, trailing empty
lines), plain scalars over several lines -- reads the stream with PyYAML (Debian's python3-yaml) and with the library (the
yaml_echo tool, which prints the documents it read as JSON), and fails on the first document
the two read differently, printing it. PyYAML reads YAML 1.1, whose rules for these styles are
1.2's; the generator keeps out what the two versions read differently (NEL, LS and PS as line
breaks in the text; plain scalars that either takes for a number, a boolean or null).

    pyyaml_oracle.py --tool PATH [--count N] [--seed S] [--styles single,double,block,plain]
"""
import argparse
import json
import random
import subprocess
import sys

try:
    import yaml
except ImportError:
    sys.exit("yaml.pyyaml_oracle: this python3 lacks PyYAML (Debian: apt-get install python3-yaml)")

WORDS = ["a", "b", "it", "x y", "#", ":", "-", "é", "€", "😀", "\\", "\"", "'", "{", "]", "0", "1.5", "true", "~"]


def text_piece(rng):
    """A run of text within a line: words, spaces and tabs."""
    parts = []
    for _ in range(rng.randint(1, 4)):
        parts.append(rng.choice(WORDS))
        parts.append(rng.choice(["", " ", "  ", "\t", " \t "]))
    return "".join(parts)


def line_break_run(rng, indent):
    """Between two lines of a quoted scalar: trailing white space, one or more breaks, empty
    lines of white space, the next line's indentation and leading white space."""
    run = rng.choice(["", " ", "\t", "  "]) + rng.choice(["\n", "\r\n"])
    for _ in range(rng.choice([0, 0, 1, 2])):
        run += rng.choice(["", " ", "   ", indent + "\t"]) + "\n"
    return run + indent + rng.choice(["", " ", "\t", " \t"])


def single_quoted(rng, indent):
    out = "'" + rng.choice(["", " ", "\t"])
    for _ in range(rng.randint(0, 5)):
        roll = rng.random()
        if roll < 0.3:
            out += "''" * rng.randint(1, 7)  # Debian 12's libfyaml got runs of these wrong
        elif roll < 0.55:
            out += line_break_run(rng, indent)
        else:
            out += text_piece(rng).replace("'", "''")
    return out + rng.choice(["", " ", "\t"]) + "'"


ESCAPES = ["\\\\", "\\\"", "\\n", "\\t", "\\\t", "\\r", "\\0", "\\a", "\\b", "\\v", "\\f", "\\e", "\\ ",
           "\\/", "\\_", "\\N", "\\L", "\\P", "\\x41", "\\xe9", "\\u00e9", "\\u20ac", "\\U0001F600"]


def double_quoted(rng, indent):
    out = '"' + rng.choice(["", " ", "\t"])
    for _ in range(rng.randint(0, 6)):
        roll = rng.random()
        if roll < 0.35:
            out += rng.choice(ESCAPES)
        elif roll < 0.5:
            out += line_break_run(rng, indent)
        elif roll < 0.6:  # an escaped line break: joins the lines, keeping what is before it
            out += rng.choice(["", " ", "\t"]) + "\\\n" + indent + rng.choice(["", " ", "\\ ", "\\t"])
        else:
            out += text_piece(rng).replace("\\", "\\\\").replace('"', '\\"')
    return out + rng.choice(["", " "]) + '"'


def block_scalar(rng, indent, parent=0):
    """A literal or folded scalar whose content lines are indented by `indent` plus more, in a
    collection at column `parent` (its indentation indicator counts from there)."""
    lines = []
    for index in range(rng.randint(1, 6)):
        roll = rng.random()
        if roll < 0.2 and index > 0:
            lines.append(rng.choice(["", indent[: rng.randint(0, len(indent))], indent + "  "]))
        elif roll < 0.4:
            lines.append(indent + rng.choice([" ", "  ", "\t"]) + text_piece(rng))  # more indented
        else:
            lines.append(indent + text_piece(rng).lstrip(" \t"))
    if not any(line.strip(" \t") for line in lines):
        lines.append(indent + "end")
    first = next(line for line in lines if line.strip(" \t"))
    needs_indicator = first[len(indent)] in " \t" or any(
        line and not line.strip(" ") and len(line) > len(indent) for line in lines[: lines.index(first)])
    header = rng.choice("|>") + rng.choice(["", "-", "+"])
    if needs_indicator or rng.random() < 0.2:
        header += str(len(indent) - parent)
    trailing = "\n" * rng.choice([0, 0, 1, 2])
    return header + rng.choice(["", " # a comment"]) + "\n" + "\n".join(lines) + "\n" + trailing


PLAIN_WORDS = ["alpha", "beta", "x-y", "c_d", "e.f", "é€", "😀", "a'b", 'q"r', "s#t", "u:v", "w\\z"]


def plain(rng, indent):
    """A plain scalar over one or more lines, of words no reader takes for anything but text
    (white space without tabs: PyYAML refuses a tab in a plain scalar, YAML 1.2 does not)."""
    out = rng.choice(PLAIN_WORDS[:7])
    for _ in range(rng.randint(0, 5)):
        if rng.random() < 0.4:
            out += line_break_run(rng, indent).replace("\t", " ")
        else:
            out += rng.choice([" ", "  "])
        out += rng.choice(PLAIN_WORDS)
    return out


STYLES = {"single": single_quoted, "double": double_quoted, "block": block_scalar, "plain": plain}


def document(rng, styles):
    keys = rng.sample(["a", "b", "c", "key"], rng.randint(1, 3))
    out = ""
    for key in keys:
        style = rng.choice(styles)
        value = style(rng, "  ")
        out += key + ": " + value
        if not value.endswith("\n"):
            out += "\n"
    return out


def nested_document(rng, styles):
    """Scalars as the items of sequences in a mapping in a mapping, the sequences at column 2 or
    4 (the block scalars' indentation indicators count from there)."""
    out = ""
    for outer in rng.sample(["m", "n"], rng.randint(1, 2)):
        out += outer + ":\n"
        for key in rng.sample(["a", "b", "c"], rng.randint(1, 2)):
            column = rng.choice([2, 4])
            out += "  " + key + ":\n"
            for _ in range(rng.randint(1, 3)):
                style = rng.choice(styles)
                indent = " " * (column + rng.choice([2, 3]))
                value = style(rng, indent, column) if style is block_scalar else style(rng, indent)
                out += " " * column + "- " + value + ("" if value.endswith("\n") else "\n")
    return out


def read_with_tool(tool, text):
    run = subprocess.run(tool, input=text.encode(), capture_output=True)
    return run.returncode, run.stdout.decode(), run.stderr.decode()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", required=True)
    parser.add_argument("--count", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--styles", default=",".join(STYLES), help="of " + ",".join(STYLES))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    styles = [STYLES[name] for name in args.styles.split(",")]
    # half the documents flat (the tool reads them as they are), half nested (the tool's
    # "nested" mode): two streams
    flat = [document(rng, styles) for _ in range(args.count // 2)]
    nested = [nested_document(rng, styles) for _ in range(args.count - args.count // 2)]
    failed = compare([args.tool], flat) or compare([args.tool, "nested"], nested)
    if not failed:
        print(f"{args.count} documents read as PyYAML reads them (seed {args.seed})")
    return failed


def compare(tool, documents):
    """0 if the tool reads each document as PyYAML does; else 1, with the first that differs."""
    expected = []
    for text in documents:
        try:
            expected.append(yaml.safe_load(text))
        except yaml.YAMLError as error:  # the generator's own mistake: say so, fail
            print(f"PyYAML refused a generated document (a generator bug):\n{text!r}\n{error}")
            return 1
    stream = "".join("---\n" + text for text in documents)
    code, out, err = read_with_tool(tool, stream)
    if code == 0:
        got = json.loads(out)
        for text, want, have in zip(documents, expected, got):
            if want != have:
                print(f"read differently:\n{text!r}\nPyYAML:    {want!r}\nversioned: {have!r}")
                return 1
        if len(got) != len(expected):
            print(f"versioned read {len(got)} documents of {len(expected)}")
            return 1
        return 0
    for text, want in zip(documents, expected):  # find the document it refused
        code, _, err = read_with_tool(tool, text)
        if code != 0:
            print(f"versioned refused what PyYAML reads as {want!r}:\n{text!r}\n{err}")
            return 1
    print(f"versioned refused the stream, no document alone: {err}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
