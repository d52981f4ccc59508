import { type ReactNode, useEffect, useState } from 'react';
import { afterNextPaint } from '../../lib/after-paint.ts';

/**
 * Renders its children from the first paint after it mounts on (ADR 0065): for what a screen holds
 * closed when it first shows — dialogs, overlays — so that mounting them does not lengthen the task
 * that puts the screen on it. The gates mounted in one commit share one wait for the paint (a wait
 * costs the commit's task a little each); each then opens in a task of its own.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => whenPainted(() => setIsPainted(true)), []);
  return isPainted ? children : null;
}

/** The gates waiting for the next paint, or null when none waits. */
let waiting: Set<() => void> | null = null;

function whenPainted(open: () => void): () => void {
  let gates = waiting;
  if (!gates) {
    const batch = new Set<() => void>();
    gates = waiting = batch;
    afterNextPaint(() => {
      waiting = null;
      for (const gate of batch) setTimeout(() => batch.has(gate) && gate());
    });
  }
  gates.add(open);
  return () => gates.delete(open);
}
