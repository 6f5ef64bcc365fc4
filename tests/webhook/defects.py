"""The webhook server against hostile clients and rolling updates (issue 25): one test per way
it could be hurt, each on 127.0.0.1 with its own server and short timeouts. Run through
server_test.py --test NAME; TESTS maps the names to the functions.
"""
import json
import os
import re
import signal
import socket
import ssl
import subprocess
import threading
import time

from harness import (REVIEW, Client, Server, check, check_docs_review, closed_within, crontab, deployment, load_review,
                     make_ca, make_server_cert, memory_allowance_kib, memory_env, read_response, review)

HERE = os.path.dirname(os.path.abspath(__file__))
MIB = 1024 * 1024


class Context:
    """A CA and a serving certificate (EC P-256), and servers started with them."""

    def __init__(self, binary, work):
        self.binary, self.work = binary, work
        self.ca_key, self.ca = make_ca(work)
        self.key, self.crt = make_server_cert(work, self.ca_key, self.ca, "tls", 1)
        self.docs = open(REVIEW).read()

    def server(self, name, args, **kw):
        return Server(self.binary, self.work, ["--cert", self.crt, "--key", self.key, "--threads", "2"] + args,
                      name=name, **kw)

    def client(self, server):
        return Client(server, self.ca, self.work)


def request_bytes(method, path, body=b"", headers=()):
    head = f"{method} {path} HTTP/1.1\r\nHost: localhost\r\n"
    if body or method == "POST":
        head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    for h in headers:
        head += h + "\r\n"
    return head.encode() + b"\r\n" + body


def exchange(sock, method, path, body=b"", headers=()):
    """One request on an open connection: (status, headers, body); status 0 when it was closed."""
    try:
        sock.sendall(request_bytes(method, path, body, headers))
        return read_response(sock)
    except (OSError, ssl.SSLError):
        return 0, {}, b""


def clean_close(sock, seconds):
    """'close_notify' when the server ends the TLS connection with one within the time,
    'no close_notify' when it just closes, 'open' when it does not close."""
    sock.settimeout(seconds)
    try:
        while sock.recv(4096):
            pass
        return "close_notify"
    except ssl.SSLEOFError:
        return "no close_notify"
    except (ConnectionResetError, BrokenPipeError, ssl.SSLError):
        return "reset"
    except socket.timeout:
        return "open"


def metrics(client):
    """(text, values) of /metrics; ("", {}) when the server does not answer."""
    try:
        return client.metrics()
    except AssertionError:
        return "", {}


# ---------------------------------------------------------------------------------------------
# 1. Metric labels take only values the server knows
# ---------------------------------------------------------------------------------------------
def test_labels(ctx):
    print("labels: 60 reviews of objects with long, distinct kinds and apiVersions")
    server = ctx.server("labels", ["--body-limit", str(3 * MIB)], env=memory_env())
    client = ctx.client(server)
    before = server.rss_kib()
    for i in range(60):
        junk = f"K{i}" + "x" * (256 * 1024)
        obj = crontab(f"c{i}", "v1beta1", {}, "u")
        obj["kind"] = junk
        obj["apiVersion"] = f"stable.example.com/v{i}" + "y" * 1000
        code, _ = client.review(review("stable.example.com/v1", [obj]))
        if code != 200:
            check(False, f"review {i} answered 200 ({code})")
            break
    text, m = metrics(client)
    grown = server.rss_kib() - before
    series = [k for k in m if k.startswith("versioned_webhook_converted_objects_total{")]
    labels = set()
    for k in series:
        labels.update(re.findall(r'(kind|from|to)="([^"]*)"', k))
    allowed = {("kind", "CronTab"), ("kind", "Foo"), ("kind", "other")}
    allowed |= {(side, f"{g}/{v}") for side in ("from", "to")
                for g, vs in (("stable.example.com", ("v1beta1", "v1")), ("example.com", ("v1alpha1", "v1beta1", "v1")))
                for v in vs}
    allowed |= {("from", "other"), ("to", "other")}
    check(labels <= allowed and labels, f"labels only of served kinds and versions, else 'other' ({sorted(labels)[:6]})")
    check(len(series) <= 2, f"one series for all of them ({len(series)})")
    check(len(text) < 64 * 1024, f"/metrics stays small ({len(text)} bytes)")
    bound = memory_allowance_kib(8 * 1024)
    check(grown < bound, f"resident memory grew by {grown / 1024:.1f} MiB (bound {bound / 1024:.0f} MiB; "
          "60 x 256 KiB kinds)")
    lines = [e for e in server.entries("request") if e.get("target", "").startswith("/convert")]
    longest = max((len(json.dumps(e)) for e in lines), default=0)
    check(lines and longest < 8 * 1024, f"log lines clip values from the request ({longest} bytes at most)")
    server.stop()


# ---------------------------------------------------------------------------------------------
# 2. Connections and bytes in flight are bounded
# ---------------------------------------------------------------------------------------------
def stall_body(client, length, sent):
    """A POST /convert announcing `length` bytes and sending `sent` of them; (socket, early
    answer (status, headers, body) or None)."""
    s = client.tls_socket()
    s.sendall(b"POST /convert HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
              b"Content-Length: %d\r\n\r\n" % length)
    s.settimeout(0.3)
    try:  # an answer before the body (503)?
        first = s.recv(65536)
    except (socket.timeout, ssl.SSLWantReadError):
        first = b""
    except OSError:
        first = b""
    if first:
        s.settimeout(5)
        status = int(first.split(b" ", 2)[1]) if first.startswith(b"HTTP/1.1 ") else 0
        return s, (status, first)
    s.settimeout(10)
    chunk = b"x" * (256 * 1024)
    left = sent
    try:
        while left > 0:
            n = min(left, len(chunk))
            s.sendall(chunk[:n])
            left -= n
    except OSError:
        pass
    return s, None


def test_limits(ctx):
    budget, conns = 16 * MIB, 64
    print(f"limits: 40 stalled 3 MiB bodies against max_in_flight_bytes {budget // MIB} MiB")
    server = ctx.server("limits", ["--max-in-flight-bytes", str(budget), "--max-connections", str(conns),
                                   "--body-timeout-ms", "20000"], env=memory_env())
    client = ctx.client(server)
    client.review(ctx.docs)  # warm: TLS, allocator
    before = server.rss_kib()
    held, refused = [], 0
    for _ in range(40):
        s, early = stall_body(client, 3 * MIB, 3 * MIB - 1)
        held.append(s)
        if early:
            refused += 1 if early[0] == 503 and b"Retry-After: 1" in early[1] else 0
    time.sleep(0.5)
    grown = server.rss_kib() - before
    native = budget // 1024 + 40 * 256 + 8 * 1024  # the budget, 256 KiB a connection, 8 MiB of slack
    allowance = memory_allowance_kib(native)
    check(grown <= allowance, f"resident memory under attack grew by {grown / 1024:.1f} MiB "
          f"(budget {budget // MIB} MiB + 40 connections x 256 KiB + 8 MiB = {native / 1024:.0f} MiB"
          + (f"; under ASan {allowance / 1024:.0f} MiB)" if allowance != native else ")"))
    check(refused >= 30, f"requests beyond the budget answered 503 with Retry-After before their body ({refused} of 40)")
    check_docs_review(*client.review(ctx.docs), "a small review answered during the attack")
    s = client.tls_socket()
    s.sendall(b"POST /convert HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
              b"Transfer-Encoding: chunked\r\n\r\n200000\r\n" + b"x" * 1000)
    status, headers, _ = read_response(s)
    refused += status == 503
    check(status == 503 and headers.get("retry-after") == "1",
          f"a chunked body whose chunk does not fit in the budget: 503 ({status})")
    s.close()
    _, m = metrics(client)
    check(0 < m.get("versioned_webhook_in_flight_bytes", 0) <= budget
          and m.get("versioned_webhook_in_flight_bytes_limit") == budget,
          f"/metrics: in_flight_bytes {m.get('versioned_webhook_in_flight_bytes')} within its limit")
    check(m.get('versioned_webhook_requests_total{handler="convert",outcome="overloaded",code="503"}', 0) == refused,
          "/metrics: the 503s counted as outcome overloaded")
    for s in held:
        s.close()

    print(f"limits: max_connections {conns}")
    time.sleep(0.5)
    idle = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(conns)]
    time.sleep(0.3)
    code, _ = client.curl("/healthz", extra=["--max-time", "1.5"])
    check(code == 0, f"at the limit, a new connection waits ({code})")
    idle.pop().close()
    time.sleep(0.2)
    code, _ = client.curl("/healthz")
    check(code == 200, f"once one closes, the next is served ({code})")
    for s in idle:
        s.close()
    time.sleep(0.3)
    _, m = metrics(client)
    check(m.get("versioned_webhook_connection_limit_reached_total", 0) >= 1
          and m.get("versioned_webhook_connections_limit") == conns,
          f"/metrics: connection_limit_reached_total {m.get('versioned_webhook_connection_limit_reached_total')}")
    server.stop()


# ---------------------------------------------------------------------------------------------
# 3. SIGTERM: nothing received is lost
# ---------------------------------------------------------------------------------------------
def test_shutdown(ctx):
    delay = 3.0
    print(f"shutdown: SIGTERM with kept-alive connections, a {delay} s delay")
    server = ctx.server("shutdown", ["--shutdown-delay-ms", str(int(delay * 1000)), "--shutdown-deadline-ms", "3000",
                                     "--idle-timeout-ms", "30000"])
    client = ctx.client(server)
    body = ctx.docs.encode()
    kept = []
    for _ in range(5):
        s = client.tls_socket(strict_eof=True)
        status, headers, _ = exchange(s, "POST", "/convert", body)
        kept.append(s)
        if status != 200 or headers.get("connection") == "close":
            check(False, f"a kept-alive conversion before SIGTERM ({status})")
    idle = kept.pop()
    t0 = time.time()
    server.proc.send_signal(signal.SIGTERM)
    time.sleep(0.2)
    check(client.curl("/readyz") == (503, "shutting down\n"), "new connection during the delay: /readyz 503")
    check(client.curl("/healthz") == (200, "ok\n"), "new connection during the delay: /healthz 200")
    answered = 0
    for s in kept:
        status, headers, resp = exchange(s, "POST", "/convert", body)
        ok = status == 200 and headers.get("connection") == "close" and b'"status":"Success"' in resp
        answered += ok
        check(ok and clean_close(s, 3) == "close_notify",
              f"request on a kept-alive connection after SIGTERM: {status}, Connection: "
              f"{headers.get('connection')}, then close_notify")
    check(clean_close(idle, max(0.1, t0 + delay - 0.3 - time.time())) == "open",
          "an idle kept-alive connection stays open during the delay")
    check(clean_close(idle, 2) == "close_notify" and time.time() - t0 >= delay - 0.1,
          f"and is closed cleanly when it ends ({time.time() - t0:.1f} s)")
    try:
        socket.create_connection(("127.0.0.1", server.port), timeout=2).close()
        refused = False
    except OSError:
        refused = True
    check(refused, "after the delay, new connections are refused")
    rc, _ = server.wait(10)
    check(rc == 0, f"exit 0 ({rc}) after {time.time() - t0:.1f} s")
    stopped = server.entries("stopped")
    want = {"drained": True, "requests_answered_while_stopping": 2 + len(kept), "idle_connections_closed": 1,
            "requests_cut": 0}
    got = {k: stopped[-1].get(k) for k in want} if stopped else None
    check(got == want, f"the log's counters are true: {got}")

    print("shutdown: a second SIGTERM exits at once")
    server = ctx.server("shutdown2", ["--shutdown-delay-ms", "5000", "--shutdown-deadline-ms", "20000"])
    client = ctx.client(server)
    slow, _ = stall_body(client, 4000, 100)
    server.proc.send_signal(signal.SIGTERM)
    time.sleep(0.3)
    server.proc.send_signal(signal.SIGTERM)
    rc, waited = server.wait(5)
    check(rc == 3 and waited < 2, f"exit 3 at once ({rc}, {waited:.1f} s)")
    slow.close()


def test_shutdown_load(ctx):
    print("shutdown under load: wrk, SIGTERM after 1 s, a 1 s delay")
    server = ctx.server("shutdown_load", ["--shutdown-delay-ms", "1000", "--shutdown-deadline-ms", "3000"])
    client = ctx.client(server)
    load_file = os.path.join(ctx.work, "load_review.json")
    with open(load_file, "w") as f:
        f.write(load_review(10))
    wrk = subprocess.Popen(["wrk", "-t2", "-c16", "-d5s", "-s", os.path.join(HERE, "post.lua"),
                            client.base + "/convert"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, env=dict(os.environ, REVIEW_FILE=load_file))
    time.sleep(1)
    server.proc.send_signal(signal.SIGTERM)
    rc, _ = server.wait(10)
    out, _ = wrk.communicate(timeout=30)
    stats = dict(re.findall(r"^(\w+) (\d+)$", out, re.M))
    print("  " + " ".join(f"{k}={v}" for k, v in stats.items()))
    check(rc == 0, f"exit 0 ({rc})")
    lost = {k: stats.get(k) for k in ("errors_read", "errors_write", "errors_timeout", "bad_answers")}
    check(all(v == "0" for v in lost.values()), f"no request lost or wrong (connections refused after the delay "
          f"are not requests): {lost}, errors_connect {stats.get('errors_connect')}")
    logged = sum(1 for e in server.entries("request") if e.get("target") == "/convert")
    check(str(logged) == stats.get("requests"), f"the log has a line per answer wrk got ({logged}, "
          f"wrk {stats.get('requests')})")
    stopped = server.entries("stopped")
    check(stopped and stopped[-1].get("drained") is True and stopped[-1].get("requests_cut") == 0,
          f"stopped: {stopped[-1] if stopped else None}")


# ---------------------------------------------------------------------------------------------
# 4. The header timeout holds on a kept-alive connection
# ---------------------------------------------------------------------------------------------
def test_header_timeout(ctx):
    print("header timeout (1 s) on a kept-alive connection (idle timeout 60 s)")
    server = ctx.server("header_timeout", ["--header-timeout-ms", "1000", "--idle-timeout-ms", "60000"])
    client = ctx.client(server)
    s = client.tls_socket()
    status, _, _ = exchange(s, "GET", "/healthz")
    check(status == 200, f"first request on the connection ({status})")
    t0 = time.time()
    s.settimeout(5)
    try:
        for b in b"GET /healthz HTTP/1.1\r\nHost: lo":
            s.send(bytes([b]))
            time.sleep(0.1)
            if time.time() - t0 > 6:
                break
    except OSError:
        pass
    closed = closed_within(s, max(0.1, 6 - (time.time() - t0)))
    check(closed and time.time() - t0 < 3, f"a header sent slowly on the reused connection is cut by the header "
          f"timeout ({time.time() - t0:.1f} s)")
    server.stop()


# ---------------------------------------------------------------------------------------------
# 5. A stalled log never stalls a request; probes are not logged
# ---------------------------------------------------------------------------------------------
def test_log(ctx):
    n = 2000
    print(f"log: {n} logged requests while nobody reads the server's stderr")
    server = ctx.server("log", ["--log-queue-bytes", "65536", "--shutdown-delay-ms", "0"], log_pipe=True)
    client = ctx.client(server)
    s = client.tls_socket()
    s.settimeout(2)
    answered = 0
    t0 = time.time()
    for _ in range(n):
        status, _, _ = exchange(s, "GET", "/nowhere")
        if status != 404:
            break
        answered += 1
    check(answered == n, f"every request answered ({answered} of {n}, {time.time() - t0:.1f} s)")
    for _ in range(20):
        exchange(s, "GET", "/healthz")
    _, m = metrics(client)
    dropped = m.get("versioned_webhook_log_lines_dropped_total", 0)
    check(dropped > 0, f"/metrics counts the dropped lines ({dropped:.0f})")
    out = []
    reader = threading.Thread(target=lambda: out.append(server.proc.stderr.read()))
    reader.start()
    time.sleep(1)  # the writer catches up and says how many it dropped
    exchange(s, "GET", "/nowhere")
    answered += 1
    server.proc.send_signal(signal.SIGTERM)
    server.wait(10)
    reader.join(10)
    entries = [json.loads(line) for line in (out[0] if out else b"").decode().splitlines() if line.startswith("{")]
    written = sum(1 for e in entries if e.get("msg") == "request" and e.get("target") == "/nowhere")
    reported = sum(e.get("count", 0) for e in entries if e.get("msg", "").startswith("log lines dropped"))
    check(written + reported == answered and reported >= dropped,
          f"lines written ({written}) + dropped and reported ({reported}) = requests ({answered})")
    probes = [e for e in entries if e.get("target") in ("/healthz", "/metrics")]
    check(not probes, f"probe requests are not logged by default ({len(probes)})")


# ---------------------------------------------------------------------------------------------
# 6. The exit does not wait for idle connections nor cut a slow body without an answer
# ---------------------------------------------------------------------------------------------
def test_exit(ctx):
    print("exit with an idle TCP connection (header timeout 10 s, no delay)")
    server = ctx.server("exit_idle", ["--shutdown-delay-ms", "0"])
    idle = socket.create_connection(("127.0.0.1", server.port))
    time.sleep(0.2)
    server.proc.send_signal(signal.SIGTERM)
    rc, waited = server.wait(6)
    check(rc == 0 and waited < 2.5, f"exit 0 within 2.5 s ({rc}, {waited:.1f} s)")
    idle.close()

    print("exit with a slow body (deadline 2 s, body timeout 30 s)")
    server = ctx.server("exit_slow", ["--shutdown-delay-ms", "0", "--shutdown-deadline-ms", "2000"])
    client = ctx.client(server)
    slow, _ = stall_body(client, 4000, 100)
    time.sleep(0.2)
    server.proc.send_signal(signal.SIGTERM)
    slow.settimeout(5)
    status, headers, resp = read_response(slow)
    check(status == 503 and headers.get("connection") == "close",
          f"the slow request is answered 503 at the deadline ({status} {resp[:40]!r})")
    rc, waited = server.wait(6)
    check(rc == 0, f"exit 0: every request received was answered ({rc}, {waited:.1f} s)")
    stopped = server.entries("stopped")
    check(stopped and stopped[-1].get("requests_answered_503_at_deadline") == 1, "the log counts it")


# ---------------------------------------------------------------------------------------------
# 7. A client closing TLS in the middle of a header is not an answered 400
# ---------------------------------------------------------------------------------------------
def test_tls_mid_header(ctx):
    print("a client sends half a header, then close_notify")
    server = ctx.server("tls_mid_header", [])
    client = ctx.client(server)

    def count_400():
        return sum(v for k, v in metrics(client)[1].items()
                   if k.startswith("versioned_webhook_requests_total{") and 'code="400"' in k)
    before = count_400()
    s = client.tls_socket()
    s.sendall(b"GET /healthz HTTP/1.1\r\nHost: loc")
    time.sleep(0.1)
    try:
        s.unwrap().close()
    except (OSError, ssl.SSLError):
        s.close()
    time.sleep(0.5)
    after = count_400()
    check(after == before, f"not counted as a 400 ({before} -> {after})")
    abandoned = [e for e in server.entries("request abandoned") if e.get("during") == "header"]
    check(len(abandoned) == 1, f"logged as a request abandoned during the header ({len(abandoned)})")
    server.stop()


# ---------------------------------------------------------------------------------------------
# 8. Startup errors: named, in the log's JSON
# ---------------------------------------------------------------------------------------------
def test_startup(ctx):
    print("startup errors")
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    cases = [
        (["--cert", "/nonexistent/tls.crt", "--key", ctx.key], ["/nonexistent/tls.crt", "No such file"]),
        (["--cert", ctx.crt, "--key", "/nonexistent/tls.key"], ["/nonexistent/tls.key", "No such file"]),
        (["--cert", ctx.crt, "--key", ctx.key, "--address", "999.0.0.1"], ["999.0.0.1", "not an IPv4 or IPv6"]),
        (["--cert", ctx.crt, "--key", ctx.key, "--port", str(port)], [f"127.0.0.1:{port}", "in use"]),
        (["--cert", ctx.crt, "--key", ctx.key, "--convert-path", "convert"], ["convert_path", "'/'"]),
    ]
    for args, phrases in cases:
        argv = [ctx.binary] + (args if "--address" in args else ["--address", "127.0.0.1"] + args)
        if "--port" not in args:
            argv += ["--port", "0"]
        try:
            r = subprocess.run(argv, capture_output=True, text=True, timeout=5)
            rc, out = r.returncode, r.stdout + r.stderr
        except subprocess.TimeoutExpired as e:
            rc, out = None, (e.stdout or b"").decode() + (e.stderr or b"").decode()
        lines = [line for line in out.splitlines() if line.strip()]
        try:
            entries = [json.loads(line) for line in lines]
        except ValueError:
            entries = None
        failed = [e for e in entries or [] if e.get("msg") == "startup failed"]
        error = failed[0].get("error", "") if failed else ""
        check(rc == 1 and entries is not None and failed and all(p in error for p in phrases),
              f"{' '.join(args[-2:])}: exit 1 ({rc}), a JSON line naming it: {(error or out)[:120]!r}")
    taken.close()

    print("the example deployment's args")
    args, _, grace = deployment()
    server = ctx.server("deployment", args)
    serving = server.entries("serving")[0]
    want = {"max_connections": int(args[args.index("--max-connections") + 1]),
            "max_in_flight_bytes": int(args[args.index("--max-in-flight-bytes") + 1])}
    check(all(serving.get(k) == v for k, v in want.items()), f"the server starts with them: {want}")
    delay = int(args[args.index("--shutdown-delay-ms") + 1]) / 1000
    deadline = int(args[args.index("--shutdown-deadline-ms") + 1]) / 1000
    check(delay + deadline + 2 <= grace, f"terminationGracePeriodSeconds {grace} covers the shutdown delay "
          f"{delay:g} s, the deadline {deadline:g} s and the closes (2 s)")
    server.stop()


# ---------------------------------------------------------------------------------------------
# 9. TLS 1.2: forward-secret AEAD suites only (configurable); close_notify sent
# ---------------------------------------------------------------------------------------------
def handshake(port, ca, *flags):
    r = subprocess.run(["openssl", "s_client", "-connect", f"127.0.0.1:{port}", "-servername", "localhost",
                        "-CAfile", ca, "-verify_return_error", "-tls1_2", *flags],
                       input="", capture_output=True, text=True, timeout=20)
    m = re.search(r"^New, TLSv1\.2, Cipher is (\S+)", r.stdout, re.M)
    return m.group(1) if m and r.returncode == 0 else None


def test_tls(ctx):
    print("TLS 1.2 cipher suites (EC certificate)")
    server = ctx.server("tls", [])
    for suite in ("ECDHE-ECDSA-AES128-GCM-SHA256", "ECDHE-ECDSA-AES256-GCM-SHA384", "ECDHE-ECDSA-CHACHA20-POLY1305"):
        check(handshake(server.port, ctx.ca, "-cipher", suite) == suite, f"{suite} accepted")
    for suite in ("ECDHE-ECDSA-AES128-SHA", "ECDHE-ECDSA-AES256-SHA", "ECDHE-ECDSA-AES128-SHA256"):
        check(handshake(server.port, ctx.ca, "-cipher", suite) is None, f"{suite} (CBC) refused")
    client = ctx.client(server)
    s = client.tls_socket(strict_eof=True)
    status, headers, _ = exchange(s, "GET", "/healthz", headers=["Connection: close"])
    check(status == 200 and clean_close(s, 3) == "close_notify", "Connection: close ends with close_notify")
    server.stop()

    print("TLS 1.2 cipher suites (RSA certificate, --tls-ciphers)")
    key = os.path.join(ctx.work, "rsa.key")
    crt = os.path.join(ctx.work, "rsa.crt")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", crt,
                    "-subj", "/CN=localhost", "-days", "1", "-addext", "subjectAltName=DNS:localhost"],
                   check=True, capture_output=True)
    server = Server(ctx.binary, ctx.work, ["--cert", crt, "--key", key], name="tls_rsa")
    check(handshake(server.port, crt, "-cipher", "ECDHE-RSA-AES128-GCM-SHA256") == "ECDHE-RSA-AES128-GCM-SHA256",
          "ECDHE-RSA-AES128-GCM-SHA256 accepted")
    for suite in ("AES128-GCM-SHA256", "AES256-GCM-SHA384", "AES128-SHA", "ECDHE-RSA-AES128-SHA"):
        check(handshake(server.port, crt, "-cipher", suite) is None, f"{suite} refused (static RSA or CBC)")
    server.stop()
    server = Server(ctx.binary, ctx.work, ["--cert", crt, "--key", key, "--tls-ciphers", "ECDHE-RSA-AES256-GCM-SHA384"],
                    name="tls_rsa_configured")
    check(handshake(server.port, crt, "-cipher", "ECDHE-RSA-AES256-GCM-SHA384") == "ECDHE-RSA-AES256-GCM-SHA384"
          and handshake(server.port, crt, "-cipher", "ECDHE-RSA-AES128-GCM-SHA256") is None,
          "--tls-ciphers ECDHE-RSA-AES256-GCM-SHA384: that suite only")
    server.stop()


# ---------------------------------------------------------------------------------------------
# 10. /metrics: process_* metrics, bucket labels as Prometheus writes them
# ---------------------------------------------------------------------------------------------
def test_metrics_format(ctx):
    print("/metrics: process metrics, histogram buckets")
    server = ctx.server("metrics_format", [])
    client = ctx.client(server)
    check_docs_review(*client.review(ctx.docs), "a conversion")
    text, m = metrics(client)
    rss = server.rss_kib() * 1024
    fds = len(os.listdir(f"/proc/{server.proc.pid}/fd"))
    reported = m.get("process_resident_memory_bytes", 0)
    check(abs(reported - rss) <= max(0.2 * rss, 4 * MIB), f"process_resident_memory_bytes {reported:.0f} ~ VmRSS {rss}")
    check(abs(m.get("process_open_fds", -100) - fds) <= 2, f"process_open_fds {m.get('process_open_fds')} ~ {fds}")
    check(m.get("process_max_fds", 0) > 0 and m.get("process_virtual_memory_bytes", 0) >= reported,
          "process_max_fds, process_virtual_memory_bytes")
    check(abs(m.get("process_start_time_seconds", 0) - server.started) < 3,
          f"process_start_time_seconds {m.get('process_start_time_seconds')} ~ {server.started:.1f}")
    with open(f"/proc/{server.proc.pid}/stat") as f:
        fields = f.read().rpartition(")")[2].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    check(abs(m.get("process_cpu_seconds_total", -1) - cpu) < 0.2,
          f"process_cpu_seconds_total {m.get('process_cpu_seconds_total')} ~ {cpu}")
    buckets = re.findall(r'versioned_webhook_request_duration_seconds_bucket\{le="([^"]+)"\}', text)
    check(buckets[:3] == ["0.0005", "0.001", "0.0025"] and buckets[-3:] == ["5", "10", "+Inf"],
          f"bucket labels as Prometheus writes them ({buckets[:3]} ... {buckets[-3:]})")
    prom = subprocess.run(["promtool", "check", "metrics"], input=text, capture_output=True, text=True)
    check(prom.returncode == 0, f"promtool check metrics: {prom.stdout.strip()} {prom.stderr.strip()}")
    server.stop()


TESTS = {
    "labels": test_labels,
    "limits": test_limits,
    "shutdown": test_shutdown,
    "shutdown_load": test_shutdown_load,
    "header_timeout": test_header_timeout,
    "log": test_log,
    "exit": test_exit,
    "tls_mid_header": test_tls_mid_header,
    "startup": test_startup,
    "tls": test_tls,
    "metrics_format": test_metrics_format,
}
