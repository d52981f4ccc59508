import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves after the microtasks and the tasks already queued, not within the current task', async () => {
    const order: string[] = [];
    const queued = new MessageChannel();
    queued.port1.onmessage = () => {
      queued.port1.close();
      order.push('task queued before');
    };
    queued.port2.postMessage(null);
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('microtask');
    await waited;
    expect(order).toEqual(['microtask', 'task queued before', 'next task']);
  });
});
