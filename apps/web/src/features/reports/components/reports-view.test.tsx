import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReportData } from '@triage/contracts/admin';
import { describe, expect, it, vi } from 'vitest';
import { ReportsView } from './reports-view.tsx';

const DATA: ReportData = {
  report: 'dispositions',
  title: 'Dispositions Used',
  calls: 3,
  previousCalls: 1,
  previousFrom: '2026-01-02',
  previousTo: '2026-01-31',
  synthetic: false,
  tables: [
    {
      id: 'dispositions',
      title: 'Dispositions Used',
      columns: [
        { key: 'label', label: 'Disposition', kind: 'text' },
        { key: 'calls', label: 'Calls', kind: 'count' },
        { key: 'published', label: 'Published mix %', kind: 'percent' },
      ],
      rows: [
        { label: 'Call 911 Now', calls: 2, published: 1.5 },
        { label: 'Home Care', calls: 1, published: null },
      ],
      chart: { labelKey: 'label', valueKeys: ['calls'] },
    },
  ],
};

function renderView(fetchReport = vi.fn(async () => DATA)) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ReportsView
        practices={[{ practiceId: 'demo', name: 'Demo' }]}
        initialPracticeId="demo"
        fetchReport={fetchReport}
        refusalText={() => 'refused'}
        today="2026-03-02"
      />
    </QueryClientProvider>,
  );
  return fetchReport;
}

describe('the Reports screen', () => {
  it('asks for the last 30 days of the practice, shows the table beside its chart, and asks again for all practices', async () => {
    const fetchReport = renderView();
    const table = await screen.findByRole('table', { name: 'Dispositions Used' });
    expect(fetchReport).toHaveBeenCalledWith({
      report: 'dispositions',
      from: '2026-02-01',
      to: '2026-03-02',
      practiceId: 'demo',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DispositionCallsPublished mix %', 'Call 911 Now21.5%', 'Home Care1—']);
    expect(screen.getByRole('img', { name: 'Chart: Dispositions Used' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV: Dispositions Used' })).toBeTruthy();
    expect(screen.getByText(/previous period \(2026-01-02 to 2026-01-31\)/)).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.change(screen.getByLabelText('Practice'), { target: { value: '' } });
    await vi.waitFor(() =>
      expect(fetchReport).toHaveBeenLastCalledWith({ report: 'dispositions', from: '2026-02-01', to: '2026-03-02' }),
    );
  });

  it("says 'Demo data' above a report that counts the demo's synthetic calls", async () => {
    renderView(vi.fn(async () => ({ ...DATA, synthetic: true })));
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      'Demo data: these reports count synthetic calls made up for the demo practices, not real calls.',
    );
  });

  it('a named nurse chosen from her row filters by her person id, not by her name; "Every nurse" lifts it', async () => {
    const byUser: ReportData = {
      ...DATA,
      report: 'calls-by-user',
      title: 'Calls by User',
      tables: [
        {
          id: 'calls-by-user',
          title: 'Calls by User',
          columns: [
            { key: 'label', label: 'Nurse', kind: 'text' },
            { key: 'calls', label: 'Calls', kind: 'count' },
          ],
          rows: [
            { label: 'Nora Named', calls: 6, nurseId: 'oidc:1:nora-2' },
            { label: 'Nora Named', calls: 5, nurseId: 'oidc:1:nora-1' },
            { label: 'Ann', calls: 2 },
          ],
          chart: null,
        },
      ],
    };
    const fetchReport = renderView(vi.fn(async () => byUser));
    const lastQuery = () => (fetchReport.mock.lastCall as unknown[] | undefined)?.[0];
    const table = await screen.findByRole('table', { name: 'Calls by User' });
    // A nurse signed in by a typed name is no person to choose.
    expect(within(table).queryByRole('button', { name: 'Ann' })).toBeNull();
    fireEvent.click(within(table).getAllByRole('button', { name: 'Nora Named' })[1] as HTMLElement);
    expect((await screen.findByText(/this person only/)).textContent).toContain('Named nurse: Nora Named');
    expect(fetchReport).toHaveBeenLastCalledWith(expect.objectContaining({ nurseId: 'oidc:1:nora-1' }));
    expect(lastQuery()).not.toHaveProperty('nurse');
    fireEvent.click(screen.getByRole('button', { name: 'Every nurse' }));
    await screen.findByRole('table', { name: 'Calls by User' });
    expect(lastQuery()).not.toHaveProperty('nurseId');
  });
});
