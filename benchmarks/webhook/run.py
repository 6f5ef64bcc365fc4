#!/usr/bin/env python3
"""Load on the conversion webhook server: wrk against examples/k8s_operator over TLS.

    benchmarks/webhook/run.py [--connections 64] [--seconds 20] [--threads 2] [--objects 10]
                              [--rounds 1] [--binary PATH] [--baseline PATH]
                              [--out benchmarks/results/webhook.md]

Builds the operator with g++ -O2 (build/bench-webhook, only that target) unless --binary is
given, generates a CA and a server certificate with openssl, starts the server on 127.0.0.1
with --threads server threads, warms it up (2 s), reads its resident memory, runs
`wrk -t2 -c<connections> -d<seconds>s --latency` with tests/webhook/post.lua (every answer checked:
200, Success, uid, object count), reads the resident memory again, and writes a Markdown table
(throughput, p50/p90/p99 latency from wrk's histogram, errors, RSS before/after).

With --baseline (another build of the operator, e.g. of main), both servers run side by side and
the wrk runs alternate between them, --rounds times each (new, old, new, old, ...), so that both
see the same machine; the table has every round and the median of each.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tests", "webhook"))
import harness as st  # noqa: E402  (certificates, the server process, the review)


# Resident memory may grow by allocator pools and per-connection buffers, not with the request
# count: after the run it must be within this of before (64 connections' buffers fit easily).
RSS_GROWTH_BOUND_KIB = 16 * 1024


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"VmRSS:\s+(\d+) kB", f.read()).group(1))


def wrk(url, review_file, connections, seconds):
    r = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency",
                        "-s", os.path.join(ROOT, "tests", "webhook", "post.lua"), url],
                       capture_output=True, text=True, env=dict(os.environ, REVIEW_FILE=review_file),
                       timeout=seconds + 60)
    if r.returncode != 0:
        raise SystemExit("wrk failed:\n" + r.stdout + r.stderr)
    return r.stdout


def to_ms(text):
    m = re.match(r"([\d.]+)(us|ms|s)$", text or "")
    if not m:
        return float("nan")
    return float(m.group(1)) * {"us": 0.001, "ms": 1, "s": 1000}[m.group(2)]


def measure(name, server, url, review_file, opts):
    before = rss_kib(server.proc.pid)
    out = wrk(url, review_file, opts.connections, opts.seconds)
    time.sleep(0.5)
    after = rss_kib(server.proc.pid)
    stats = dict(re.findall(r"^(\w+) (\d+)$", out, re.M))
    pct = dict(re.findall(r"^\s+(50|75|90|99)%\s+(\S+)$", out, re.M))
    rps = int(stats["requests"]) / (int(stats["duration_us"]) / 1e6)
    print(f"{name}: {rps:.0f} requests/s, p99 {pct.get('99')}", flush=True)
    return {"name": name, "stats": stats, "pct": pct, "rps": rps, "before": before, "after": after,
            "ok": stats["errors"] == "0" and stats["bad_answers"] == "0" and "Non-2xx" not in out}


def build_default():
    build = os.path.join(ROOT, "build", "bench-webhook")
    subprocess.run(["cmake", "-S", ROOT, "-B", build, "-G", "Ninja", "-DCMAKE_CXX_COMPILER=g++",
                    "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG",
                    "-DVERSIONED_BUILD_TESTS=OFF", "-DVERSIONED_BUILD_BENCHMARKS=OFF",
                    "-DVERSIONED_INSTALL=OFF"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", build, "--target", "k8s_operator"], check=True)
    return os.path.join(build, "examples", "k8s_operator")


def table(opts, runs, rcs):
    cpu = os.cpu_count()
    built = (f" --binary {os.path.relpath(opts.binary, ROOT)}" if opts.binary else "")
    base = f" --baseline {opts.baseline}" if opts.baseline else ""
    lines = [
        f"Command: `benchmarks/webhook/run.py --connections {opts.connections} --seconds {opts.seconds} "
        f"--threads {opts.threads} --objects {opts.objects} --rounds {opts.rounds}{built}{base}`"
        f"{'' if opts.binary else ' (g++ -O2, built by the script)'}; TLS 1.3, {cpu} cores shared by the "
        "server(s), wrk and whatever else runs on the machine. Resident memory after each run within "
        f"before + {RSS_GROWTH_BOUND_KIB // 1024} MiB: "
        f"{'yes' if all(r['after'] <= r['before'] + RSS_GROWTH_BOUND_KIB for r in runs) else 'NO'}.",
        "",
        "| server | connections | duration | requests | requests/s | objects/s | p50 | p90 | p99 | errors | "
        "wrong answers | RSS before | RSS after |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in runs:
        s, p = r["stats"], r["pct"]
        lines.append(f"| {r['name']} | {opts.connections} | {opts.seconds} s | {s['requests']} | {r['rps']:.0f} | "
                     f"{r['rps'] * opts.objects:.0f} | {p.get('50', '?')} | {p.get('90', '?')} | {p.get('99', '?')} | "
                     f"{s['errors']} | {s['bad_answers']} of {s['checked_answers']} | {r['before'] / 1024:.1f} MiB | "
                     f"{r['after'] / 1024:.1f} MiB |")
    if opts.rounds > 1 or opts.baseline:
        lines += ["", "| server | median requests/s | median p99 | exit |", "|---|---|---|---|"]
        for name, rc in rcs.items():
            mine = [r for r in runs if r["name"].split(" ")[0] == name]
            lines.append(f"| {name} | {statistics.median(r['rps'] for r in mine):.0f} | "
                         f"{statistics.median(to_ms(r['pct'].get('99')) for r in mine):.2f}ms | {rc} |")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--connections", type=int, default=64)
    ap.add_argument("--seconds", type=int, default=20)
    ap.add_argument("--threads", type=int, default=2, help="server threads")
    ap.add_argument("--objects", type=int, default=10, help="objects per review")
    ap.add_argument("--rounds", type=int, default=1, help="wrk runs per server")
    ap.add_argument("--binary")
    ap.add_argument("--baseline", help="another build of the operator, measured alternately with --binary")
    ap.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "webhook.md"))
    opts = ap.parse_args()
    binaries = {"new" if opts.baseline else "server": opts.binary or build_default()}
    if opts.baseline:
        binaries["old"] = opts.baseline

    work = tempfile.mkdtemp(prefix="versioned-webhook-bench-")
    runs, rcs = [], {}
    try:
        ca_key, ca_crt = st.make_ca(work)
        key, crt = st.make_server_cert(work, ca_key, ca_crt, "tls", 1)
        review_file = os.path.join(work, "review.json")
        with open(review_file, "w") as f:
            f.write(st.load_review(opts.objects))
        servers = {}
        for name, binary in binaries.items():
            server = st.Server(binary, work, ["--cert", crt, "--key", key, "--threads", str(opts.threads)], name=name)
            url = st.Client(server, ca_crt, work).base + "/convert?timeout=30s"
            wrk(url, review_file, opts.connections, 2)  # warm-up: connections, allocator pools
            servers[name] = (server, url)
        time.sleep(0.5)
        for i in range(opts.rounds):
            for name, (server, url) in servers.items():
                runs.append(measure(f"{name} {i + 1}" if len(servers) > 1 or opts.rounds > 1 else name,
                                    server, url, review_file, opts))
        for name, (server, _) in servers.items():
            server.proc.terminate()
            rcs[name] = server.proc.wait(timeout=60)
    finally:
        st.cleanup()

    text = table(opts, runs, rcs)
    os.makedirs(os.path.dirname(opts.out), exist_ok=True)
    with open(opts.out, "w") as f:
        f.write(text)
    print(text)
    rss_ok = all(r["after"] <= r["before"] + RSS_GROWTH_BOUND_KIB for r in runs)
    ok = all(r["ok"] for r in runs) and all(rc == 0 for rc in rcs.values()) and rss_ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
