/**
 * Resolves in a task of its own, after the tasks already queued: a posted message, so no timer
 * clamping and no fake timers in tests. Work that follows an `await nextTask()` runs in that task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
