import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHostBridge, stopHostBridge } from './bridge-instance.ts';
import { bridgePracticeSettings } from './practice-settings.ts';

afterEach(() => {
  stopHostBridge();
  window.history.replaceState(null, '', '/');
});

const quiet = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe('the app bridge instance', () => {
  it('does not start when the app is not embedded', () => {
    expect(startHostBridge({ logger: quiet })).toBeNull();
  });

  it('starts once in embedded mode and stops', () => {
    window.history.replaceState(null, '', '/?embedded=true');
    const bridge = startHostBridge({ logger: quiet });
    expect(bridge).not.toBeNull();
    expect(startHostBridge()).toBe(bridge);
    expect(bridge?.isInFrame).toBe(false);
    stopHostBridge();
    const next = startHostBridge({ logger: quiet });
    expect(next).not.toBeNull();
    expect(next).not.toBe(bridge);
  });

  it('reads the practice settings from the practice options', () => {
    expect(bridgePracticeSettings(undefined)).toEqual({ integrationDisabled: false, originWhitelist: undefined });
    expect(
      bridgePracticeSettings({
        careAdviceMode: 'simple',
        questionChoiceDisplay: 'onlyYes',
        persistCall: true,
        integrationDisabled: true,
        callSummaryOptions: { originWhitelist: ['http://127.0.0.1:3100'] },
      }),
    ).toEqual({ integrationDisabled: true, originWhitelist: ['http://127.0.0.1:3100'] });
  });
});
