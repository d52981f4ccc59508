import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StubFailure, stubApi } from '../../../testing/api-stub.ts';
import { TextDelivery } from './text-delivery.tsx';

const ID = 'AbCdEfGhIjKl';
const PATH = `GET /api/handouts/text/${ID}`;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Answers each poll with the next report, the last one from then on. */
function reports(...answers: unknown[]) {
  let index = 0;
  return stubApi({ [PATH]: () => answers[Math.min(index++, answers.length - 1)] });
}

const queued = { status: 'queued', errorCode: null, final: false };
const sent = { status: 'sent', errorCode: null, final: false };
const failed = (errorCode: number | null) => ({ status: 'failed', errorCode, final: true });

describe("a texted handout's delivery", () => {
  it('asks every 3 seconds until the report is final, then says delivered and stops', async () => {
    const api = reports(queued, sent, { status: 'delivered', errorCode: null, final: true });
    render(<TextDelivery sessionId="session-1" deliveryId={ID} />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.headers.get('x-session-id')).toBe('session-1');
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(await screen.findByText('Delivered by text message.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.calls).toHaveLength(3);
  });

  it("says a failed text's reason in plain words, Twilio's code otherwise", async () => {
    for (const [code, words] of [
      [30003, 'Text message failed: the phone is unreachable or switched off.'],
      [30005, 'Text message failed: the number is unknown or no longer in service.'],
      [30006, 'Text message failed: the number is a landline or cannot receive text messages.'],
      [30007, 'Text message failed: the carrier filtered the message.'],
      [30008, 'Text message failed: the provider reported error 30008.'],
      [null, 'Text message failed: the provider gave no reason.'],
    ] as const) {
      reports(sent, failed(code));
      const { unmount } = render(<TextDelivery sessionId="s" deliveryId={ID} />);
      await act(() => vi.advanceTimersByTimeAsync(6_000));
      expect((await screen.findByRole('alert')).textContent).toBe(words);
      unmount();
    }
  });

  it('stops after a minute without a final report, and says the delivery is not reported yet', async () => {
    const api = reports(queued);
    render(<TextDelivery sessionId="s" deliveryId={ID} />);
    await act(() => vi.advanceTimersByTimeAsync(57_000));
    expect(screen.queryByText('The provider has not reported the delivery yet.')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText('The provider has not reported the delivery yet.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.calls).toHaveLength(20);
  });

  it('says when the delivery cannot be checked, and when this server reports none', async () => {
    stubApi({ [PATH]: () => new StubFailure('This text message’s delivery is not known.', 404, 'noTextDelivery') });
    const { unmount } = render(<TextDelivery sessionId="s" deliveryId={ID} />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText('The delivery could not be checked.')).toBeTruthy();
    unmount();
    const api = reports(queued);
    render(<TextDelivery sessionId="s" deliveryId={null} />);
    expect(screen.getByText('Delivery is not reported on this server.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.calls).toHaveLength(0);
  });
});
