#!/usr/bin/env python3
"""Convert DDS test-file deals (PBN lines "PBN d v t l \"X:..\"" + TABLE) to bridge-solver
diagram files (-f format: North line, West + 4 spaces + East line, South line) and to an
expected-results file in bridge-solver's output order (rows N S H D C; columns declarer S N W E).
usage: dds2bs.py DDSFILE OUTPREFIX [COUNT]"""
import re, sys
SEATS = "NESW"
def parse_pbn(s):
    first, hands = s.split(":", 1)
    hs = hands.split()
    start = SEATS.index(first)
    out = {}
    for i, h in enumerate(hs):
        out[SEATS[(start + i) % 4]] = h
    return out
def bs_hand(h):
    return " ".join(x if x else "-" for x in h.split("."))
src, prefix = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 10**9
lines = open(src).read().splitlines()
deals = []
cur = None
for ln in lines:
    m = re.match(r'PBN \d+ \d+ \d+ \d+ "([^"]+)"', ln)
    if m:
        cur = {"pbn": m.group(1)}
        deals.append(cur)
    elif ln.startswith("TABLE") and cur is not None:
        cur["table"] = list(map(int, ln.split()[1:]))
deals = deals[:count]
for i, d in enumerate(deals, 1):
    h = parse_pbn(d["pbn"])
    name = f"{prefix}{i}" if len(deals) > 1 else prefix
    with open(name, "w") as f:
        f.write(bs_hand(h["N"]) + "\n")
        f.write(bs_hand(h["W"]) + "    " + bs_hand(h["E"]) + "\n")
        f.write(bs_hand(h["S"]) + "\n")
    # DDS TABLE: strains S,H,D,C,NT; declarer N,E,S,W. bridge-solver: N S H D C; S N W E
    t = d["table"]
    dds = {st: dict(zip("NESW", t[4 * k:4 * k + 4])) for k, st in enumerate("SHDCN")}
    with open(name + ".expected", "w") as f:
        for st in "NSHDC":
            f.write(st + " " + " ".join("%2d" % dds[st][s] for s in "SNWE") + "\n")
    print(name, d["pbn"])
