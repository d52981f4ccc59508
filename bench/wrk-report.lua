-- Prints wrk's summary as one JSON line for bench/wrk.ts: requests, duration and latency in
-- microseconds, and the error counts (status counts answers outside 2xx and 3xx).
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    errors.connect, errors.read, errors.write, errors.status, errors.timeout))
end
