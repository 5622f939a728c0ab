#!/usr/bin/env python3
"""Compare bridge-solver output rows ("X a b c d ...") with an .expected file. usage: check.py OUT EXPECTED"""
import re, sys
got = {}
for ln in open(sys.argv[1], encoding="utf-8", errors="replace"):
    m = re.match(r'^([NSHDC])((?: +\d+){4})\s+[\d.]+ s', ln)
    if m: got[m.group(1)] = m.group(2).split()
exp = {ln.split()[0]: ln.split()[1:] for ln in open(sys.argv[2]) if ln.strip()}
bad = [s for s in exp if s in got and got[s] != exp[s]]
missing = [s for s in exp if s not in got]
ok = not bad and any(x in got for x in exp)  # strains absent from a single-strain (-t) run are not errors
print(("MATCH" if ok else "MISMATCH"), sys.argv[1], "strains compared:", "".join(s for s in "NSHDC" if s in got and s in exp),
      ("bad: " + ",".join(f"{s} got {got[s]} want {exp[s]}" for s in bad)) if bad else "", ("missing: " + "".join(missing)) if missing else "")
sys.exit(0 if ok else 1)
