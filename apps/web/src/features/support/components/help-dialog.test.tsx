// @vitest-environment jsdom
// DOMPurify does not sanitise under happy-dom (it keeps event handlers and javascript: links), so
// what the sanitiser removes is checked in jsdom, as in a browser.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareInstructionsHtml } from '../../../lib/instructions-html.ts';
import { stubApi, testAccount } from '../../../testing/api-stub.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { HelpDialog, INSTRUCTIONS_ERROR } from './help-dialog.tsx';

const INSTRUCTIONS =
  '<h2>Working a call</h2><p onclick="steal()">Read this <a href="javascript:alert(1)">first</a>.</p>' +
  '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">' +
  '<p><button data-modal-target="#faq" data-modal-title="Frequently asked">Open the FAQ</button></p>' +
  '<p><span data-modal-target="nowhere">Broken link</span> <a href="https://example.org/guide">Guide</a></p>' +
  '<div id="faq"><p>Answers to common questions.</p></div>';

function renderHelp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HelpDialog open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useAuthStore.setState({ status: 'authenticated', sessionId: 'session-1' });
  useSessionStore.setState({ account: testAccount(), firstName: 'Ann' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.setState({ status: 'unauthenticated', sessionId: null });
  useSessionStore.setState({ account: null, firstName: null });
});

describe('the instructions HTML', () => {
  it('keeps headings, links and modal markers; drops scripts, handlers and javascript: links', () => {
    const html = prepareInstructionsHtml(INSTRUCTIONS);
    expect(html).toContain('<h2>Working a call</h2>');
    expect(html).toContain('data-modal-target="#faq"');
    expect(html).toContain('href="https://example.org/guide" target="_blank" rel="noopener noreferrer"');
    for (const unsafe of ['<script', 'onclick', 'onerror', 'javascript:', '<img']) expect(html).not.toContain(unsafe);
  });

  it("hides each modal's content in the page", () => {
    const holder = document.createElement('div');
    holder.innerHTML = prepareInstructionsHtml(INSTRUCTIONS);
    expect(holder.querySelector('#faq')?.hasAttribute('hidden')).toBe(true);
  });
});

describe('the Help dialog', () => {
  it('shows three placeholder bars while loading, then the instructions', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi({
      'GET /api/instructions': async () => {
        await released;
        return { content: INSTRUCTIONS };
      },
    });
    renderHelp();
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByRole('status').textContent).toContain('Loading');
    expect(within(dialog).getByRole('status').querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    release();
    expect(await within(dialog).findByRole('heading', { name: 'Working a call' })).toBeTruthy();
    expect(dialog.innerHTML).not.toContain('onclick');
  });

  it('opens a marked element in an inline modal with a Close button; a missing target only warns', async () => {
    stubApi({ 'GET /api/instructions': () => ({ content: INSTRUCTIONS }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHelp();
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    fireEvent.click(await within(dialog).findByText('Broken link'));
    expect(warn).toHaveBeenCalledWith("Instructions: no content for the modal 'nowhere'");
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the FAQ' }));
    const modal = await screen.findByRole('dialog', { name: 'Frequently asked' });
    expect(modal.textContent).toContain('Answers to common questions.');
    expect(modal.className).toContain('max-w-[600px]');
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Frequently asked' })).toBeNull());
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("shows 'Error loading instructions' when the call fails", async () => {
    stubApi({});
    renderHelp();
    expect(await screen.findByText(INSTRUCTIONS_ERROR)).toBeTruthy();
  });
});
