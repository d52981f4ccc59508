import { fireEvent, render, screen } from '@testing-library/react';
import { makeContentSet } from '@triage/core/testing';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StubFailure, stubApi } from '../../../testing/api-stub.ts';
import { useCallStore } from '../../call/index.ts';
import { coughProtocol, endCall, feverProtocol, startCall } from '../testing/fixtures.ts';
import { HandoutsPage } from './handouts-page.tsx';

afterEach(() => {
  endCall();
  vi.unstubAllGlobals();
});

const PATH = '/handout/eyJhbGciOiJIUzI1NiJ9.eyJwIjoxfQ.c2ln';
const EXPIRES = '2026-12-06T12:00:00.000Z';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/plan/handouts']}>
      <HandoutsPage />
    </MemoryRouter>,
  );
}

const sent = (index = 0) => useCallStore.getState().selectedProtocols[index]?.handoutsSent ?? [];

describe('the Handouts screen', () => {
  it("copies a link to the active protocol's handout, names only the protocols in the request, and records it in the call", async () => {
    const api = stubApi({ 'POST /api/handouts/links': () => ({ path: PATH, expiresAt: EXPIRES }) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const protocol = coughProtocol(makeContentSet({ id: 1, isDemo: true }));
    startCall([protocol], 'simple');
    renderPage();
    expect(screen.getByRole('note').textContent).toBe('Demo content — not for clinical use');
    expect(screen.getByRole('checkbox', { name: 'Cough' })).toHaveProperty('checked', true);
    expect(screen.getByText('No handout given in this call yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/^Link copied\. It works until December 6, 2026\.$/)).toBeTruthy();
    const url = `${window.location.origin}${PATH}`;
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('textbox', { name: 'Handout link' })).toHaveProperty('value', url);
    expect(api.calls[0]?.body).toEqual({
      protocols: [{ contentSetId: 1, protocolId: protocol.sourceProtocolId }],
      language: 'en',
    });
    expect(sent()).toEqual(['Cough handout: link given']);
    expect(screen.getByRole('listitem').textContent).toBe('Cough handout: link given');
  });

  it("offers the call's other protocols, and prints: the handout opens in a new tab and the call records it", async () => {
    stubApi({ 'POST /api/handouts/links': () => ({ path: PATH, expiresAt: EXPIRES }) });
    const printWindow = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => printWindow);
    vi.stubGlobal('open', open);
    startCall([coughProtocol(), feverProtocol()], 'simple');
    renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fever' }));
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText(/The handout opened in a new tab to print\./)).toBeTruthy();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(printWindow.opener).toBeNull();
    expect(printWindow.location.href).toBe(`${window.location.origin}${PATH}#print`);
    expect(sent(0)).toEqual(['Cough handout: printed']);
    expect(sent(1)).toEqual(['Fever handout: printed']);
  });

  it('says why when the link cannot be made, and records nothing', async () => {
    stubApi({
      'POST /api/handouts/links': () =>
        new StubFailure('You do not have access to this content.', 403, 'noAccessToContent'),
    });
    startCall([coughProtocol()], 'simple');
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The handout link could not be made. You do not have access to this content.',
    );
    expect(sent()).toEqual([]);
  });

  it('prompts to choose a protocol when none is active', () => {
    startCall([], 'simple');
    renderPage();
    expect(screen.getByRole('link', { name: 'Go to Protocols' }).getAttribute('href')).toBe('/protocols');
  });
});
