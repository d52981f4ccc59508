import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminPractice } from '@triage/contracts/admin';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubbedCall, stubApi } from '../../../testing/api-stub.ts';
import { SettingsPage } from './settings-page.tsx';

const PRACTICE: AdminPractice = { practiceId: 'demo', name: 'Demo Family Practice' };
const SETTINGS_PATH = '/api/admin/practices/demo/settings';

/** The Settings page of `demo` over a server that keeps `options` and records what is saved. */
function renderSettings(options: Record<string, unknown>) {
  const saved: StubbedCall[] = [];
  stubApi({
    [`GET ${SETTINGS_PATH}`]: () => ({ options, version: 3, lastChange: null, protocols: [] }),
    [`POST ${SETTINGS_PATH}`]: (call) => {
      saved.push(call);
      return { status: 'saved', version: 4, lastChange: { by: 'olga@demo.example', at: '2026-11-29T08:00:00.000Z' } };
    },
  });
  const router = createMemoryRouter(
    [
      {
        element: <Outlet context={PRACTICE} />,
        children: [{ path: '/admin/demo/settings', element: <SettingsPage /> }],
      },
    ],
    { initialEntries: ['/admin/demo/settings'] },
  );
  render(<RouterProvider router={router} />);
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Settings', () => {
  it("offers 'Ask before copying a call with no yes answer', off unless set, and saves it in the practice's options", async () => {
    const saved = renderSettings({ careAdviceMode: 'simple' });
    const ask = (await screen.findByRole('checkbox', {
      name: 'Ask before copying a call with no yes answer',
    })) as HTMLInputElement;
    expect(ask.checked).toBe(false);
    fireEvent.click(ask);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toMatchObject({
      baseVersion: 3,
      options: { careAdviceMode: 'simple', confirmCopyWithoutPositive: true },
    });
  });

  it('does not offer multipleProtocols, which changes nothing (ADR 0035), and keeps a value set elsewhere when it saves', async () => {
    const saved = renderSettings({ careAdviceMode: 'simple', multipleProtocols: false });
    await screen.findByRole('checkbox', { name: 'Show disposition scripts' });
    expect(screen.queryByRole('checkbox', { name: 'Several protocols per call' })).toBeNull();
    expect(screen.queryByText(/more than one protocol/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show disposition scripts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toMatchObject({
      options: { careAdviceMode: 'simple', multipleProtocols: false, showDispositionScript: true },
    });
  });

  it('refuses what the command line refuses, at the field: http origins, postMessage without origins', async () => {
    const saved = renderSettings({ careAdviceMode: 'simple' });
    const method = await screen.findByRole('combobox', { name: 'Method' });
    fireEvent.change(method, { target: { value: 'postMessage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('a postMessage practice must name its host pages’ origins')).toBeTruthy();
    const origins = screen.getByRole('textbox', { name: /Allowed host origins/ });
    fireEvent.change(origins, { target: { value: 'https://ehr.example.org\nhttp://ehr.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText("Line 2: 'http://ehr.example.org' must use https (http only for localhost or 127.0.0.1)"),
    ).toBeTruthy();
    expect(origins.getAttribute('aria-invalid')).toBe('true');
    expect(saved).toHaveLength(0);
    fireEvent.change(origins, { target: { value: 'https://ehr.example.org\nhttp://localhost:3100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toMatchObject({
      options: {
        callSummaryOptions: {
          method: 'postMessage',
          originWhitelist: ['https://ehr.example.org', 'http://localhost:3100'],
        },
      },
    });
  });

  it('edits the phone printed on handouts: shown, changed, refused when too long, removed when emptied', async () => {
    const saved = renderSettings({ careAdviceMode: 'simple', handoutPhone: '(555) 010-4242' });
    const phone = (await screen.findByRole('textbox', { name: /Phone on handouts/ })) as HTMLInputElement;
    expect(phone.value).toBe('(555) 010-4242');
    fireEvent.change(phone, { target: { value: '9'.repeat(41) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/at most 40|<=40|too big/i)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(saved).toHaveLength(0);
    fireEvent.change(phone, { target: { value: '(555) 010-9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toMatchObject({ options: { careAdviceMode: 'simple', handoutPhone: '(555) 010-9000' } });
    fireEvent.change(phone, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.body).toEqual({ baseVersion: 4, options: { careAdviceMode: 'simple' } });
  });
});
