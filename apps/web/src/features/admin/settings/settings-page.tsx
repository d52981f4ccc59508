import type { AdminPractice } from '@triage/contracts';
import { useOutletContext } from 'react-router';

export function SettingsPage() {
  const practice = useOutletContext<AdminPractice>();
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title" className="text-xl font-semibold text-slate-900">
        Settings — {practice.name}
      </h1>
    </section>
  );
}
