/** The call's keyboard shortcuts (lib/shortcuts.ts), as the Help dialog lists them. */
import { useId } from 'react';
import { SHORTCUTS } from '../../../lib/shortcuts.ts';

const SHORTCUTS_HEADING = 'Keyboard shortcuts';

export function KeyboardShortcuts() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-800">
      <h3 id={headingId} className="font-semibold">
        {SHORTCUTS_HEADING}
      </h3>
      <p className="mt-1 text-slate-600">
        They work anywhere in the call, also while typing in the search box or the free note. On a triage question,{' '}
        <kbd className="font-sans font-semibold">Y</kbd> and <kbd className="font-sans font-semibold">N</kbd> answer it.
      </p>
      <table className="mt-2 w-full">
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.id} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="w-24 py-1 pr-3 text-left align-top font-normal">
                <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs font-semibold">
                  {shortcut.keys}
                </kbd>
              </th>
              <td className="py-1">{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
