/**
 * The parts both kinds of medicine on the Medication sub-tab show (weight tables and label doses):
 * the table with the picked row highlighted and named for screen readers, the warnings that apply
 * (the blocking one in red), and the folded list of the medicine's sources.
 */
import type { DosingSource, DosingWarning } from '@triage/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * 'Add to note: …' for a dose, 'Added: …' once it is in the call (aria-disabled, not disabled: the
 * focus stays on the button the nurse pressed). `name` ends the accessible name, e.g. ' — Ibuprofen 100 mg'.
 */
export function AddToNoteButton({
  text,
  added,
  onAdd,
  label,
  name,
}: {
  text: string;
  added: readonly string[];
  onAdd: (text: string) => void;
  label: string;
  name: string;
}) {
  const isAdded = added.includes(text);
  return (
    <Button
      variant="outline"
      className="h-auto min-h-8 px-3 py-1 text-left aria-disabled:cursor-default aria-disabled:opacity-60"
      aria-disabled={isAdded}
      aria-label={`${isAdded ? 'Added' : 'Add to note'}: ${name}`}
      onClick={() => (isAdded ? undefined : onAdd(text))}
    >
      {isAdded ? 'Added' : 'Add to note'}: {label}
    </Button>
  );
}

export function WarningsList({
  name,
  warnings,
  blockingId,
}: {
  name: string;
  warnings: readonly DosingWarning[];
  blockingId?: string | undefined;
}) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label={`${name} warnings`} className="flex flex-col gap-1">
      {warnings.map((warning) => (
        <li
          key={warning.id}
          className={cn(
            'rounded border-l-4 px-2 py-1 text-sm',
            warning.id === blockingId
              ? 'border-red-600 bg-red-50 font-semibold text-red-900'
              : 'border-amber-500 bg-amber-50 text-amber-950',
          )}
        >
          {warning.text}
        </li>
      ))}
    </ul>
  );
}

export function SourcesDetails({
  name,
  sources,
  usedIds,
}: {
  name: string;
  sources: readonly DosingSource[];
  usedIds: readonly string[];
}) {
  return (
    <details className="text-xs text-slate-600">
      <summary className="cursor-pointer">Sources for {name}</summary>
      <ul className="mt-1 list-disc pl-5">
        {sources
          .filter((source) => usedIds.includes(source.id))
          .map((source) => (
            <li key={source.id}>
              <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline">
                {source.title}
              </a>
            </li>
          ))}
      </ul>
    </details>
  );
}

export interface DosingTableRow {
  key: number;
  isMatch: boolean;
  /** The row header: the weight or age band. */
  label: string;
  cells: readonly string[];
}

export function DosingTable({
  caption,
  headers,
  rows,
  matchNote,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly DosingTableRow[];
  /** What a screen reader hears after the picked row's header, e.g. ' (the typed weight)'. */
  matchNote: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-600">
            {headers.map((header) => (
              <th key={header} scope="col" className="px-2 py-1 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              aria-current={row.isMatch ? 'true' : undefined}
              className={cn(
                'border-b border-slate-100',
                row.isMatch && 'bg-primary-100 font-semibold text-slate-950 outline-2 outline-primary-600',
              )}
            >
              <th scope="row" className="px-2 py-1 text-left font-[inherit]">
                {row.label}
                {row.isMatch ? <span className="sr-only">{matchNote}</span> : null}
              </th>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells are columns, in a fixed order.
                <td key={index} className="px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
