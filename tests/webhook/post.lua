-- wrk script: POSTs one ConversionReview (path in REVIEW_FILE) per request and checks every
-- answer: HTTP 200, a Success result, the request's uid echoed, as many objects as sent.
-- Prints "bad_answers N" at the end (the test and the benchmark assert N == 0), and the errors by kind.
local review_file = os.getenv("REVIEW_FILE")
local f = assert(io.open(review_file, "rb"))
local body = f:read("*a")
f:close()

local uid = body:match('"uid"%s*:%s*"([^"]+)"')
local _, objects = body:gsub('"kind"%s*:%s*"CronTab"', "")

wrk.method = "POST"
wrk.body = body
wrk.headers["Content-Type"] = "application/json"

local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    bad = 0
    checked = 0
end

function response(status, headers, answer)
    checked = checked + 1
    local _, converted = answer:gsub('"kind":"CronTab"', "")
    if status ~= 200 or not answer:find('"result":{"status":"Success"}', 1, true)
        or not answer:find('"uid":"' .. uid .. '"', 1, true) or converted ~= objects then
        bad = bad + 1
    end
end

function done(summary, latency, requests)
    local bad_total, checked_total = 0, 0
    for _, thread in ipairs(threads) do
        bad_total = bad_total + thread:get("bad")
        checked_total = checked_total + thread:get("checked")
    end
    io.write(string.format("bad_answers %d\nchecked_answers %d\n", bad_total, checked_total))
    io.write(string.format("latency_p50_us %d\nlatency_p99_us %d\n",
        latency:percentile(50), latency:percentile(99)))
    io.write(string.format("requests %d\nduration_us %d\nerrors %d\n", summary.requests, summary.duration,
        summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status
        + summary.errors.timeout))
    io.write(string.format("errors_connect %d\nerrors_read %d\nerrors_write %d\nerrors_status %d\nerrors_timeout %d\n",
        summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status,
        summary.errors.timeout))
end
