import { act, fireEvent, render, screen } from '@testing-library/react';
import { CLIENT_VERSION, initialVersionState, OUTDATED_MESSAGE, UNSUPPORTED_MESSAGE } from '@triage/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client.ts';
import { stubApi } from '../../../testing/api-stub.ts';
import { refreshApp } from '../stores/refresh-app.ts';
import { reportVersions, startVersionCheck, useVersionStore } from '../stores/version-store.ts';
import { UpdateOverlay } from './update-overlay.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useVersionStore.setState(initialVersionState());
});

describe('the update overlay', () => {
  it('shows nothing while the client is current', () => {
    reportVersions({ latest: CLIENT_VERSION, minimum: '1.0.0' });
    const { container } = render(<UpdateOverlay />);
    expect(container.textContent).toBe('');
  });

  it('shows the yellow banner with Update and Dismiss when outdated; a dismissed banner stays dismissed', () => {
    const onUpdate = vi.fn();
    render(<UpdateOverlay onUpdate={onUpdate} />);
    act(() => reportVersions({ latest: '9.0.0', minimum: '1.0.0' }, '1.0.11'));
    expect(screen.getByRole('status').textContent).toContain(OUTDATED_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(OUTDATED_MESSAGE)).toBeNull();
    act(() => reportVersions({ latest: '9.0.1', minimum: '1.0.0' }, '1.0.11'));
    expect(screen.queryByText(OUTDATED_MESSAGE)).toBeNull();
  });

  it("blocks with 'Update Required' when unsupported, focused on Update Now; Escape (or a forced close) does not close it, and Update Now updates", () => {
    const onUpdate = vi.fn();
    render(<UpdateOverlay onUpdate={onUpdate} />);
    act(() => reportVersions({ latest: '9.0.0', minimum: '2.0.0' }, '1.0.11'));
    const dialog = screen.getByRole('alertdialog', { name: 'Update Required' });
    expect(dialog.textContent).toContain(UNSUPPORTED_MESSAGE);
    expect(screen.queryByText(OUTDATED_MESSAGE)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Update Now' }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('alertdialog', { name: 'Update Required' })).toBeTruthy();
    act(() => (dialog as HTMLDialogElement).close());
    expect((dialog as HTMLDialogElement).open).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Update Required' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('reads the version headers of every API response once the check is started', async () => {
    stubApi(
      { 'GET /api/anything': () => ({}) },
      { 'x-latest-client-version': '99.0.0', 'x-minimum-client-version': '1.0.0' },
    );
    const stop = startVersionCheck();
    const { z } = await import('zod');
    await apiRequest('/api/anything', z.unknown());
    stop();
    expect(useVersionStore.getState()).toMatchObject({
      latestVersion: '99.0.0',
      isOutdated: true,
      isUnsupported: false,
    });
  });
});

describe('Update', () => {
  it('clears the caches, then reloads', async () => {
    const reload = vi.fn();
    window.localStorage.setItem('REACT_QUERY_OFFLINE_CACHE', 'x');
    await refreshApp(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('REACT_QUERY_OFFLINE_CACHE')).toBeNull();
  });
});
