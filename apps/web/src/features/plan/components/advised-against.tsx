/**
 * A medicine the protocol's care advice names only to forbid it (core's `splitByAdvice`, ADR 0058):
 * the panel offers no dose for it and shows the advice's own words, so the Medication sub-tab never
 * contradicts the protocol ('Avoid aspirin and ibuprofen for the first 24 hours').
 */
import type { AdvisedAgainst } from '@triage/core';

export function AdvisedAgainstSection({ medicine }: { medicine: AdvisedAgainst }) {
  const headingId = `advised-against-${medicine.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {medicine.name}
      </h2>
      <ul aria-label={`${medicine.name}: the care advice`} className="flex flex-col gap-1">
        {medicine.forbidding.map((sentence) => (
          <li key={sentence} className="rounded border-l-4 border-red-600 bg-red-50 px-2 py-1 text-sm text-red-900">
            The care advice says: {sentence}
          </li>
        ))}
      </ul>
      <p className="text-sm font-semibold text-red-900">
        No {medicine.name.toLowerCase()} dose is offered: this protocol’s advice is against it.
      </p>
    </section>
  );
}
