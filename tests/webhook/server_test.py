#!/usr/bin/env python3
"""The conversion webhook server (examples/k8s_operator) driven by real clients on loopback.

    server_test.py <k8s_operator binary> --work DIR [--test NAME] [--load-seconds 5]
                   [--load-connections 32] [--baseline]

--test server (the default) generates a CA and a server certificate with the openssl command
line, starts the server on 127.0.0.1 (a free port), and checks with curl (verifying the
certificate), openssl s_client, promtool, wrk and raw sockets: conversions (the Kubernetes docs'
CronTab review, mixed versions, two kinds), 400/404/405/413/415, ?timeout=30s, keep-alive,
/healthz, /readyz, /metrics; faults (a client gone mid-body, a header sent byte by byte then
stalled, garbage instead of a TLS handshake, certificate files replaced and broken while
serving, SIGTERM with requests in flight), each followed by a correct answer; a bounded wrk load
with every answer checked; the log, one JSON object per line.

The other tests (defects.py: labels, limits, shutdown, shutdown_load, header_timeout, log, exit,
tls_mid_header, startup, tls, metrics_format) each attack one way a hostile client or a rolling
update could hurt the server, and check it holds. --baseline leaves out the flags the operator
gained with them, to run the same checks against an operator built before.
Every process it starts is stopped on exit.
"""
import argparse
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

import defects
import harness
from harness import (REVIEW, Client, Server, check, check_docs_review, closed_within, crontab, failures,
                     fingerprint, load_review, make_ca, make_server_cert, not_after, read_response, review)

HERE = os.path.dirname(os.path.abspath(__file__))


# ---------------------------------------------------------------------------------------------
# The test
# ---------------------------------------------------------------------------------------------
def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--work", default=None)
    ap.add_argument("--test", default="server", choices=["server"] + sorted(defects.TESTS))
    ap.add_argument("--load-seconds", type=int, default=5)
    ap.add_argument("--load-connections", type=int, default=32)
    ap.add_argument("--baseline", action="store_true",
                    help="leave out the flags of issue 25 (to run the checks against an older operator)")
    opts = ap.parse_args()
    harness.BASELINE = opts.baseline
    for tool in ("openssl", "curl", "promtool", "wrk"):
        if shutil.which(tool) is None:
            raise SystemExit(f"server_test: '{tool}' not found (scripts/setup.sh installs it)")

    work = opts.work or tempfile.mkdtemp(prefix="versioned-webhook-")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    started = time.time()
    if opts.test == "server":
        test_server(opts, work)
    else:
        try:
            defects.TESTS[opts.test](defects.Context(opts.binary, work))
        except Exception as e:  # a server that hangs or dies makes a check raise: that is a failure
            import traceback
            traceback.print_exc()
            check(False, f"{opts.test} raised {e!r}")
    print(f"{len(failures)} failure(s) in {time.time() - started:.1f} s")
    return 1 if failures else 0


def test_server(opts, work):
    ca_key, ca_crt = make_ca(work)
    key, crt = make_server_cert(work, ca_key, ca_crt, "first", 1)
    tls_key, tls_crt = os.path.join(work, "tls.key"), os.path.join(work, "tls.crt")
    shutil.copy(key, tls_key)
    shutil.copy(crt, tls_crt)

    delay_ms, deadline_ms = 1000, 8000
    server = Server(opts.binary, work, [
        "--cert", tls_crt, "--key", tls_key, "--threads", "2", "--body-limit", "65536",
        "--header-timeout-ms", "1000", "--body-timeout-ms", "3000", "--shutdown-delay-ms", str(delay_ms),
        "--shutdown-deadline-ms", str(deadline_ms)])
    client = Client(server, ca_crt, work)
    print(f"server on 127.0.0.1:{server.port} (TLS), work directory {work}")

    print("conversions")
    docs = open(REVIEW).read()
    check_docs_review(*client.review(docs, "/convert?timeout=30s"), "docs review, ?timeout=30s")
    check_docs_review(*client.review(docs, "/convert"), "docs review, no query")
    code, text = client.curl("/convert", "POST", docs, content_type="application/json; charset=utf-8")
    check(code == 200 and '"status":"Success"' in text, "Content-Type with charset=utf-8 accepted")

    mixed = review("stable.example.com/v1beta1", [
        crontab("a", "v1", {"cronSpec": "1 * * * *", "image": "i", "replicas": 1, "host": "h.example", "port": 80,
                            "deprecatedHostPort": "old:1"}, "11111111-0000-4000-8000-000000000001"),
        crontab("b", "v1beta1", {"cronSpec": "2 * * * *", "image": "j", "replicas": 2, "hostPort": "k:9"},
                "11111111-0000-4000-8000-000000000002")])
    code, answer = client.review(mixed)
    objs = answer.get("response", {}).get("convertedObjects", []) if isinstance(answer, dict) else []
    check(code == 200 and len(objs) == 2 and all(o["apiVersion"] == "stable.example.com/v1beta1" for o in objs)
          and objs[0]["spec"].get("hostPort") == "h.example:80" and objs[1]["spec"].get("hostPort") == "k:9"
          and [o["metadata"]["name"] for o in objs] == ["a", "b"],
          f"mixed source versions (v1 and v1beta1) to v1beta1, in order: {code}")

    foo = review("example.com/v1", [
        {"apiVersion": "example.com/v1beta1", "kind": "Foo",
         "metadata": {"name": "foo-b", "namespace": "default", "uid": "22222222-0000-4000-8000-000000000001"},
         "spec": {"name": "web", "replicas": 5, "host_port": 8080, "legacy": False,
                  "bar": {"image": "nginx", "cpu_millis": 250}}},
        {"apiVersion": "example.com/v1alpha1", "kind": "Foo",
         "metadata": {"name": "foo-a", "namespace": "default", "uid": "22222222-0000-4000-8000-000000000002"},
         "spec": {"name": "api", "host_port": 9090, "legacy": True, "bar": {"image": "httpd"}}}])
    code, answer = client.review(foo)
    objs = answer.get("response", {}).get("convertedObjects", []) if isinstance(answer, dict) else []
    check(code == 200 and len(objs) == 2 and all(o["apiVersion"] == "example.com/v1" for o in objs)
          and objs[0]["spec"].get("port") == 8080 and objs[1]["spec"].get("port") == 9090
          and objs[1]["spec"].get("replicas") == 3,
          f"second kind (Foo), v1beta1 and v1alpha1 to v1: {code} {str(answer)[:300]}")

    code, answer = client.review(review("stable.example.com/v9", [crontab("x", "v1beta1", {}, "u")]))
    resp = answer.get("response", {}) if isinstance(answer, dict) else {}
    check(code == 200 and resp.get("result", {}).get("status") == "Failure" and not resp.get("convertedObjects"),
          f"unknown desired version: 200 with a Failure result and no objects ({code})")

    print("rejections")
    for body, what in (("this is not JSON", "not JSON"), ("[1,2]", "not an object"), ("{}", "no request"),
                       ('{"apiVersion":"v1","kind":"ConversionReview","request":{}}', "wrong apiVersion"),
                       ("", "empty body")):
        code, text = client.curl("/convert", "POST", body)
        check(code == 400 and text.strip() != "", f"bad body ({what}): 400 with a reason ({code}: {text.strip()[:80]})")
    big = review("stable.example.com/v1", [crontab("big", "v1beta1", {"cronSpec": "x" * 70000}, "u")])
    code, text = client.curl("/convert", "POST", big)
    check(code == 413, f"body over the 64 KiB limit (Content-Length): 413 ({code})")
    code, text = client.curl("/convert", "POST", big, extra=["-H", "Transfer-Encoding: chunked"])
    check(code == 413, f"body over the limit (chunked): 413 ({code})")
    code, text = client.curl("/convert")
    check(code == 405, f"GET /convert: 405 ({code})")
    code, text = client.curl("/convert", "PUT", docs)
    check(code == 405, f"PUT /convert: 405 ({code})")
    code, text = client.curl("/healthz", "POST", "x")
    check(code == 405, f"POST /healthz: 405 ({code})")
    code, text = client.curl("/convert", "POST", docs, content_type="text/plain")
    check(code == 415, f"Content-Type text/plain: 415 ({code})")
    code, text = client.curl("/convert", "POST", docs, content_type=None,
                             extra=["-H", "Content-Type:"])
    check(code == 415, f"no Content-Type: 415 ({code})")
    code, text = client.curl("/healthz", extra=["-H", "X-Padding: " + "p" * 20000])
    check(code == 431, f"header over the 16 KiB limit: 431 ({code})")
    code, text = client.curl("/nowhere")
    check(code == 404, f"unknown path: 404 ({code})")

    print("health, keep-alive, metrics")
    check(client.curl("/healthz") == (200, "ok\n"), "/healthz 200")
    check(client.curl("/readyz") == (200, "ok\n"), "/readyz 200")
    code, _ = client.curl("/healthz", "HEAD", extra=["-I"])
    check(code == 200, f"HEAD /healthz 200 ({code})")
    r = subprocess.run(["curl", "-sS", "--http1.1", "--cacert", ca_crt, "-w", "%{num_connects} "] + ["-o", "/dev/null"] * 3 + [
                        client.base + "/healthz", client.base + "/readyz", client.base + "/healthz"],
                       capture_output=True, text=True)
    check(r.stdout.split() == ["1", "0", "0"], f"keep-alive: three requests on one connection ({r.stdout.strip()})")

    def handshake(*flags):
        r = subprocess.run(["openssl", "s_client", "-connect", f"127.0.0.1:{server.port}", "-servername",
                            "localhost", "-CAfile", ca_crt, "-verify_return_error", *flags],
                           input="", capture_output=True, text=True, timeout=20)
        m = re.search(r"^New, (TLSv[\d.]+), Cipher", r.stdout, re.M)
        return r.returncode, m.group(1) if m else None
    check(handshake("-tls1_2") == (0, "TLSv1.2"), "TLS 1.2 accepted, certificate verified")
    check(handshake() == (0, "TLSv1.3"), "TLS 1.3 by default")
    check(handshake("-tls1_1")[0] != 0, "TLS 1.1 refused")

    print("faults")
    # A client that disconnects in the middle of its body.
    s = client.tls_socket()
    body = docs.encode()
    s.sendall(b"POST /convert HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
              b"Content-Length: %d\r\n\r\n" % len(body) + body[:100])
    s.close()
    check_docs_review(*client.review(docs), "after a client disconnected mid-body")

    # Headers byte by byte, then a stall: the header timeout (1 s) closes it; others are served.
    s = client.tls_socket()
    t0 = time.time()
    for b in b"POST /convert HTTP/1.1\r\nHost: local":
        s.send(bytes([b]))
        time.sleep(0.01)
    check_docs_review(*client.review(docs), "while a slow client holds a connection")
    closed = closed_within(s, 4)
    check(closed and time.time() - t0 < 4, f"slow header closed by the timeout ({time.time() - t0:.1f} s)")
    s.close()

    # Garbage instead of a TLS handshake.
    before = client.metrics()[1].get("versioned_webhook_tls_handshake_failures_total", 0)
    raw = socket.create_connection(("127.0.0.1", server.port), timeout=5)
    raw.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n" + bytes(range(256)) * 4)
    check(closed_within(raw, 4), "garbage instead of a TLS handshake: connection closed")
    raw.close()
    after = client.metrics()[1].get("versioned_webhook_tls_handshake_failures_total", 0)
    check(after == before + 1, f"TLS handshake failures counted ({before} -> {after})")
    check_docs_review(*client.review(docs), "after garbage instead of a handshake")

    # Certificate files replaced while serving: the next handshake presents the new one.
    def presented():
        r = subprocess.run(["openssl", "s_client", "-connect", f"127.0.0.1:{server.port}", "-servername",
                            "localhost", "-CAfile", ca_crt], input="", capture_output=True, text=True, timeout=20)
        m = re.search(r"-----BEGIN CERTIFICATE-----.*?-----END CERTIFICATE-----", r.stdout, re.S)
        return fingerprint(m.group(0)) if m else None

    check(presented() == fingerprint(open(crt).read()), "s_client sees the first certificate")
    key2, crt2 = make_server_cert(work, ca_key, ca_crt, "second", 2)
    for src, dst in ((key2, tls_key), (crt2, tls_crt)):
        shutil.copy(src, dst + ".tmp")
        os.replace(dst + ".tmp", dst)
    check(presented() == fingerprint(open(crt2).read()), "after replacing tls.crt/tls.key: the new certificate")
    check_docs_review(*client.review(docs), "with the new certificate")
    _, m = client.metrics()
    check(m.get("versioned_webhook_certificate_expiry_timestamp_seconds") == not_after(crt2),
          "certificate expiry gauge follows the new certificate")
    # A broken certificate file (half written): the previous certificate stays in use.
    with open(tls_crt, "w") as f:
        f.write("-----BEGIN CERTIFICATE-----\nnot base64\n")
    check(presented() == fingerprint(open(crt2).read()), "broken tls.crt: the previous certificate is kept")
    check_docs_review(*client.review(docs), "with a broken certificate file")
    shutil.copy(crt2, tls_crt)

    print(f"load: wrk, {opts.load_connections} connections, {opts.load_seconds} s, reviews of 10 objects")
    load_file = os.path.join(work, "load_review.json")
    with open(load_file, "w") as f:
        f.write(load_review(10))
    r = subprocess.run(["wrk", "-t2", f"-c{opts.load_connections}", f"-d{opts.load_seconds}s", "--latency",
                        "-s", os.path.join(HERE, "post.lua"), client.base + "/convert?timeout=30s"],
                       capture_output=True, text=True, env=dict(os.environ, REVIEW_FILE=load_file),
                       timeout=opts.load_seconds + 30)
    stats = dict(re.findall(r"^(\w+) (\d+)$", r.stdout, re.M))
    print("  " + " ".join(f"{k}={v}" for k, v in stats.items()))
    check(r.returncode == 0 and int(stats.get("requests", 0)) > 0, "wrk ran")
    check(stats.get("errors") == "0" and "Non-2xx" not in r.stdout and "Socket errors" not in r.stdout,
          "load: no socket errors, no non-2xx answers")
    check(stats.get("bad_answers") == "0" and stats.get("checked_answers") == stats.get("requests"),
          "load: every answer checked and correct")

    print("metrics")
    text, m = client.metrics()
    prom = subprocess.run(["promtool", "check", "metrics"], input=text, capture_output=True, text=True)
    check(prom.returncode == 0, f"promtool check metrics: {prom.stdout.strip()} {prom.stderr.strip()}")
    def value(name):
        return m.get(name, 0)
    check(value('versioned_webhook_requests_total{handler="convert",outcome="success",code="200"}')
          >= int(stats.get("requests", 0)), "requests_total counts the successful conversions")
    for code in (400, 413, 415, 405):
        found = any(k.startswith("versioned_webhook_requests_total{") and f'code="{code}"' in k for k in m)
        check(found, f"requests_total has code {code}")
    check(value('versioned_webhook_converted_objects_total{kind="CronTab",from="stable.example.com/v1beta1",'
                'to="stable.example.com/v1",outcome="success"}') >= 10 * int(stats.get("requests", 0)),
          "converted_objects_total by kind and version pair")
    check(value('versioned_webhook_converted_objects_total{kind="Foo",from="example.com/v1alpha1",'
                'to="example.com/v1",outcome="success"}') == 1, "converted_objects_total for Foo v1alpha1 -> v1")
    check(value("versioned_webhook_request_duration_seconds_count") >= int(stats.get("requests", 0)),
          "latency histogram counts the conversions")
    # wrk stops with requests on its connections, which the server answers (into closed sockets) a
    # moment later, longer under ASan: in flight settles to this /metrics request.
    in_flight = value("versioned_webhook_requests_in_flight")
    for _ in range(40):
        if in_flight == 1:
            break
        time.sleep(0.05)
        in_flight = client.metrics()[1].get("versioned_webhook_requests_in_flight")
    check(in_flight == 1, f"in flight: just this /metrics request ({in_flight})")
    check(value('versioned_webhook_certificate_reloads_total{result="failure"}') >= 1
          and value('versioned_webhook_certificate_reloads_total{result="success"}') >= 1,
          "certificate reloads counted (success and failure)")

    print("graceful shutdown: SIGTERM with requests in flight")
    partial = []
    for i in range(3):
        s = client.tls_socket()
        s.sendall(b"POST /convert?timeout=30s HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                  b"Content-Length: %d\r\n\r\n" % len(body) + body[:len(body) // 2])
        partial.append(s)
    idle = client.tls_socket()
    time.sleep(0.5)
    t0 = time.time()
    server.proc.send_signal(signal.SIGTERM)
    time.sleep(0.2)
    check(client.curl("/readyz") == (503, "shutting down\n"), "/readyz 503 at once after SIGTERM")
    check(closed_within(idle, 3), "a connection that sent no request is closed")
    answered = 0
    for s in partial:
        s.sendall(body[len(body) // 2:])
        status, headers, resp = read_response(s)
        try:
            answer = json.loads(resp)
        except ValueError:
            answer = None
        if status == 200 and headers.get("connection") == "close" and answer is not None:
            check_docs_review(status, answer, "in-flight request answered during shutdown")
            answered += 1
        s.close()
    check(answered == 3, f"every in-flight request answered ({answered} of 3), with Connection: close")
    time.sleep(max(0.0, t0 + delay_ms / 1000 + 0.3 - time.time()))
    try:
        socket.create_connection(("127.0.0.1", server.port), timeout=2).close()
        refused = False
    except OSError:
        refused = True
    check(refused, "new connections refused once the shutdown delay passed")
    rc, _ = server.wait(deadline_ms / 1000 + 5)
    elapsed = time.time() - t0
    check(rc == 0 and elapsed < (delay_ms + deadline_ms) / 1000,
          f"exit 0 within the delay and the deadline (rc {rc}, {elapsed:.1f} s)")

    print("log")
    bad_lines, requests, conversions = [], 0, 0
    for line in server.lines():
        try:
            entry = json.loads(line)
        except ValueError:
            if "AddressSanitizer" in line or "runtime error" in line:
                bad_lines.append(line)
                continue
            bad_lines.append(line)
            continue
        if entry.get("msg") == "request":
            requests += 1
            if entry.get("k8s.crd.conversion.kind") == "CronTab":
                conversions += 1
    check(not bad_lines, f"every log line is a JSON object ({bad_lines[:3]})")
    check(requests > int(stats.get("requests", 0)) and conversions >= int(stats.get("requests", 0)),
          f"a request line per request, with the k8s.crd.conversion.* fields ({requests} lines)")
    logged = " ".join(server.lines())
    check('"msg":"request abandoned"' in logged and '"msg":"TLS handshake failed"' in logged
          and '"msg":"certificate reload failed' in logged, "faults are logged")

    if failures:
        print("server log tail:\n" + "\n".join(server.lines()[-20:]))


if __name__ == "__main__":
    try:
        sys.exit(main())
    finally:
        harness.cleanup()
