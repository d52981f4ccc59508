import type { AdminPractice } from '@triage/contracts/admin';
import { useOutletContext } from 'react-router';

/** Customization: the practice's own words on protocols (notes; titles and keywords when allowed). */
export function CustomizationPage() {
  const practice = useOutletContext<AdminPractice>();
  return (
    <section aria-labelledby="customization-title" className="flex flex-col gap-2">
      <h1 id="customization-title" className="text-xl font-semibold text-slate-900">
        Customization — {practice.name}
      </h1>
      <p className="text-slate-700">Protocol notes are set with the admin command line in this version.</p>
    </section>
  );
}
