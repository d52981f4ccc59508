import { type ReactNode, useEffect, useState } from 'react';
import { afterNextPaint } from '../../lib/after-paint.ts';

/**
 * Renders its children from the first paint after it mounts on (ADR 0065): for what a screen holds
 * closed when it first shows — dialogs, overlays — so that mounting them does not lengthen the task
 * that puts the screen on it. Each gate opens in a task of its own, at most a second after it mounts.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setIsPainted(true)), []);
  return isPainted ? children : null;
}
