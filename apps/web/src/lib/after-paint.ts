/**
 * Runs deferrable work after the browser has painted the current change (ADR 0022): in a task
 * posted from the next animation frame's callback — the frame renders right after that callback, so
 * the task runs once the frame is painted — at background priority where `scheduler.postTask`
 * exists (Chromium), else as a timer. A page that is not visible gets no animation frames, so there
 * the work runs in the next task; and `maxWaitMs` bounds the wait in any case.
 *
 * The caller keeps its own flush for the moments the page may go away (pagehide and the like):
 * this only decides when deferrable work runs in a page that stays.
 */

interface PostTaskScheduler {
  postTask(callback: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/** Schedules `run` after the next paint; returns a function that cancels it. `run` runs at most once. */
export function afterNextPaint(run: () => void, maxWaitMs = 1000): () => void {
  let isDone = false;
  const once = () => {
    if (isDone) return;
    cancel();
    run();
  };
  const controller = new AbortController();
  let frame: number | undefined;
  let task: ReturnType<typeof setTimeout> | undefined;
  const limit = setTimeout(once, maxWaitMs);
  const cancel = () => {
    isDone = true;
    clearTimeout(limit);
    clearTimeout(task);
    if (frame !== undefined) cancelAnimationFrame(frame);
    controller.abort();
  };

  const isVisible = typeof document === 'undefined' || document.visibilityState === 'visible';
  if (!isVisible || typeof requestAnimationFrame !== 'function') {
    task = setTimeout(once, 0);
    return cancel;
  }
  frame = requestAnimationFrame(() => {
    frame = undefined;
    const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
    if (typeof scheduler?.postTask === 'function') {
      scheduler.postTask(once, { priority: 'background', signal: controller.signal }).catch(() => undefined);
    } else {
      task = setTimeout(once, 0);
    }
  });
  return cancel;
}
