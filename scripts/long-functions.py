#!/usr/bin/env python3
"""Lists the functions in src/ longer than a limit (80 lines by default), longest first.

    scripts/long-functions.py [--limit N] [FOLDER ...]

A function is a line that opens a body with '{' after a closing parenthesis (a definition, a lambda
at the start of a line does not count), up to the brace that closes it; its length counts every
line from the signature's first line to the closing brace. Strings, characters and comments are
skipped when braces are counted. Exits 1 when any function is longer than the limit, so CI or a
person can check the rule of CONTRIBUTING.md ("functions short enough to read as named steps").
"""
import argparse
import pathlib
import re
import sys

# A definition's last signature line: `) {`, `) const {`, `) noexcept {`, `) -> T {`, `) override {`.
SIGNATURE_END = re.compile(r"\)\s*(const\s*)?(noexcept\s*)?(override\s*)?(->\s*[\w:<>,\s*&]+)?\s*\{\s*(//.*)?$")
CONTROL = re.compile(r"^\s*(\}\s*)?(if|for|while|switch|catch|else|do)\b")
NAME = re.compile(r"([~\w:]+(?:operator\s*\S+)?)\s*\(")


def strip(line, in_comment):
    """The line without strings, characters and comments; whether a /* comment is still open."""
    out, i = [], 0
    while i < len(line):
        if in_comment:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out), True
            i, in_comment = end + 2, False
        elif line.startswith("//", i):
            break
        elif line.startswith("/*", i):
            in_comment, i = True, i + 2
        elif line[i] in "\"'":
            quote, i = line[i], i + 1
            while i < len(line) and line[i] != quote:
                i += 2 if line[i] == "\\" else 1
            i += 1
        else:
            out.append(line[i])
            i += 1
    return "".join(out), in_comment


def functions(path):
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    code, in_comment = [], False
    for line in lines:
        text, in_comment = strip(line, in_comment)
        code.append(text)
    found = []
    i = 0
    while i < len(code):
        text = code[i]
        if SIGNATURE_END.search(text) and not CONTROL.match(text) and "=" not in text.split("(")[0] and \
                not text.lstrip().startswith(("[", "return", "namespace", "struct", "class", "enum")):
            # The signature's first line: back over continuation lines to the one with the name.
            start = i
            # (a constructor's initialiser list, ": a_(a), b_(b) {", is part of its signature).
            while start > 0 and code[start - 1].strip() and \
                    (not NAME.search(code[start]) or code[start].lstrip().startswith((":", ","))):
                start -= 1
            depth, j = 0, i
            while j < len(code):
                depth += code[j].count("{") - code[j].count("}")
                if depth <= 0:
                    break
                j += 1
            name = NAME.search(code[start]) or NAME.search(text)
            found.append((j - start + 1, f"{path}:{start + 1}", name.group(1) if name else "?"))
            i = j + 1
            continue
        i += 1
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=80)
    parser.add_argument("folders", nargs="*", default=["src"])
    args = parser.parse_args()
    root = pathlib.Path(__file__).resolve().parent.parent
    long = []
    for folder in args.folders:
        base = pathlib.Path(folder) if pathlib.Path(folder).is_absolute() else root / folder
        for path in sorted(base.rglob("*")):
            if path.suffix in (".cpp", ".h") and path.is_file():
                long += [f for f in functions(path) if f[0] > args.limit]
    for length, where, name in sorted(long, reverse=True):
        print(f"{length:5d}  {name}  {pathlib.Path(where).relative_to(root) if where.startswith(str(root)) else where}")
    print(f"{len(long)} functions over {args.limit} lines")
    return 1 if long else 0


if __name__ == "__main__":
    sys.exit(main())
