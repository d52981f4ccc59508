import type { AuditRefusalEntry } from '@triage/contracts/admin';
import { AdminTable } from '../components/admin-table.tsx';

/** What a refusal's outcome means, in words. */
const OUTCOMES: Readonly<Record<string, string>> = {
  'invalid-code': 'Wrong code',
  'second-factor-locked': 'Refused: second factor locked',
  'invalid-credentials': 'Wrong password',
  'rate-limited': 'Refused: too many attempts',
};

/**
 * Refused administrator sign-ins in the trail's scope and dates, as they are kept: counts per
 * 15-minute window (a flood adds counts, not rows).
 */
export function RefusedSignIns({ refusals }: { refusals: AuditRefusalEntry[] }) {
  if (refusals.length === 0) return null;
  return (
    <AdminTable
      caption="Refused sign-ins and codes, counted per 15 minutes"
      columns={['From', 'Last', 'Administrator', 'What', 'How many']}
    >
      {refusals.map((refusal) => (
        <tr key={`${refusal.windowStart}-${refusal.admin}-${refusal.outcome}`} className="border-b border-slate-200">
          <td className="whitespace-nowrap px-2 py-2">{new Date(refusal.windowStart).toLocaleString()}</td>
          <td className="whitespace-nowrap px-2 py-2">{new Date(refusal.lastAt).toLocaleString()}</td>
          <td className="px-2 py-2">{refusal.admin}</td>
          <td className="px-2 py-2">{OUTCOMES[refusal.outcome] ?? refusal.outcome}</td>
          <td className="px-2 py-2">{refusal.count}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
