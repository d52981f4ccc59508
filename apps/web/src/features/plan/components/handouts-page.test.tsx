import { fireEvent, render, screen } from '@testing-library/react';
import { makeContentSet } from '@triage/core/testing';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../../lib/app-config.ts';
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

  it('shows e-mail and text disabled with the reason where the deployment has no SMTP server or SMS provider', () => {
    startCall([coughProtocol()], 'simple');
    renderPage();
    expect(screen.getByRole('textbox', { name: 'Patient’s e-mail (used for this send only)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'E-mail' })).toHaveProperty('disabled', true);
    expect(screen.getByText('E-mail is not set up on this server.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Patient’s mobile number (used for this send only)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Text' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Text messages are not set up on this server.')).toBeTruthy();
  });

  describe('with e-mail set up', () => {
    beforeEach(() => {
      appConfig.handoutEmailUnavailable = null;
    });
    afterEach(() => {
      appConfig.handoutEmailUnavailable = 'E-mail is not set up on this server.';
    });
    const field = () => screen.getByRole('textbox', { name: 'Patient’s e-mail (used for this send only)' });

    it('sends to the typed address, clears it, says sent, and records how (not to whom) in the call', async () => {
      const api = stubApi({ 'POST /api/handouts/email': () => ({ outcome: 'sent', expiresAt: EXPIRES }) });
      startCall([coughProtocol(makeContentSet({ id: 1 }))], 'simple');
      renderPage();
      fireEvent.change(field(), { target: { value: ' zed@patients.example ' } });
      fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
      expect(await screen.findByText(/^Sent by e-mail\. It works until December 6, 2026\.$/)).toBeTruthy();
      expect(api.calls[0]?.body).toMatchObject({ to: 'zed@patients.example' });
      expect(field()).toHaveProperty('value', '');
      expect(sent()).toEqual(['Cough handout: sent by e-mail']);
      expect(JSON.stringify(useCallStore.getState())).not.toContain('zed@patients.example');
    });

    it('says e-mail failed with the SMTP server’s reason and records nothing', async () => {
      stubApi({
        'POST /api/handouts/email': () =>
          new StubFailure('The handout could not be e-mailed.', 502, 'handoutEmailFailed'),
      });
      startCall([coughProtocol()], 'simple');
      renderPage();
      fireEvent.change(field(), { target: { value: 'zed@patients.example' } });
      fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'E-mail failed. The handout could not be e-mailed. Reason: stub',
      );
      expect(sent()).toEqual([]);
    });
  });

  describe('with text messages set up', () => {
    beforeEach(() => {
      appConfig.handoutTextUnavailable = null;
    });
    afterEach(() => {
      appConfig.handoutTextUnavailable = 'Text messages are not set up on this server.';
    });
    const field = () => screen.getByRole('textbox', { name: 'Patient’s mobile number (used for this send only)' });

    it('texts the typed number, clears it, says queued or sent as the provider did, and records how', async () => {
      let outcome = 'queued';
      const api = stubApi({ 'POST /api/handouts/text': () => ({ outcome, expiresAt: EXPIRES, deliveryId: null }) });
      startCall([coughProtocol(makeContentSet({ id: 1 }))], 'simple');
      renderPage();
      fireEvent.change(field(), { target: { value: ' (555) 010-7788 ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Text' }));
      expect(
        await screen.findByText(/^Text message queued: the provider will send it\. It works until December 6, 2026\.$/),
      ).toBeTruthy();
      expect(api.calls[0]?.body).toMatchObject({ to: '(555) 010-7788' });
      expect(field()).toHaveProperty('value', '');
      expect(screen.queryByRole('textbox', { name: 'Handout link' })).toBeNull();
      expect(screen.getByText('Delivery is not reported on this server.')).toBeTruthy();
      outcome = 'sent';
      fireEvent.change(field(), { target: { value: '+44 7700 900123' } });
      fireEvent.click(screen.getByRole('button', { name: 'Text' }));
      expect(await screen.findByText(/^Sent by text message\. It works until /)).toBeTruthy();
      expect(sent()).toEqual(['Cough handout: sent by text message']);
      expect(JSON.stringify(useCallStore.getState())).not.toMatch(/7788|900123/);
    });

    it('says the text failed with the provider’s reason, keeps the number to correct, and records nothing', async () => {
      stubApi({
        'POST /api/handouts/text': () => new StubFailure('The handout could not be texted.', 502, 'handoutTextFailed'),
      });
      startCall([coughProtocol()], 'simple');
      renderPage();
      fireEvent.change(field(), { target: { value: '5550107788' } });
      fireEvent.click(screen.getByRole('button', { name: 'Text' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Text message failed. The handout could not be texted. Reason: stub',
      );
      expect(field()).toHaveProperty('value', '5550107788');
      expect(sent()).toEqual([]);
    });
  });

  it('prompts to choose a protocol when none is active', () => {
    startCall([], 'simple');
    renderPage();
    expect(screen.getByRole('link', { name: 'Go to Protocols' }).getAttribute('href')).toBe('/protocols');
  });
});
