#!/usr/bin/env python3
"""Load on the conversion webhook server: wrk against examples/k8s_operator over TLS.

    benchmarks/webhook/run.py [--connections 64] [--seconds 20] [--threads 2] [--objects 10]
                              [--binary PATH] [--out benchmarks/results/webhook.md]

Builds the operator with g++ -O2 (build/bench-webhook, only that target) unless --binary is
given, generates a CA and a server certificate with openssl, starts the server on 127.0.0.1
with --threads server threads, warms it up (2 s), reads its resident memory, runs
`wrk -t2 -c<connections> -d<seconds>s --latency` with tests/webhook/post.lua (every answer checked:
200, Success, uid, object count), reads the resident memory again, and writes a Markdown table
(throughput, p50/p90/p99 latency from wrk's histogram, errors, RSS before/after).
"""
import argparse
import os
import re
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--connections", type=int, default=64)
    ap.add_argument("--seconds", type=int, default=20)
    ap.add_argument("--threads", type=int, default=2, help="server threads")
    ap.add_argument("--objects", type=int, default=10, help="objects per review")
    ap.add_argument("--binary")
    ap.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "webhook.md"))
    opts = ap.parse_args()

    binary = opts.binary
    if not binary:
        build = os.path.join(ROOT, "build", "bench-webhook")
        subprocess.run(["cmake", "-S", ROOT, "-B", build, "-G", "Ninja", "-DCMAKE_CXX_COMPILER=g++",
                        "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG",
                        "-DVERSIONED_BUILD_TESTS=OFF", "-DVERSIONED_BUILD_BENCHMARKS=OFF",
                        "-DVERSIONED_INSTALL=OFF"], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["cmake", "--build", build, "--target", "k8s_operator"], check=True)
        binary = os.path.join(build, "examples", "k8s_operator")

    work = tempfile.mkdtemp(prefix="versioned-webhook-bench-")
    try:
        ca_key, ca_crt = st.make_ca(work)
        key, crt = st.make_server_cert(work, ca_key, ca_crt, "tls", 1)
        server = st.Server(binary, work, ["--cert", crt, "--key", key, "--threads", str(opts.threads)])
        client = st.Client(server, ca_crt, work)
        review_file = os.path.join(work, "review.json")
        with open(review_file, "w") as f:
            f.write(st.load_review(opts.objects))
        url = client.base + "/convert?timeout=30s"

        wrk(url, review_file, opts.connections, 2)  # warm-up: connections, allocator pools
        time.sleep(0.5)
        rss_before = rss_kib(server.proc.pid)
        out = wrk(url, review_file, opts.connections, opts.seconds)
        time.sleep(0.5)
        rss_after = rss_kib(server.proc.pid)
        server.proc.terminate()
        rc = server.proc.wait(timeout=30)
    finally:
        st.cleanup()

    stats = dict(re.findall(r"^(\w+) (\d+)$", out, re.M))
    pct = dict(re.findall(r"^\s+(50|75|90|99)%\s+(\S+)$", out, re.M))
    rps = int(stats["requests"]) / (int(stats["duration_us"]) / 1e6)
    cpu = os.cpu_count()
    built = (f"--binary {os.path.relpath(opts.binary, ROOT)}` (a binary built by the caller"
             if opts.binary else "` (g++ -O2, built by the script")
    rss_ok = rss_after <= rss_before + RSS_GROWTH_BOUND_KIB
    lines = [
        f"Command: `benchmarks/webhook/run.py --connections {opts.connections} --seconds {opts.seconds} "
        f"--threads {opts.threads} --objects {opts.objects} {built}; TLS 1.3, {cpu} cores shared by "
        "the server, wrk and whatever else runs on the machine). Resident memory after the run "
        f"{'within' if rss_ok else 'NOT within'} the bound of before + {RSS_GROWTH_BOUND_KIB // 1024} MiB.",
        "",
        "| connections | duration | requests | requests/s | objects/s | p50 | p90 | p99 | errors | wrong answers | RSS before | RSS after | exit |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        f"| {opts.connections} | {opts.seconds} s | {stats['requests']} | {rps:.0f} | {rps * opts.objects:.0f} | "
        f"{pct.get('50', '?')} | {pct.get('90', '?')} | {pct.get('99', '?')} | {stats['errors']} | "
        f"{stats['bad_answers']} of {stats['checked_answers']} | {rss_before / 1024:.1f} MiB | "
        f"{rss_after / 1024:.1f} MiB | {rc} |",
    ]
    text = "\n".join(lines) + "\n"
    os.makedirs(os.path.dirname(opts.out), exist_ok=True)
    with open(opts.out, "w") as f:
        f.write(text)
    print(out)
    print(text)
    ok = stats["errors"] == "0" and stats["bad_answers"] == "0" and rc == 0 and "Non-2xx" not in out and rss_ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
