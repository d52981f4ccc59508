/**
 * Imported before the server by the soak (`--import`): every 2 s it sends the process's memory to
 * the parent over the IPC channel the soak opened. Nothing is exposed over HTTP, nothing logged;
 * without an IPC channel (any other start) it does nothing.
 */
const SAMPLE_MS = 2_000;

if (process.send) {
  const timer = setInterval(() => {
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    process.send?.({ soakMemory: { at: Date.now(), rss, heapUsed, heapTotal } });
  }, SAMPLE_MS);
  timer.unref();
  process.channel?.unref();
}
