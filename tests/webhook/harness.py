#!/usr/bin/env python3
"""What the webhook server tests share: certificates made with the openssl command line, the
operator started on 127.0.0.1 (a free port), clients (curl verifying the certificate, TLS
sockets), HTTP/1.1 responses read off a socket, reviews, and the check() that records a failure.
Every process started is registered in `children` and killed by cleanup().
"""
import json
import os
import re
import socket
import ssl
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REVIEW = os.path.join(HERE, "..", "..", "examples", "k8s_operator", "review.json")
DEPLOYMENT = os.path.join(HERE, "..", "..", "examples", "k8s_operator", "deployment.yaml")


def deployment():
    """What examples/k8s_operator/deployment.yaml tells the server: (its args without --port,
    --cert and --key; the memory limit in MiB; terminationGracePeriodSeconds)."""
    text = open(DEPLOYMENT).read()
    block = re.search(r"^ *args:\n((?: *- --.*\n)+)", text, re.M).group(1)
    args = []
    for flag in re.findall(r"- (--\S+)", block):
        name, _, value = flag.partition("=")
        if name not in ("--port", "--cert", "--key"):
            args += [name] + ([value] if value else [])
    limit = int(re.search(r"limits: \{memory: (\d+)Mi\}", text).group(1))
    grace = int(re.search(r"terminationGracePeriodSeconds: (\d+)", text).group(1))
    return args, limit, grace

failures = []
children = []


def check(condition, what):
    if condition:
        print(f"  ok   {what}")
    else:
        print(f"  FAIL {what}")
        failures.append(what)
    return condition


def run(args, **kw):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kw)


def cleanup():
    for p in children:
        if p.poll() is None:
            p.kill()
            p.wait()


# ---------------------------------------------------------------------------------------------
# Certificates
# ---------------------------------------------------------------------------------------------
def make_ca(work):
    ca_key, ca_crt = os.path.join(work, "ca.key"), os.path.join(work, "ca.crt")
    run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
         "-nodes", "-keyout", ca_key, "-out", ca_crt, "-subj", "/CN=versioned test CA", "-days", "2"])
    return ca_key, ca_crt


def make_server_cert(work, ca_key, ca_crt, stem, days):
    key, csr, crt = (os.path.join(work, stem + ext) for ext in (".key", ".csr", ".crt"))
    ext = os.path.join(work, "san.ext")
    with open(ext, "w") as f:
        f.write("subjectAltName=DNS:localhost,IP:127.0.0.1\n")
    run(["openssl", "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-keyout", key, "-out", csr, "-subj", "/CN=localhost"])
    run(["openssl", "x509", "-req", "-in", csr, "-CA", ca_crt, "-CAkey", ca_key, "-CAcreateserial",
         "-out", crt, "-days", str(days), "-extfile", ext])
    return key, crt


def fingerprint(pem_text):
    return run(["openssl", "x509", "-noout", "-fingerprint", "-sha256"], input=pem_text).stdout.strip()


def not_after(crt):
    text = run(["openssl", "x509", "-noout", "-enddate", "-in", crt]).stdout.strip()
    return int(ssl.cert_time_to_seconds(text.split("=", 1)[1]))


# ---------------------------------------------------------------------------------------------
# The server and its clients
# ---------------------------------------------------------------------------------------------
# Flags the operator gained with the limits and the shutdown of issue 25; --baseline drops them,
# so that the same checks can be run against an operator built before (to show they fail there).
NEW_FLAGS = {"--shutdown-delay-ms", "--max-connections", "--max-in-flight-bytes", "--tls-ciphers",
             "--log-queue-bytes"}
BASELINE = False


def flags(args):
    if not BASELINE:
        return list(args)
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
        elif a in NEW_FLAGS:
            skip = True
        else:
            out.append(a)
    return out


# Under AddressSanitizer (the sanitizer stage sets ASAN_OPTIONS) freed memory waits in a
# quarantine (256 MiB by default) before it is reused, and shadow memory, redzones and fresh
# addresses for large blocks add more: a test that measures resident memory runs its server
# without a quarantine (use-after-free is still caught by every other test) and doubles its bound
# plus 24 MiB (measured: 27 MiB for webhook.labels' 8 MiB, 37 MiB for webhook.limits' 34 MiB).
SANITIZED = "ASAN_OPTIONS" in os.environ


def memory_env():
    """The environment for a server whose memory a test measures."""
    if not SANITIZED:
        return None
    return dict(os.environ, ASAN_OPTIONS=os.environ["ASAN_OPTIONS"] + ":quarantine_size_mb=0")


def memory_allowance_kib(kib):
    """A bound on resident memory growth, widened under AddressSanitizer."""
    return kib if not SANITIZED else 2 * kib + 24 * 1024


class Server:
    """The operator on 127.0.0.1 (a free port), its output in server.log (or a pipe: log_pipe)."""

    def __init__(self, binary, work, args, name="server", log_pipe=False, env=None):
        self.log_path = os.path.join(work, name + ".log")
        self.log = open(self.log_path, "w")
        out = subprocess.PIPE if log_pipe else self.log
        self.started = time.time()
        self.proc = subprocess.Popen([binary, "--address", "127.0.0.1", "--port", "0"] + flags(args),
                                     stdout=out, stderr=out, env=env)
        children.append(self.proc)
        self.port = None
        if log_pipe:  # the first lines, up to "serving", read from the pipe
            while self.port is None:
                line = self.proc.stderr.readline().decode()
                if not line:
                    raise SystemExit(f"{name} exited with {self.proc.wait()}")
                self.log.write(line)
                m = re.search(r'"msg":"serving".*"port":(\d+)', line)
                if m:
                    self.port = int(m.group(1))
            self.log.flush()
            return
        deadline = time.time() + 30
        while time.time() < deadline and self.port is None:
            if self.proc.poll() is not None:
                raise SystemExit(f"{name} exited with {self.proc.returncode}:\n" + open(self.log_path).read())
            m = re.search(r'"msg":"serving".*"port":(\d+)', open(self.log_path).read())
            if m:
                self.port = int(m.group(1))
            else:
                time.sleep(0.05)
        if self.port is None:
            raise SystemExit(f"{name} did not start:\n" + open(self.log_path).read())

    def lines(self):
        return open(self.log_path).read().splitlines()

    def entries(self, msg=None):
        out = []
        for line in self.lines():
            try:
                e = json.loads(line)
            except ValueError:
                continue
            if msg is None or e.get("msg") == msg:
                out.append(e)
        return out

    def rss_kib(self):
        with open(f"/proc/{self.proc.pid}/status") as f:
            return int(re.search(r"VmRSS:\s+(\d+) kB", f.read()).group(1))

    def wait(self, timeout):
        """(exit code or None, seconds waited)."""
        t0 = time.time()
        try:
            return self.proc.wait(timeout=timeout), time.time() - t0
        except subprocess.TimeoutExpired:
            return None, time.time() - t0

    def stop(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


class Client:
    def __init__(self, server, ca, work):
        self.server, self.ca, self.work = server, ca, work
        self.base = f"https://localhost:{server.port}"

    def curl(self, path, method="GET", body=None, content_type="application/json", extra=()):
        """(status, body) of one request, the certificate verified against the test CA."""
        args = ["curl", "-sS", "--http1.1", "--cacert", self.ca, "-X", method, "-o", "-",
                "-w", "\n%{http_code}", "--max-time", "20"] + list(extra)
        if body is not None:
            path_in = os.path.join(self.work, "body.bin")
            with open(path_in, "wb") as f:
                f.write(body if isinstance(body, bytes) else body.encode())
            args += ["--data-binary", "@" + path_in]
            if content_type is not None:
                args += ["-H", "Content-Type: " + content_type]
        r = subprocess.run(args + [self.base + path], capture_output=True, text=True)
        if r.returncode != 0:
            return 0, r.stderr
        text, _, code = r.stdout.rpartition("\n")
        return int(code), text

    def review(self, body, path="/convert?timeout=30s"):
        code, text = self.curl(path, "POST", body)
        try:
            return code, json.loads(text)
        except ValueError:
            return code, text

    def tls_socket(self, strict_eof=False):
        """A TLS connection; strict_eof: a close without close_notify raises (ssl.SSLEOFError)."""
        ctx = ssl.create_default_context(cafile=self.ca)
        raw = socket.create_connection(("127.0.0.1", self.server.port), timeout=10)
        return ctx.wrap_socket(raw, server_hostname="localhost", suppress_ragged_eofs=not strict_eof)

    def metrics(self):
        code, text = self.curl("/metrics")
        assert code == 200, text
        values = {}
        for line in text.splitlines():
            if line and not line.startswith("#"):
                name, _, value = line.rpartition(" ")
                values[name] = float(value)
        return text, values


def read_response(sock):
    """One HTTP/1.1 response from a socket: (status, headers (lower-case), body)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return 0, {}, data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {k.strip().lower(): v.strip() for k, _, v in (l.partition(":") for l in lines[1:])}
    length = int(headers.get("content-length", "0"))
    while len(body) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        body += chunk
    return status, headers, body


def closed_within(sock, seconds):
    """True when the server closes the connection (EOF or reset) within the time."""
    sock.settimeout(seconds)
    try:
        while True:
            if not sock.recv(4096):
                return True
    except (ConnectionResetError, ssl.SSLError, BrokenPipeError):
        return True
    except socket.timeout:
        return False


# ---------------------------------------------------------------------------------------------
# Reviews
# ---------------------------------------------------------------------------------------------
def crontab(name, version, spec, uid):
    return {"kind": "CronTab", "apiVersion": "stable.example.com/" + version,
            "metadata": {"name": name, "namespace": "default", "uid": uid, "resourceVersion": "7",
                         "labels": {"app": name}},
            "spec": spec}


def review(desired, objects, uid="2f6b4a3c-0000-4000-8000-000000000001"):
    return json.dumps({"apiVersion": "apiextensions.k8s.io/v1", "kind": "ConversionReview",
                       "request": {"uid": uid, "desiredAPIVersion": desired, "objects": objects}})


def load_review(count):
    objects = [crontab(f"crontab-{i}", "v1beta1",
                       {"cronSpec": "*/5 * * * *", "image": "cron:1", "replicas": i,
                        "hostPort": f"host-{i}.example.com:{8000 + i}"}, f"00000000-0000-4000-8000-{i:012d}")
               for i in range(count)]
    return review("stable.example.com/v1", objects, uid="b0a7c3d2-1111-4111-8111-000000000010")


def check_docs_review(code, answer, what):
    """The Kubernetes docs' CronTab review (examples/k8s_operator/review.json) converted to v1."""
    if not check(code == 200 and isinstance(answer, dict), f"{what}: HTTP 200 with JSON ({code})"):
        return
    request = json.load(open(REVIEW))["request"]
    response = answer.get("response", {})
    objs = response.get("convertedObjects", [])
    ok = (answer.get("apiVersion") == "apiextensions.k8s.io/v1" and answer.get("kind") == "ConversionReview"
          and response.get("uid") == request["uid"] and response.get("result") == {"status": "Success"}
          and len(objs) == 2)
    expected = [("localhost", 1234), ("example.com", 2345)]
    for obj, src, (host, port) in zip(objs, request["objects"], expected):
        spec = obj.get("spec", {})
        ok = ok and obj.get("apiVersion") == "stable.example.com/v1" and obj.get("kind") == "CronTab"
        ok = ok and obj.get("metadata") == src["metadata"]
        ok = ok and spec.get("host") == host and spec.get("port") == port
        ok = ok and all(spec.get(k) == src["spec"][k] for k in ("cronSpec", "image", "replicas"))
    check(ok, f"{what}: uid echoed, Success, both objects at v1 with host/port split, metadata kept")


