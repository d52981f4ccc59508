import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { makeContentSet, makeSection } from '@triage/core/testing';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub.ts';
import { useCallStore } from '../../call/index.ts';
import {
  coughProtocol,
  diarrheaProtocol,
  dosingFixture,
  endCall,
  feverProtocol,
  hivesProtocol,
  startCall,
  topic,
} from '../testing/fixtures.ts';
import { MedicationPage } from './medication-page.tsx';

beforeEach(() => {
  stubApi({ 'GET /api/medication-dosing': () => dosingFixture() });
});
afterEach(() => {
  endCall();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/plan/medication']}>
        <Routes>
          <Route path="/plan/medication" element={<MedicationPage />} />
          <Route path="/plan/education" element={<p>education page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const table = (name: string) => screen.getByRole('table', { name: `${name} doses by weight` });
const currentRow = (name: string) =>
  within(table(name))
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('aria-current') === 'true');
const weight = () => screen.getByRole('textbox', { name: 'Weight' });
const storedRecommendations = () => useCallStore.getState().selectedProtocols[0]?.otcRecommendations ?? [];

describe('the Medication screen', () => {
  it('highlights the row of a weight in kg in every table the advice names, and adds the dose to the call', async () => {
    startCall([feverProtocol()], 'simple');
    renderPage();
    await screen.findByRole('heading', { name: 'Acetaminophen' });
    expect(screen.getByRole('heading', { name: 'Ibuprofen' })).toBeTruthy();
    expect(currentRow('Acetaminophen')).toEqual([]);
    fireEvent.change(weight(), { target: { value: '14' } });
    const [row] = currentRow('Acetaminophen');
    expect(row?.textContent).toContain('24–35 lb');
    expect(row?.textContent).toContain('(the typed weight)');
    // The band's own daily limit (the 24–35 lb fixture band has one) is on the panel and in the note.
    expect(screen.getByText('24–35 lb: no more than 4 doses in 24 hours.')).toBeTruthy();
    expect(currentRow('Ibuprofen')[0]?.textContent).toContain('100 mg');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Acetaminophen: row 24 to 35 lb, 160 mg. Ibuprofen: row 24 to 35 lb, 100 mg.',
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Add to note: 5 mL of 160 mg/5 mL liquid — Acetaminophen 160 mg' }),
    );
    const text =
      'Acetaminophen 160 mg (5 mL of 160 mg/5 mL liquid) every 4–6 hours as needed; no more than 4 doses in 24 hours. Weight 14 kg.';
    expect(storedRecommendations()).toEqual([text]);
    // Pressed again ('Added'), it adds nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Added: 5 mL of 160 mg/5 mL liquid — Acetaminophen 160 mg' }));
    expect(storedRecommendations()).toEqual([text]);
    const inNote = screen.getByRole('region', { name: 'In the note' });
    expect(inNote.textContent).toContain(text);
    fireEvent.click(within(inNote).getByRole('button', { name: `Remove from the note: ${text}` }));
    expect(storedRecommendations()).toEqual([]);
  });

  it('finds the same row for the weight in lb, and writes the pounds with the kg', async () => {
    startCall([feverProtocol()], 'simple');
    renderPage();
    await screen.findByRole('heading', { name: 'Acetaminophen' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Weight unit' }), { target: { value: 'lb' } });
    fireEvent.change(weight(), { target: { value: '31' } });
    expect(currentRow('Acetaminophen')[0]?.textContent).toContain('24–35 lb');
    fireEvent.click(screen.getByRole('button', { name: 'Add to note: 5 mL of 100 mg/5 mL liquid — Ibuprofen 100 mg' }));
    expect(storedRecommendations()).toEqual([
      'Ibuprofen 100 mg (5 mL of 100 mg/5 mL liquid) every 6–8 hours as needed; no more than 4 doses in 24 hours. Weight 31 lb (14.1 kg).',
    ]);
  });

  it('says what is wrong with a weight, and what to do below the table', async () => {
    startCall([feverProtocol()], 'simple');
    renderPage();
    await screen.findByRole('heading', { name: 'Acetaminophen' });
    fireEvent.change(weight(), { target: { value: '-2' } });
    expect(weight().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The weight must be more than 0.')).toBeTruthy();
    fireEvent.change(weight(), { target: { value: '5' } });
    expect(screen.getByText('Below 12 lb: no ibuprofen.')).toBeTruthy();
    expect(screen.getByText('Below 18 lb: ask the doctor.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Add to note: / })).toEqual([]);
    // The adult doses stay on offer.
    expect(screen.getAllByRole('button', { name: /^Add adult dose to note: / })).toHaveLength(2);
  });

  it('shows the warnings for the age, and offers no ibuprofen dose under 6 months', async () => {
    startCall([feverProtocol()], 'simple');
    renderPage();
    await screen.findByRole('heading', { name: 'Acetaminophen' });
    // Without an age every warning shows.
    expect(screen.getByText('Under 6 months: do not give ibuprofen.')).toBeTruthy();
    fireEvent.change(weight(), { target: { value: '9' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Age (optional)' }), { target: { value: '4' } });
    expect(screen.getByText('No ibuprofen dose is offered at this age.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add to note: .* — Ibuprofen 50 mg$/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Add to note: .* — Acetaminophen 120 mg$/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Age (optional)' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Age unit' }), { target: { value: 'years' } });
    expect(screen.queryByText('Under 6 months: do not give ibuprofen.')).toBeNull();
    expect(screen.getByRole('button', { name: /^Add to note: .* — Ibuprofen 50 mg$/ })).toBeTruthy();
  });

  it('offers no dose of a medicine the advice forbids, and shows its words instead', async () => {
    const fever = feverProtocol();
    const nuggets = [
      'Acetaminophen (e.g., Tylenol) for the headache.',
      'Avoid aspirin and ibuprofen for the first 24 hours; they can increase bleeding.',
    ];
    const adviceSections = [
      makeSection({ title: 'Home Care Advice', adviceTopics: [topic(1, 'Pain Medicine', nuggets)] }),
    ];
    startCall([{ ...fever, content: fever.content && { ...fever.content, adviceSections } }], 'simple');
    renderPage();
    await screen.findByRole('heading', { name: 'Acetaminophen' });
    expect(screen.getByRole('heading', { name: 'Ibuprofen' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Ibuprofen doses by weight' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Ibuprofen: the care advice' })).getByRole('listitem').textContent,
    ).toBe('The care advice says: Avoid aspirin and ibuprofen for the first 24 hours; they can increase bleeding.');
    expect(screen.getByText('No ibuprofen dose is offered: this protocol’s advice is against it.')).toBeTruthy();
    fireEvent.change(weight(), { target: { value: '20' } });
    expect(screen.queryAllByRole('button', { name: /Ibuprofen/ })).toEqual([]);
    expect(screen.getAllByRole('button', { name: /Acetaminophen/ }).length).toBeGreaterThan(0);
  });

  it('adds the adult dose, and labels demo content', async () => {
    startCall([feverProtocol(makeContentSet({ isDemo: true }))], 'simple');
    renderPage();
    await screen.findByRole('heading', { name: 'Acetaminophen' });
    expect(screen.getByRole('note').textContent).toBe('Demo content — not for clinical use');
    fireEvent.click(screen.getByRole('button', { name: 'Add adult dose to note: Acetaminophen' }));
    expect(storedRecommendations()).toEqual([
      'Acetaminophen 650 mg every 4–6 hours as needed; no more than 3,000 mg in 24 hours (adult dose).',
    ]);
  });

  it('goes to Education for a protocol without medicine advice', async () => {
    startCall([coughProtocol()], 'simple');
    const { unmount } = renderPage();
    // coughProtocol's 'Cough Medicine' topic is medicine advice naming no table: the screen says so.
    expect(await screen.findByText(/names no medicine with a dosing table/)).toBeTruthy();
    // Honey is named, and said not to be a medicine to dose.
    expect(screen.getByRole('list', { name: 'Also named in the advice' }).textContent).toBe(
      'Honey: Not a medicine to dose.',
    );
    unmount();
    endCall();
    const noMedicine = coughProtocol();
    const content = noMedicine.content;
    if (!content) throw new Error('fixture');
    startCall([{ ...noMedicine, content: { ...content, adviceSections: [] } }], 'simple');
    renderPage();
    expect(await screen.findByText('education page')).toBeTruthy();
  });

  it('doses cetirizine by age: the row of a 7-year-old, the dose to the note; none under 2', async () => {
    startCall([hivesProtocol(makeContentSet({ isDemo: true, name: 'oh_peds', isPediatric: true }))], 'simple');
    renderPage();
    await screen.findByRole('heading', { name: 'Cetirizine' });
    expect(screen.getByRole('note').textContent).toBe('Demo content — not for clinical use');
    // Only age-based medicines: no weight to type, and the age is needed.
    expect(screen.queryByRole('textbox', { name: 'Weight' })).toBeNull();
    const ageBox = screen.getByRole('textbox', { name: 'Age' });
    const ageTable = () => screen.getByRole('table', { name: 'Cetirizine doses by age' });
    const ageRow = () =>
      within(ageTable())
        .queryAllByRole('row')
        .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(ageRow()).toEqual([]);
    expect(screen.getByText('Type the age to pick the label’s row.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Age unit' }), { target: { value: 'years' } });
    fireEvent.change(ageBox, { target: { value: '7' } });
    expect(ageRow()[0]?.textContent).toContain('adults and children 6 years and over');
    expect(ageRow()[0]?.textContent).toContain('(the patient’s age)');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Cetirizine: row adults and children 6 years and over.',
    );
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Add to note: 5 mL or 10 mL once daily — Cetirizine, adults and children 6 years and over',
      }),
    );
    const text =
      'Cetirizine: 5 mL or 10 mL once daily (cetirizine oral solution 5 mg/5 mL); do not take more than 10 mL in 24 hours. Label dose for adults and children 6 years and over.';
    expect(storedRecommendations()).toEqual([text]);
    expect(
      screen.getByRole('button', {
        name: 'Added: 5 mL or 10 mL once daily — Cetirizine, adults and children 6 years and over',
      }),
    ).toBeTruthy();
    // Under 2 the label says ask a doctor: no dose is offered.
    fireEvent.change(screen.getByRole('combobox', { name: 'Age unit' }), { target: { value: 'months' } });
    fireEvent.change(ageBox, { target: { value: '18' } });
    expect(ageRow()[0]?.textContent).toContain('children under 2 years');
    expect(screen.getByText('children under 2 years: ask a doctor — no cetirizine dose is offered.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Add to note: .* — Cetirizine, / })).toEqual([]);
  });

  it('doses loperamide by weight first: a 10-year-old of 50 lb gets the 48–59 lb row, one of 45 lb no dose', async () => {
    startCall([diarrheaProtocol(makeContentSet({ name: 'oh_peds', isPediatric: true }))], 'simple');
    renderPage();
    await screen.findByRole('heading', { name: 'Loperamide' });
    const row = () =>
      within(screen.getByRole('table', { name: 'Loperamide doses by age' }))
        .queryAllByRole('row')
        .filter((candidate) => candidate.getAttribute('aria-current') === 'true');
    // Its label gives pounds: the weight is asked beside the age.
    fireEvent.change(screen.getByRole('combobox', { name: 'Age unit' }), { target: { value: 'years' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Age' }), { target: { value: '10' } });
    expect(row()[0]?.textContent).toContain('children 9–11 years');
    expect(row()[0]?.textContent).toContain('(the patient’s age)');
    fireEvent.change(screen.getByRole('combobox', { name: 'Weight unit' }), { target: { value: 'lb' } });
    fireEvent.change(weight(), { target: { value: '50' } });
    expect(row()[0]?.textContent).toContain('children 6–8 years (48–59 lb)');
    expect(row()[0]?.textContent).toContain('(the patient’s weight)');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Loperamide: row children 6–8 years (48–59 lb).',
    );
    fireEvent.change(weight(), { target: { value: '45' } });
    expect(
      screen.getByText('children under 6 years (up to 47 lb): ask a doctor — no loperamide dose is offered.'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Add to note: .* — Loperamide, / })).toEqual([]);
  });

  it('takes the adult row from an adult protocol when no age is typed', async () => {
    startCall([hivesProtocol(makeContentSet({ isAdult: true }))], 'simple');
    renderPage();
    await screen.findByRole('heading', { name: 'Cetirizine' });
    // No age typed: the adult row is picked (aria-current) and its dose offered.
    const row = within(screen.getByRole('table', { name: 'Cetirizine doses by age' }))
      .getAllByRole('row')
      .filter((candidate) => candidate.getAttribute('aria-current') === 'true');
    expect(row[0]?.textContent).toContain('adults and children 6 years and over');
    expect(
      screen.getByRole('button', {
        name: 'Add to note: 5 mL or 10 mL once daily — Cetirizine, adults and children 6 years and over',
      }),
    ).toBeTruthy();
  });

  it("shows a band's departure from its sources once the weight picks its row", async () => {
    const dosing = dosingFixture();
    const acetaminophen = dosing.medicines[0];
    if (acetaminophen?.bands[0] === undefined) throw new Error('fixture');
    acetaminophen.bands[0].deviation = 'The label says ask a doctor under 2 years.';
    stubApi({ 'GET /api/medication-dosing': () => dosing });
    startCall([feverProtocol()], 'simple');
    renderPage();
    await screen.findByRole('heading', { name: 'Acetaminophen' });
    expect(screen.queryByText(/departs from a source/)).toBeNull();
    fireEvent.change(weight(), { target: { value: '9' } });
    expect(
      screen.getByText('Where this row departs from a source: The label says ask a doctor under 2 years.'),
    ).toBeTruthy();
    fireEvent.change(weight(), { target: { value: '14' } });
    expect(screen.queryByText(/Where this row departs/)).toBeNull();
  });
});
