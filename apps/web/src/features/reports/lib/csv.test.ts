import { describe, expect, it } from 'vitest';
import { csvFileName, tableToCsv } from './csv.ts';

describe('report CSV', () => {
  it('writes the labels, then the rows, quoting what needs it and leaving empty cells empty', () => {
    const csv = tableToCsv({
      columns: [
        { key: 'label', label: 'Disposition', kind: 'text' },
        { key: 'calls', label: 'Calls', kind: 'count' },
        { key: 'published', label: 'Published mix %', kind: 'percent' },
      ],
      rows: [
        { label: 'Call 911 Now', calls: 3, published: 1.5 },
        { label: 'See "now", please', calls: 1, published: null },
        { label: '=HYPERLINK("x")', calls: 0, published: null },
      ],
    });
    expect(csv).toBe(
      'Disposition,Calls,Published mix %\r\nCall 911 Now,3,1.5\r\n"See ""now"", please",1,\r\n"\'=HYPERLINK(""x"")",0,\r\n',
    );
    expect(csvFileName('dispositions', '2026-02-01', '2026-02-28')).toBe('dispositions_2026-02-01_2026-02-28.csv');
  });
});
