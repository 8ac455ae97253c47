#!/usr/bin/env python3
"""Writes corpus.jsonl: query lines for the byte-for-byte test of `circlelab query`.

Valid lines of every shape kind, the places where a contact changes (inside, on an edge, on a
corner, far away), numbers in every spelling JSON allows, and many lines that must be refused with
a precise message: every prefix of a line (truncated input), wrong types, NaN and Infinity, numbers
out of range, duplicate and unknown keys, escapes, byte order marks, bytes that are not UTF-8, and
random edits of valid lines. Deterministic (a fixed seed), so the file is the same on every run.

The answers in corpus.out were recorded from the program before its reader was rewritten for
speed; tests/cli/query_cli_test.cpp checks that the program still answers byte for byte.
Usage: tests/data/query/make_corpus.py > tests/data/query/corpus.jsonl
"""
import random
import sys

rng = random.Random(20261125)
lines = []


def circle(x, y, r):
    return '{"x":%s,"y":%s,"r":%s}' % (x, y, r)


def query(c, s):
    return '{"circle":%s,"shape":%s}' % (c, s)


def shape_circle(x, y, r):
    return '{"type":"circle","x":%s,"y":%s,"r":%s}' % (x, y, r)


def shape_rect(x, y, w, h, angle=None):
    a = '' if angle is None else ',"angle":%s' % angle
    return '{"type":"rect","x":%s,"y":%s,"w":%s,"h":%s%s}' % (x, y, w, h, a)


def shape_triangle(x, y, w, h, missing, angle=None):
    a = '' if angle is None else ',"angle":%s' % angle
    return '{"type":"triangle","x":%s,"y":%s,"w":%s,"h":%s,"missing":"%s"%s}' % (x, y, w, h, missing, a)


CORNERS = ["top-left", "top-right", "bottom-left", "bottom-right"]
ANGLES = [None, "0", "90", "180", "270", "360", "-90", "30", "45", "-33.5", "0.1", "1e6", "-1e6", "1e-300",
          "720", "12"]

# Valid lines: centres on a grid around each shape (inside, on edges and corners, outside).
for cx in ["-5", "0", "5", "10", "12.5", "20"]:
    for cy in ["-5", "0", "5", "10", "15"]:
        for r in ["0", "1", "2.5", "7"]:
            c = circle(cx, cy, r)
            lines.append(query(c, shape_rect(0, 0, 10, 10)))
            lines.append(query(c, shape_circle(5, 5, 3)))
for angle in ANGLES:
    for cx, cy in [("5", "5"), ("0", "0"), ("10", "0"), ("-3", "4"), ("15", "-2"), ("5", "10.000001")]:
        c = circle(cx, cy, "2")
        lines.append(query(c, shape_rect(0, 0, 10, 6, angle)))
        for corner in CORNERS:
            lines.append(query(c, shape_triangle(0, 0, 10, 6, corner, angle)))
# Coincident circle centres, a centre on a circle's rim, a square's centre.
lines.append(query(circle(3, 4, 1), shape_circle(3, 4, 2)))
lines.append(query(circle(3, 6, 1), shape_circle(3, 4, 2)))
lines.append(query(circle(5, 5, 0), shape_rect(0, 0, 10, 10)))
# Random valid lines, with numbers written the way Python writes doubles (shortest round trip).
for _ in range(300):
    kind = rng.choice(["circle", "rect", "triangle"])
    c = circle(repr(rng.uniform(-100, 100)), repr(rng.uniform(-100, 100)), repr(rng.uniform(0, 30)))
    if kind == "circle":
        s = shape_circle(repr(rng.uniform(-50, 50)), repr(rng.uniform(-50, 50)), repr(rng.uniform(0.01, 40)))
    elif kind == "rect":
        s = shape_rect(repr(rng.uniform(-50, 50)), repr(rng.uniform(-50, 50)), repr(rng.uniform(0.01, 80)),
                       repr(rng.uniform(0.01, 80)), rng.choice([None, repr(rng.uniform(-400, 400))]))
    else:
        s = shape_triangle(repr(rng.uniform(-50, 50)), repr(rng.uniform(-50, 50)), repr(rng.uniform(0.01, 80)),
                           repr(rng.uniform(0.01, 80)), rng.choice(CORNERS),
                           rng.choice([None, repr(rng.uniform(-400, 400))]))
    lines.append(query(c, s))

# Numbers in every spelling, each in each place of a line.
NUMBERS_OK = ["0", "-0", "-0.0", "0.0", "1E2", "1e+2", "1e-2", "0.5e-3", "5e-324", "2.2250738585072014e-308",
              "1e-400", "0.0000000000000000000000000000000000000000000000000000001", "1e9", "-1e9",
              "999999999.9999999", "1000000000.0000001", "0.1000000000000000055511151231257827",
              "123456789012345678901234567890e-21", "4.35", "7.000000000000001", "1e-7", "100000000000000000000e-11",
              "00", "01", "1.", ".5", "+1", "1e", "1e+", "--1", "-", "0x10", "1_000", "1e400", "-1e400",
              "1e309", "1.7976931348623157e308", "1" + "0" * 400, "0." + "0" * 400 + "1", "1e1000000000000",
              "1e-1000000000000", "NaN", "nan", "Infinity", "-Infinity", "inf", "1e9.5", "1.5e2.5", "2e9", "1000000001"]
TEMPLATE = [("x", 'c'), ("y", 'c'), ("r", 'c'), ("x", 's'), ("y", 's'), ("w", 's'), ("h", 's'), ("angle", 's')]
for number in NUMBERS_OK:
    for key, where in TEMPLATE:
        values = {"cx": "5", "cy": "5", "cr": "2", "sx": "0", "sy": "0", "sw": "10", "sh": "10", "sangle": "30"}
        values[where + key if where == 's' else 'c' + key] = number
        c = circle(values["cx"], values["cy"], values["cr"])
        s = shape_rect(values["sx"], values["sy"], values["sw"], values["sh"], values["sangle"])
        lines.append(query(c, s))
    lines.append(query(circle(number, 1, 1), shape_circle(0, 0, number)))
    lines.append(query(circle(1, 1, 1), shape_triangle(0, 0, number, number, "top-right", number)))

# Wrong types in every place.
WRONG = ['"5"', 'true', 'false', 'null', '[5]', '{"v":5}', '[]', '{}', '"x"', '""']
for value in WRONG:
    lines.append(query(circle(value, 5, 2), shape_rect(0, 0, 10, 10)))
    lines.append(query(circle(5, value, 2), shape_rect(0, 0, 10, 10)))
    lines.append(query(circle(5, 5, value), shape_rect(0, 0, 10, 10)))
    lines.append(query(circle(5, 5, 2), shape_rect(value, 0, 10, 10)))
    lines.append(query(circle(5, 5, 2), shape_rect(0, 0, 10, value, "1")))
    lines.append(query(circle(5, 5, 2), shape_rect(0, 0, 10, 10, value)))
    lines.append(query(circle(5, 5, 2), shape_circle(0, 0, value)))
    lines.append(query(circle(5, 5, 2), '{"type":"triangle","x":0,"y":0,"w":4,"h":4,"missing":%s}' % value))
    lines.append(query(circle(5, 5, 2), '{"type":%s,"x":0,"y":0,"r":4}' % value))
    lines.append('{"circle":%s,"shape":%s}' % (value, shape_circle(0, 0, 1)))
    lines.append('{"circle":%s,"shape":%s}' % (circle(0, 0, 1), value))
    lines.append(value)

# Keys: missing, unknown, duplicate, escaped, in another order, with spaces.
good_c, good_s = circle(5, 5, 2), shape_rect(0, 0, 10, 10, 15)
lines += [
    '{"circle":%s}' % good_c, '{"shape":%s}' % good_s, '{}', '{"circle":%s,"shape":%s,"extra":1}' % (good_c, good_s),
    '{"shape":%s,"circle":%s}' % (good_s, good_c), '{"circle":%s,"circle":%s,"shape":%s}' % (good_c, good_c, good_s),
    '{"circle":%s,"shape":%s,"shape":%s}' % (good_c, good_s, good_s),
    query('{"x":5,"y":5}', good_s), query('{"x":5,"r":2}', good_s), query('{"y":5,"r":2}', good_s),
    query('{"x":5,"y":5,"r":2,"z":1}', good_s), query('{"x":5,"y":5,"r":2,"x":1}', good_s),
    query('{"r":2,"y":5,"x":5}', good_s), query('{"X":5,"y":5,"r":2}', good_s),
    query(good_c, '{"type":"rect","x":0,"y":0,"w":10}'), query(good_c, '{"type":"rect","x":0,"y":0,"h":10,"w":3}'),
    query(good_c, '{"x":0,"y":0,"w":10,"h":10,"type":"rect"}'), query(good_c, '{"x":0,"y":0,"w":10,"h":10}'),
    query(good_c, '{"type":"rect","x":0,"y":0,"w":10,"h":10,"r":3}'),
    query(good_c, '{"type":"circle","x":0,"y":0,"r":10,"angle":3}'),
    query(good_c, '{"type":"circle","x":0,"y":0,"r":10,"w":3,"h":4}'),
    query(good_c, '{"type":"rect","x":0,"y":0,"w":10,"h":10,"missing":"top-left"}'),
    query(good_c, '{"type":"triangle","x":0,"y":0,"w":10,"h":10}'),
    query(good_c, '{"type":"triangle","x":0,"y":0,"w":10,"h":10,"missing":"top"}'),
    query(good_c, '{"type":"triangle","x":0,"y":0,"w":10,"h":10,"missing":"Top-Left"}'),
    query(good_c, '{"type":"triangle","x":0,"y":0,"w":10,"h":10,"missing":""}'),
    query(good_c, '{"type":"triangle","x":0,"y":0,"w":10,"h":10,"missing":"top-left","missing":"top-left"}'),
    query(good_c, '{"type":"square","x":0,"y":0,"w":10,"h":10}'), query(good_c, '{"type":"","x":0}'),
    query(good_c, '{"type":"Rect","x":0,"y":0,"w":10,"h":10}'), query(good_c, '{"type":"rect","type":"rect"}'),
    query(good_c, '{"type":"circle","x":-2e9,"y":3e9,"r":-1}'),
    query(good_c, '{"type":"rect","x":-2e9,"y":3e9,"w":0,"h":-1,"angle":2e6}'),
    query('{"x":2e9,"y":-3e9,"r":-1}', '{"type":"rect","x":-2e9,"y":3e9,"w":0,"h":-1,"angle":2e6}'),
    query('{"x":1,"y":1,"r":2e9}', good_s), query('{"x":1,"y":1,"r":-0}', good_s),
    query('{"x":1,"y":1,"r":1e9}', good_s), query(good_c, '{"type":"rect","x":1e9,"y":-1e9,"w":1e9,"h":1e9,"angle":-1e6}'),
    # Escapes in keys and strings: the same key or value spelled another way.
    '{"\\u0063ircle":%s,"shape":%s}' % (good_c, good_s), '{"circle":%s,"sha\\u0070e":%s}' % (good_c, good_s),
    query('{"\\u0078":5,"y":5,"r":2}', good_s), query('{"\\x":5,"y":5,"r":2}', good_s),
    query(good_c, '{"type":"\\u0072ect","x":0,"y":0,"w":10,"h":10}'),
    query(good_c, '{"type":"re\\/ct","x":0,"y":0,"w":10,"h":10}'),
    query(good_c, '{"type":"triangle","x":0,"y":0,"w":10,"h":10,"missing":"top\\u002dleft"}'),
    query(good_c, '{"type":"triangle","x":0,"y":0,"w":10,"h":10,"missing":"top\\nleft"}'),
    query(good_c, '{"type":"rect\\u0000","x":0,"y":0,"w":10,"h":10}'),
    query(good_c, '{"type":"\\ud83d\\ude00","x":0,"y":0,"w":10,"h":10}'),
    query(good_c, '{"type":"\\ud83d","x":0,"y":0,"w":10,"h":10}'),
    query(good_c, '{"type":"\\ude00x","x":0,"y":0,"w":10,"h":10}'),
    query(good_c, '{"type":"\\ud83d\\u0041","x":0,"y":0,"w":10,"h":10}'),
    query(good_c, '{"type":"\\u12G4","x":0,"y":0,"w":10,"h":10}'),
    query(good_c, '{"type":"\\q","x":0,"y":0,"w":10,"h":10}'),
    query(good_c, '{"type":"tab\there","x":0}'), query(good_c, '{"type":"r\x01ect","x":0}'),
    query(good_c, '{"type":"caf\xc3\xa9","x":0}'), query(good_c, '{"type":"\xe2\x82\xac\xf0\x9f\x98\x80","x":0}'),
    query(good_c, '{"type":"\xff\xfe","x":0}'), query(good_c, '{"type":"\xc3","x":0}'),
    query(good_c, '{"type":"\xed\xa0\x80","x":0}'), query(good_c, '{"type":"\xc0\xaf","x":0}'),
    query(good_c, '{"type":"\xf4\x90\x80\x80","x":0}'),
    query('{"x":5,"y":5,"r":2,"caf\xc3\xa9":1}', good_s), query('{"x":5,"y":5,"r":2,"\xff":1}', good_s),
    query('{"x":5,"y":5,"r":2,"a~b/c":1}', good_s), query('{"x":5,"y":5,"r":2,"\\"q\\"":1}', good_s),
    '{"circle":%s,"shape":%s,"\xe2\x82\xac":%s}' % (good_c, good_s, "[1,2,{\"a\":null}]"),
    # Byte order marks, white space, carriage returns, NUL bytes.
    '\xef\xbb\xbf' + query(good_c, good_s), '\xef\xbb\xbf', '\xef\xbb', '\xef\xbb\xbf\xef\xbb\xbf' + query(good_c, good_s),
    ' \t' + query(good_c, good_s) + ' \t\r', query(good_c, good_s) + '\r', query(good_c, good_s) + '\r\r',
    '\r' + query(good_c, good_s), query(good_c, good_s).replace(',', ' , ').replace(':', ' :\t'),
    query(good_c, good_s).replace('{', '{ ').replace('}', ' }'), query(good_c, good_s) + '\x00',
    '\x00' + query(good_c, good_s), query(good_c, good_s).replace(',', '\x0b,'), query(good_c, good_s) + '\x0c',
    query(good_c, good_s).replace(' ', '\xa0'), query(good_c, good_s).replace(':', ':\xc2\xa0'),
    # Not one object: trailing text, two objects, arrays, scalars, deep nesting.
    query(good_c, good_s) + query(good_c, good_s), query(good_c, good_s) + ',', query(good_c, good_s) + ' x',
    query(good_c, good_s) + '}', '[' + query(good_c, good_s) + ']', '"text"', '42', '-', 'true', 'nul', 'tru',
    'falsey', 'NaN', 'Infinity', '-Infinity', '{"circle":NaN}', '{"circle":Infinity}', '{"circle":-Infinity}',
    '{"circle":nan}', '{"circle":{"x":NaN,"y":0,"r":1},"shape":%s}' % good_s,
    '[' * 300 + ']' * 300, '{"a":' * 300 + '1' + '}' * 300, '[' * 256 + ']' * 256, '[' * 257 + ']' * 257,
    '{"circle":' + '[' * 260, '{', '}', '{"', '{"circle"', '{"circle":', '{"circle":{', '{"circle":{}', '{,}',
    '{"circle":{},}', '{"circle":{"x":1,},"shape":{}}', '{"circle" {"x":1}}', "{'circle':1}", '{circle:1}',
    '//comment', '#', '\x1b[31m', '{"circle":{"x":1}}}', 'q' * 200, '\xff' * 40, '\xc3\xa9' * 40,
]

# Truncated lines: every prefix of one line of each shape kind.
for full in [query(good_c, shape_triangle(0, 0, 10, 6, "bottom-left", "-12.5e1")),
             query('{"x":-1.5e-3,"y":0,"r":0}', shape_circle(-0.25, 1E2, 3)), query(good_c, good_s)]:
    for n in range(1, len(full)):
        lines.append(full[:n])

# Random edits of valid lines: a byte replaced, inserted or deleted, once or a few times.
ALPHABET = '{}[]":,.-+0123456789eEx rtcl\\u\t\xff\xc3'
bases = [query(good_c, good_s), query(circle(1, 2, 3), shape_circle(4, 5, 6)),
         query(circle(-7.5, 2e1, 0.125), shape_triangle(1, 2, 30, 40, "top-right", "-75")),
         query(circle(9, 9, 9), shape_triangle(0, 0, 1, 1, "bottom-right"))]
for _ in range(1500):
    text = list(rng.choice(bases))
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        at = rng.randrange(len(text))
        op = rng.randrange(3)
        if op == 0:
            text[at] = rng.choice(ALPHABET)
        elif op == 1:
            text.insert(at, rng.choice(ALPHABET))
        elif len(text) > 1:
            del text[at]
    lines.append(''.join(text))

# Lines holding only white space are skipped but still counted, so the line numbers after them
# must not move; a blank line here and there tests that.
out = []
for i, line in enumerate(lines):
    out.append(line)
    if i % 97 == 0:
        out.append(rng.choice(['', ' ', '\t', '\r', ' \t \r', '   ']))
data = '\n'.join(out).encode('latin-1')  # each character stands for one byte
# The last line ends without a newline, as a file written by hand may.
sys.stdout.buffer.write(data)
