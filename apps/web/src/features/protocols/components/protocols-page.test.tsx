// @vitest-environment jsdom
// (DOMPurify needs a faithful HTML parser; happy-dom mis-parses the highlighted titles and content.)
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Account, ProtocolListItem } from '@triage/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { callRoutes } from '../../../app/routes/call-routes.tsx';
import { loadSignedInChunks } from '../../../app/routes/route-chunks.ts';
import { useToastStore } from '../../../components/ui/toast/toast-store.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useCallStore } from '../../call/index.ts';
import { protocolListQueryOptions, useSessionStore } from '../../session/index.ts';
import { AppShell } from '../../shell/index.ts';
import { useProtocolSearchStore } from '../stores/protocol-search-store.ts';
import {
  ABDOMINAL_PAIN,
  CHEST_PAIN,
  COUGH,
  FEVER,
  fullProtocolOf,
  PROTOCOL_LIST,
} from '../testing/protocol-fixtures.ts';

const ACCOUNT: Account = {
  organizationId: 1,
  locationId: 1,
  options: { careAdviceMode: 'simple', questionChoiceDisplay: 'onlyYes', persistCall: true },
  callNoteTemplate: null,
  subscriptionCount: 5,
  subscriptionEndDate: null,
  practiceId: 'demo',
  subscriptionType: 'annual',
};

function stubProtocolApi() {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), window.location.origin).pathname;
    const match = /^\/api\/protocols\/(\d+)\/(\d+)$/.exec(path);
    const found = PROTOCOL_LIST.find(
      (p) => match && p.contentSet.id === Number(match[1]) && p.sourceProtocolId === Number(match[2]),
    );
    if (!found)
      return Response.json({ success: false, message: 'Not found', error: { code: 'noProtocol' } }, { status: 404 });
    return Response.json({
      success: true,
      message: 'OK',
      data: { protocol: fullProtocolOf(found), protocolNote: null },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function renderProtocols(path = '/protocols') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(protocolListQueryOptions('demo', 's1').queryKey, PROTOCOL_LIST);
  const router = createMemoryRouter([{ element: <AppShell />, children: callRoutes }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const search = () => screen.getByRole('combobox', { name: 'Search protocols' });
const list = () => screen.getByRole('listbox', { name: 'Protocols' });
const optionTexts = () =>
  within(list())
    .queryAllByRole('option')
    .map((option) => option.textContent);

async function select(protocol: ProtocolListItem) {
  fireEvent.click(
    within(list())
      .getAllByRole('option')
      .find((o) => o.id.endsWith(protocol.fullId)) as HTMLElement,
  );
  await waitFor(() => expect(useCallStore.getState().selectedProtocols[0]?.content).toBeDefined());
}

/** The row's add-to-call icon: a mouse shortcut inside the option, hidden from assistive technology. */
async function addToCall(title: string) {
  const [option] = await within(await screen.findByRole('listbox', { name: 'Protocols' })).findAllByRole('option', {
    name: new RegExp(`${title}$`),
  });
  if (!option) throw new Error(`no option ${title}`);
  expect(option.getAttribute('aria-keyshortcuts')).toBe('Shift+Enter Alt+A');
  expect(within(option).queryByRole('button')).toBeNull();
  fireEvent.click(option.querySelector('[data-action="add-to-call"]') as HTMLElement);
}

async function tooltipOf(name: string): Promise<string> {
  fireEvent.focus(screen.getByRole('button', { name }));
  const text = (await screen.findByRole('tooltip')).textContent ?? '';
  fireEvent.blur(screen.getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  return text;
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// The signed-in routes load their code lazily; load it up front, as sign-in does.
beforeAll(loadSignedInChunks, 60_000);

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  stubProtocolApi();
  useAuthStore.setState({ status: 'authenticated', sessionId: 's1' });
  useSessionStore.setState({ account: ACCOUNT, firstName: 'Ann' });
});

afterEach(() => {
  act(() => {
    useCallStore.getState().resetCallState();
    useProtocolSearchStore.getState().clear();
  });
  useAuthStore.setState({ status: 'unauthenticated', sessionId: null });
  useSessionStore.setState({ account: null, firstName: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('protocols screen: search and list', () => {
  it('lists every protocol with plain titles, A/P markers, and an empty state on the right', async () => {
    renderProtocols();
    expect(await screen.findByRole('heading', { name: 'No protocol selected' })).toBeTruthy();
    expect(screen.getByText(/Type the caller's main symptom/)).toBeTruthy();
    expect(search().getAttribute('placeholder')).toBe('Search protocols...');
    expect(document.activeElement).toBe(search());
    expect(optionTexts()).toEqual([
      'AAbdominal Pain',
      'AChest Pain',
      'ACough',
      'AFever',
      'PAbdominal Pain',
      'AInformation Only Call',
    ]);
  });

  it('filters at every keystroke: "tummy ache" finds Abdominal Pain, adult and pediatric', async () => {
    renderProtocols();
    fireEvent.change(search(), { target: { value: 'tummy ache' } });
    const texts = optionTexts();
    expect(texts).toContain('AAbdominal Pain');
    expect(texts).toContain('PAbdominal Pain');
    expect(texts).not.toContain('AFever');
    fireEvent.change(search(), { target: { value: 'fevr' } });
    expect(optionTexts()).toEqual(['AFever']);
  });

  it("adds the 'no protocol' protocols once the search has lasted 15 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderProtocols();
      fireEvent.change(search(), { target: { value: 'f' } });
      fireEvent.change(search(), { target: { value: 'fever' } });
      expect(optionTexts()).toEqual(['AFever']);
      await act(() => vi.advanceTimersByTimeAsync(15_100));
      expect(optionTexts()).toEqual(['AFever', 'AInformation Only Call']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('selects a row on click (toggle) and shows its criteria and alternatives', async () => {
    renderProtocols();
    await select(ABDOMINAL_PAIN);
    expect(screen.getByRole('heading', { name: 'Abdominal Pain', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Use This Protocol For...' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Use A Different Protocol If...' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Use Chest Pain/ })).toBeTruthy();
    expect(useCallStore.getState().selectedProtocols[0]?.selectionMode).toBe('toggle');
    expect(screen.getByText('© 2026 Triage Desk demo content')).toBeTruthy();
  });

  it('scrolls the content to the top for a new protocol, not when the screen first mounts', async () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no Element.scrollTo: record which elements are scrolled.
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this);
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
    });
    renderProtocols();
    await screen.findByRole('heading', { name: 'No protocol selected' });
    const body = screen.getByText(/Type the caller's main symptom/).closest('.overflow-y-auto');
    expect(scrolled).not.toContain(body);
    await select(ABDOMINAL_PAIN);
    expect(scrolled).toContain(body);
  });

  it('keeps a protocol selected through a double click, and deselects it on a later click', async () => {
    renderProtocols();
    await select(FEVER);
    const row = () =>
      within(list())
        .getAllByRole('option')
        .find((o) => o.id.endsWith(FEVER.fullId)) as HTMLElement;
    fireEvent.click(row(), { detail: 2 });
    expect(useCallStore.getState().activeProtocol).toBe(FEVER.fullId);
    fireEvent.click(row(), { detail: 1 });
    await waitFor(() => expect(useCallStore.getState().activeProtocol).toBeNull());
  });

  it('does nothing on Enter in an empty search box', async () => {
    renderProtocols();
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(useCallStore.getState().selectedProtocols).toEqual([]);
  });

  it('marks the row Enter picks once a search is typed, until the arrows highlight one', async () => {
    renderProtocols();
    const marked = () =>
      within(list())
        .getAllByRole('option')
        .filter((o) => o.hasAttribute('data-enter-target'));
    expect(marked()).toEqual([]);
    fireEvent.change(search(), { target: { value: 'cough' } });
    expect(marked()).toEqual([within(list()).getAllByRole('option')[0]]);
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(marked()).toEqual([]);
  });

  it('selects with the keyboard: arrows move, Enter selects, Shift+Enter adds to the call', async () => {
    renderProtocols();
    fireEvent.change(search(), { target: { value: 'cough' } });
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'Enter' });
    await waitFor(() => expect(useCallStore.getState().activeProtocol).toBe(COUGH.fullId));
    fireEvent.change(search(), { target: { value: 'fever' } });
    fireEvent.keyDown(search(), { key: 'Enter', shiftKey: true });
    await waitFor(() => expect(useCallStore.getState().activeProtocol).toBe(FEVER.fullId));
    expect(useCallStore.getState().selectedProtocols[0]?.selectionMode).toBe('explicit');
  });

  it('clears the search before selecting an alternative that is not in the results, 50 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderProtocols();
      fireEvent.change(search(), { target: { value: 'tummy' } });
      await select(ABDOMINAL_PAIN);
      fireEvent.click(screen.getByRole('button', { name: /Use Chest Pain/ }));
      expect((search() as HTMLInputElement).value).toBe('');
      expect(useCallStore.getState().activeProtocol).toBe(ABDOMINAL_PAIN.fullId);
      await act(() => vi.advanceTimersByTimeAsync(60));
      await waitFor(() => expect(useCallStore.getState().activeProtocol).toBe(CHEST_PAIN.fullId));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('protocols screen: protocols used in this call', () => {
  it('adds explicitly with the add-to-call icon and lists them above the list, not in it', async () => {
    renderProtocols();
    await addToCall('Fever');
    const box = await screen.findByRole('region', { name: 'Protocol Used In This Call' });
    expect(within(box).getByText('Fever')).toBeTruthy();
    expect(optionTexts()).not.toContain('AFever');
    await addToCall('Cough');
    expect(await screen.findByRole('region', { name: 'Protocols Used In This Call' })).toBeTruthy();
  });

  it("asks 'Are You Sure?' before removing; Cancel keeps it, Proceed removes it", async () => {
    renderProtocols();
    await addToCall('Fever');
    const remove = await screen.findByRole('button', { name: 'Remove protocol: Fever' });
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    expect(dialog.textContent).toContain('Removing this protocol will remove all your selections for this protocol.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(useCallStore.getState().selectedProtocols).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove protocol: Fever' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(useCallStore.getState().selectedProtocols).toEqual([]));
    expect(screen.queryByRole('region', { name: /Used In This Call/ })).toBeNull();
    expect(optionTexts()).toContain('AFever');
  });

  it("shows 'Add to call' beside the icon the pointer rests on for 800 ms, keeping the focus in the search box", async () => {
    renderProtocols();
    const option = (await within(await screen.findByRole('listbox', { name: 'Protocols' })).findAllByRole('option'))[1];
    const icon = option?.querySelector('[data-action="add-to-call"]') as HTMLElement;
    const focused = document.activeElement;
    vi.useFakeTimers();
    try {
      fireEvent.pointerOver(icon.firstElementChild ?? icon);
      act(() => vi.advanceTimersByTime(700));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(150));
      expect(screen.getByRole('tooltip').textContent).toBe('Add to call');
      expect(document.activeElement).toBe(focused);
      // Another row's icon: the tip goes, and comes back there after its own 800 ms.
      const other = within(list()).getAllByRole('option')[2]?.querySelector('[data-action="add-to-call"]');
      fireEvent.pointerOver(other as HTMLElement);
      act(() => vi.advanceTimersByTime(0));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(800));
      expect(screen.getByRole('tooltip')).toBeTruthy();
      // The list changes under it (a search): the tip goes.
      fireEvent.change(search(), { target: { value: 'fev' } });
      act(() => vi.advanceTimersByTime(0));
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the remove tooltip', async () => {
    renderProtocols();
    await addToCall('Fever');
    await screen.findByRole('button', { name: 'Remove protocol: Fever' });
    expect(await tooltipOf('Remove protocol: Fever')).toContain('Remove protocol');
  });
});

describe('protocols screen: sub-tabs and sections', () => {
  it("disables the sections with 'Select a protocol' until a protocol is chosen", async () => {
    renderProtocols();
    await screen.findByRole('heading', { name: 'No protocol selected' });
    for (const name of ['Initial Assessment', 'Background Info', 'First Aid', 'References']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    expect(await tooltipOf('First Aid')).toBe('Select a protocol');
    fireEvent.click(screen.getByRole('button', { name: 'References' }));
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      title: 'Select a protocol first',
      variant: 'destructive',
      duration: 2000,
    });
    useToastStore.setState({ toasts: [] });
    await select(FEVER);
    const strip = screen.getByRole('navigation', { name: 'Protocol sections' });
    expect(within(strip).getByRole('link', { name: 'Criteria' })).toBeTruthy();
    expect(await tooltipOf('Initial Assessment')).toBe('No initial assessment questions available for this protocol');
    expect(await tooltipOf('Background Info')).toBe('No background info available for this protocol');
    expect(await tooltipOf('First Aid')).toBe('No first aid available for this protocol');
    expect(await tooltipOf('References')).toBe('No references available for this protocol');
    fireEvent.click(screen.getByRole('button', { name: 'References' }));
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('redirects a section the protocol lacks to /protocols', async () => {
    useCallStore.setState({ restoreStatus: 'restored' });
    const router = renderProtocols();
    await select(FEVER);
    await act(() => router.navigate('/protocols/first-aid'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/protocols'));
  });

  it('shows the numbered assessment questions and the configured guide link with the account id', async () => {
    const configured = appConfig.clinicalUsersGuideUrl;
    appConfig.clinicalUsersGuideUrl = 'https://guide.example.org/request';
    onTestFinished(() => {
      appConfig.clinicalUsersGuideUrl = configured;
    });
    const router = renderProtocols();
    await select(ABDOMINAL_PAIN);
    await act(() => router.navigate('/protocols/initial-assessment'));
    const section = await screen.findByRole('region', { name: 'Initial Assessment Questions' });
    const items = section.querySelectorAll('ol > li');
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelector('strong')?.textContent).toBe('Location:');
    expect(items[0]?.querySelector('ul li')?.textContent).toBe('Mild: normal activities');
    const guide = screen.getByRole('link', { name: /Clinical Users' Guide/ });
    expect(guide.getAttribute('href')).toBe('https://guide.example.org/request?accountId=demo');
    expect(guide.getAttribute('target')).toBe('_blank');
  });

  it('shows no guide link when none is configured', async () => {
    const router = renderProtocols();
    await select(ABDOMINAL_PAIN);
    await act(() => router.navigate('/protocols/initial-assessment'));
    await screen.findByRole('region', { name: 'Initial Assessment Questions' });
    expect(screen.getByRole('complementary', { name: "Authors' note" }).textContent).toContain("Clinical Users' Guide");
    expect(screen.queryByRole('link', { name: /Clinical Users' Guide/ })).toBeNull();
  });

  it('shows first aid without the words FIRST AID, and the background', async () => {
    const router = renderProtocols();
    await select(ABDOMINAL_PAIN);
    await act(() => router.navigate('/protocols/first-aid'));
    const firstAid = await screen.findByRole('region', { name: 'First Aid' });
    expect(firstAid.textContent).toContain('Lie down with the legs raised.');
    expect(firstAid.textContent).not.toContain('FIRST AID');
    await act(() => router.navigate('/protocols/background-info'));
    expect((await screen.findByRole('region', { name: 'Background Information' })).textContent).toContain(
      'Most abdominal pain has a minor cause.',
    );
  });

  it("numbers the references, links PubMed by id and 'Web' by an address in the source", async () => {
    const router = renderProtocols();
    await select(ABDOMINAL_PAIN);
    await act(() => router.navigate('/protocols/references'));
    const section = await screen.findByRole('region', { name: 'References' });
    const entries = within(section).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    const pubMed = within(entries[0] as HTMLElement).getByRole('link');
    expect(pubMed.textContent).toBe('PubMed');
    expect(pubMed.getAttribute('href')).toBe('https://pubmed.ncbi.nlm.nih.gov/18441863/');
    const web = within(entries[1] as HTMLElement).getByRole('link');
    expect(web.textContent).toBe('Web');
    expect(web.getAttribute('href')).toBe('https://example.org/guide');
    expect(entries[1]?.textContent).not.toMatch(/available at/i);
    expect(within(entries[2] as HTMLElement).queryByRole('link')).toBeNull();
  });
});
