#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Deterministic ~1 MB Kubernetes-manifest-like YAML stream and a comparable TOML file."""
import os, random, sys, toml
OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/yamlcmp"  # the work directory (README.md)
random.seed(42)
def deployment(i):
  app = f"svc-{i:04d}"
  return {
    "apiVersion": "apps/v1", "kind": "Deployment",
    "metadata": {"name": app, "namespace": random.choice(["default", "prod", "staging"]),
                 "labels": {"app": app, "tier": random.choice(["web", "db", "cache"]), "version": f"v{i%7}.{i%13}.{i%5}"},
                 "annotations": {"deployment.kubernetes.io/revision": str(i % 17), "note": f"generated item number {i} for benchmarking"}},
    "spec": {"replicas": 1 + i % 5, "revisionHistoryLimit": 10, "paused": False,
             "selector": {"matchLabels": {"app": app}},
             "template": {"metadata": {"labels": {"app": app}},
                          "spec": {"containers": [
                            {"name": app, "image": f"registry.example.com/team/{app}:1.{i%20}.{i%9}",
                             "args": ["--port=8080", f"--workers={1 + i % 8}", "--log-level=info"],
                             "ports": [{"containerPort": 8080, "protocol": "TCP"}, {"containerPort": 9090, "protocol": "TCP"}],
                             "env": [{"name": "RATIO", "value": f"{random.random():.6f}"}, {"name": "MODE", "value": "production"}],
                             "resources": {"limits": {"cpu": "500m", "memory": "256Mi"}, "requests": {"cpu": 0.25, "memory": "128Mi"}}}]}}}}

def y_scalar(v, i):
  if isinstance(v, bool): return "true" if v else "false"
  if isinstance(v, (int, float)): return repr(v)
  if v.startswith("--") or ":" in v and " " in v: return '"' + v + '"'
  if v.isdigit() or v.replace('.', '', 1).isdigit(): return "'" + v + "'"
  return v
def y_emit(v, ind, out, i):
  pad = "  " * ind
  if isinstance(v, dict):
    for k, x in v.items():
      if isinstance(x, (dict, list)) and x:
        out.append(f"{pad}{k}:"); y_emit(x, ind + 1, out, i)
      else: out.append(f"{pad}{k}: {y_scalar(x, i)}")
  else:
    for x in v:
      if isinstance(x, dict):
        sub = []; y_emit(x, ind + 1, sub, i)
        sub[0] = pad + "- " + sub[0][len(pad) + 2:]; out.extend(sub)
      else: out.append(f"{pad}- {y_scalar(x, i)}")
docs = []; n = 0; i = 0; size = 0
while size < 1_000_000:
  d = deployment(i); out = ["---"]; y_emit(d, 0, out, i)
  if i % 10 == 0: out += ["data: |", "  line one of a literal block", "  line two with: colon"]
  s = "\n".join(out) + "\n"; docs.append(s); size += len(s); i += 1
open(os.path.join(OUT, "bench.yaml"), "w").write("".join(docs))
# TOML: same data, as an array of tables (one file, comparable size)
random.seed(42); items = []; size = 0; j = 0
while True:
  items.append(deployment(j)); j += 1
  if j % 100 == 0:
    t = toml.dumps({"deployment": items})
    if len(t) >= 1_000_000: break
open(os.path.join(OUT, "bench.toml"), "w").write(t)
print("yaml docs", i, "bytes", size, "| toml items", j, "bytes", len(t))
