#!/usr/bin/env python3
"""Peak memory of the conversion webhook server under attack, with the example deployment's
settings (examples/k8s_operator/deployment.yaml: its args and its memory limit, read from it).

    benchmarks/webhook/attack.py [--binary PATH] [--seconds 6] [--out benchmarks/results/webhook_attack.md]

Builds the operator with g++ -O2 (build/bench-webhook) unless --binary is given, starts it on
127.0.0.1 with the deployment's args (but --shutdown-delay-ms 0) and its certificate, and runs, one
after the other on the same process, each attack for --seconds:
  slowloris   300 TLS connections (the limit is 256) each sending 15 KiB of a header, never ending it
  bodies      300 connections each announcing a 3 MiB body and sending all of it but one byte
  large       8 clients posting valid 3 MiB reviews (3 MiB answers) as fast as they are answered
  labels      reviews of objects whose kind and apiVersion are 256 KiB of junk, 8 clients
  combined    slowloris, bodies and large at once
After each, the process' peak resident memory so far (VmHWM, from the kernel) is read and
compared with the deployment's limit. Writes a Markdown table.
"""
import argparse
import json
import os
import re
import socket
import ssl
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tests", "webhook"))
import harness as st  # noqa: E402
sys.path.insert(0, HERE)
import run  # noqa: E402 (the load benchmark beside this file: its build of the operator)

MIB = 1024 * 1024
ARGS, LIMIT_MIB, _ = st.deployment()  # deployment.yaml: the container's args, resources.limits.memory


def status_kib(pid, field):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(field + r":\s+(\d+) kB", f.read()).group(1))


def tls(port, ca, timeout=5):
    ctx = ssl.create_default_context(cafile=ca)
    raw = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    return ctx.wrap_socket(raw, server_hostname="localhost")


class Attack:
    def __init__(self, port, ca, stop):
        self.port, self.ca, self.stop = port, ca, stop
        self.held, self.counts, self.lock = [], {}, threading.Lock()

    def count(self, key):
        with self.lock:
            self.counts[key] = self.counts.get(key, 0) + 1

    def slowloris(self, n=300):
        for _ in range(n):
            try:
                s = tls(self.port, self.ca, timeout=2)
                s.sendall(b"POST /convert HTTP/1.1\r\nHost: x\r\nX-Pad: " + b"a" * (15 * 1024))
                self.held.append(s)
                self.count("slowloris held")
            except OSError:
                self.count("slowloris waiting (connection limit)")

    def bodies(self, n=300):
        chunk = b"x" * (256 * 1024)
        for _ in range(n):
            try:
                s = tls(self.port, self.ca, timeout=2)
                s.sendall(b"POST /convert HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                          b"Content-Length: %d\r\n\r\n" % (3 * MIB))
                s.settimeout(0.2)
                try:
                    if s.recv(4096).startswith(b"HTTP/1.1 503"):
                        self.count("bodies 503")
                        s.close()
                        continue
                except (socket.timeout, ssl.SSLError):
                    pass
                s.settimeout(10)
                for _ in range(11):
                    s.sendall(chunk)
                s.sendall(chunk[:3 * MIB - 11 * len(chunk) - 1])
                self.held.append(s)
                self.count("bodies held")
            except OSError:
                self.count("bodies waiting (connection limit)")

    def posting(self, body, clients=8):
        def loop():
            s = None
            while not self.stop.is_set():
                try:
                    if s is None:
                        s = tls(self.port, self.ca, timeout=10)
                    s.sendall(b"POST /convert HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                              b"Content-Length: %d\r\n\r\n" % len(body) + body)
                    status, headers, _ = st.read_response(s)
                    self.count(f"posted {status}")
                    if status != 200 or headers.get("connection") == "close":
                        s.close()
                        s = None
                        time.sleep(0.05)
                except OSError:
                    self.count("posted error")
                    s = None
                    time.sleep(0.05)
        threads = [threading.Thread(target=loop) for _ in range(clients)]
        for t in threads:
            t.start()
        return threads

    def release(self):
        for s in self.held:
            try:
                s.close()
            except OSError:
                pass
        self.held = []


def large_review():
    count = 1
    while len(st.load_review(count * 2)) < 3_000_000:
        count *= 2
    while len(st.load_review(count + 256)) < 3_000_000:
        count += 256
    return st.load_review(count).encode()


def junk_review(i):
    obj = st.crontab(f"c{i}", "v1beta1", {}, "u")
    obj["kind"] = f"K{i}" + "x" * (256 * 1024)
    obj["apiVersion"] = f"stable.example.com/v{i}" + "y" * (256 * 1024)
    return st.review("stable.example.com/v1", [obj]).encode()


def run_attack(name, server, ca, seconds, large):
    stop = threading.Event()
    a = Attack(server.port, ca, stop)
    threads = []
    if name in ("large", "combined"):
        threads += a.posting(large)
    if name == "labels":
        for i in range(8):
            threads += a.posting(junk_review(i), clients=1)
    if name in ("slowloris", "combined"):
        a.slowloris(250 if name == "combined" else 300)
    if name in ("bodies", "combined"):
        a.bodies(300)
    time.sleep(seconds)
    stop.set()
    for t in threads:
        t.join(30)
    peak = status_kib(server.proc.pid, "VmHWM") / 1024
    now = status_kib(server.proc.pid, "VmRSS") / 1024
    a.release()
    time.sleep(1)
    return peak, now, a.counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary")
    ap.add_argument("--seconds", type=float, default=6)
    ap.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "webhook_attack.md"))
    opts = ap.parse_args()
    binary = opts.binary
    if not binary:
        binary = run.build_default()  # the load benchmark's build of the example operator

    work = tempfile.mkdtemp(prefix="versioned-webhook-attack-")
    rows = []
    try:
        ca_key, ca = st.make_ca(work)
        key, crt = st.make_server_cert(work, ca_key, ca, "tls", 1)
        server = st.Server(binary, work, ["--cert", crt, "--key", key] + ARGS + ["--shutdown-delay-ms", "0"])
        large = large_review()
        start = status_kib(server.proc.pid, "VmRSS") / 1024
        for name in ("slowloris", "bodies", "large", "labels", "combined"):
            peak, now, counts = run_attack(name, server, ca, opts.seconds, large)
            rows.append((name, peak, now, counts))
            print(f"{name}: peak {peak:.1f} MiB, now {now:.1f} MiB, {json.dumps(counts)}", flush=True)
        server.proc.terminate()
        rc = server.proc.wait(timeout=60)
    finally:
        st.cleanup()

    lines = [
        f"Command: `benchmarks/webhook/attack.py --seconds {opts.seconds:g}"
        + (f" --binary {os.path.relpath(opts.binary, ROOT)}`" if opts.binary else "` (g++ -O2, built by the script)")
        + f"; the operator with deployment.yaml's args (`{' '.join(ARGS)}`); resident memory at start "
        f"{start:.1f} MiB; exit code {rc}. Peak = the kernel's VmHWM after the attack (the process' "
        f"peak so far: the attacks run one after the other on one process); the deployment's limit is "
        f"{LIMIT_MIB} MiB.",
        "",
        "| attack | peak RSS | RSS after | under the limit | what the clients saw |",
        "|---|---|---|---|---|",
    ]
    for name, peak, now, counts in rows:
        seen = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))
        lines.append(f"| {name} | {peak:.1f} MiB | {now:.1f} MiB | {'yes' if peak < LIMIT_MIB else 'NO'} | {seen} |")
    text = "\n".join(lines) + "\n"
    os.makedirs(os.path.dirname(opts.out), exist_ok=True)
    with open(opts.out, "w") as f:
        f.write(text)
    print(text)
    return 0 if all(peak < LIMIT_MIB for _, peak, _, _ in rows) and rc == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
