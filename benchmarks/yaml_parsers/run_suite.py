#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Runs each harness over the yaml-test-suite's data branch and classifies the results.
usage: run_suite.py [WORKDIR] -> writes WORKDIR/results/<lib>.tsv and prints a summary
(WORKDIR, default /tmp/yamlcmp, holds bin/ from build.sh and suite/, the suite's data branch)"""
import os, re, subprocess, sys, json, collections
ROOT = sys.argv[1] if len(sys.argv) > 1 else '/tmp/yamlcmp'  # the work directory (README.md)
SUITE = ROOT + '/suite'
LIBS = {
  'libfyaml': [ROOT + '/bin/h_fyaml', 'ev'],
  'libyaml':  [ROOT + '/bin/h_libyaml', 'ev'],
  'yaml-cpp': [ROOT + '/bin/h_yamlcpp', 'ev'],
  'fy-tool':  ['fy-tool', '--testsuite'],
}
VAL = re.compile(r'^=VAL((?: &\S*)?)((?: <[^>]*>)?) (.)(.*)$')
def norm(lines):
  out = []
  for l in lines:
    l = l.rstrip('\n')
    if l.startswith(('+DOC', '-DOC')): l = l[:4]
    elif l.startswith(('+MAP', '+SEQ')): l = l.replace(' {}', '').replace(' []', '').replace(' <!>', '')
    else:
      m = VAL.match(l)
      if m:
        a, t, s, v = m.groups()
        if t == ' <!>': t = ''
        l = '=VAL' + a + t + ' :' + v
    out.append(l)
  return out
tests = sorted(os.path.relpath(os.path.dirname(os.path.join(d, f)), SUITE)
               for d, _, files in os.walk(SUITE) for f in files if f == 'in.yaml')
os.makedirs(ROOT + '/results', exist_ok=True)
summary = {}
for lib, cmd in LIBS.items():
  c = collections.Counter(); rows = []
  for t in tests:
    d = os.path.join(SUITE, t); inp = d + '/in.yaml'
    is_err = os.path.exists(d + '/error')
    try:
      p = subprocess.run(['nice', '-n', '10'] + cmd + [inp], capture_output=True, timeout=10)
      rc = p.returncode; out = p.stdout.decode('utf-8', 'replace')
    except subprocess.TimeoutExpired:
      rc = 'timeout'; out = ''
    crash = rc == 'timeout' or (isinstance(rc, int) and (rc < 0 or rc >= 124))
    exp = open(d + '/test.event', encoding='utf-8').read().splitlines()
    got = out.splitlines()
    if crash: cls = 'CRASH'
    elif is_err: cls = 'err_rejected' if rc != 0 else 'err_ACCEPTED'
    else:
      if rc != 0: cls = 'valid_REJECTED'
      elif got == exp: cls = 'valid_exact'
      elif norm(got) == norm(exp): cls = 'valid_norm_only'
      else: cls = 'valid_WRONG_EVENTS'
    c[cls] += 1; rows.append((t, cls, str(rc)))
  with open(f'{ROOT}/results/{lib}.tsv', 'w') as f:
    for r in rows: f.write('\t'.join(r) + '\n')
  summary[lib] = dict(c)
  print(lib, dict(c), flush=True)
json.dump(summary, open(ROOT + '/results/summary.json', 'w'), indent=1)
