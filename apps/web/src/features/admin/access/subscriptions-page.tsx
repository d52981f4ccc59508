import { type AdminPractice, getSubscriptions } from '@triage/contracts/admin';
import { useOutletContext } from 'react-router';
import { callAdmin } from '../api/admin-call.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { Notice, PageHeading, time } from '../shared/console-ui.tsx';
import { useConsoleList } from '../shared/use-console-list.ts';

const STATUS = { active: 'Active', ended: 'Ended', 'not-started': 'Not started' } as const;

/** Subscriptions and seats (read only): the organization's subscriptions and the seats in use now. */
export function SubscriptionsPage() {
  const practice = useOutletContext<AdminPractice>();
  const { data, notice } = useConsoleList(
    () => callAdmin(getSubscriptions, { params: { practiceId: practice.practiceId } }),
    practice.practiceId,
  );

  if (!data) return notice ? <Notice tone="alert">{notice.text}</Notice> : <p>Loading…</p>;
  const seats = data.seats === null ? 'no active subscription' : data.seats === 0 ? 'unlimited' : String(data.seats);
  return (
    <section aria-labelledby="subscriptions-title" className="flex max-w-4xl flex-col gap-4">
      <PageHeading id="subscriptions-title" title={`Subscriptions — ${practice.name}`}>
        The subscriptions of the practice's organization (changed by the command line, read only here).
      </PageHeading>
      <dl className="grid w-fit grid-cols-2 gap-x-6 gap-y-1 text-sm">
        <dt className="font-medium">Seats</dt>
        <dd>{seats}</dd>
        <dt className="font-medium">Seats in use now</dt>
        <dd>{data.seatsInUse}</dd>
        <dt className="font-medium">Seats enforced for this practice</dt>
        <dd>{data.enforced ? 'Yes' : 'No'}</dd>
      </dl>
      {data.subscriptions.length === 0 ? (
        <p>No subscriptions.</p>
      ) : (
        <AdminTable caption="Subscriptions" columns={['Subscription', 'Status', 'Seats', 'Starts', 'Ends']} isCompact>
          {data.subscriptions.map((row) => (
            <tr key={row.id} className="border-b border-slate-200">
              <td className="px-2 py-1">
                {row.type} #{row.id}
              </td>
              <td className="px-2 py-1">{STATUS[row.status]}</td>
              <td className="px-2 py-1">{row.seats === 0 ? 'unlimited' : row.seats}</td>
              <td className="px-2 py-1">{time(row.startDate)}</td>
              <td className="px-2 py-1">{row.endDate ? time(row.endDate) : 'never'}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
