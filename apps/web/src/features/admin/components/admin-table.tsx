import type { ReactNode } from 'react';
import { FOCUS_FALLBACK_ATTRIBUTE } from '../../../lib/focus-return.ts';

/**
 * A console list: the table, its caption (for screen readers) and its column headings; the page
 * gives the rows. Compact: the access pages' tighter rows. When a row's control leaves with its
 * row (revoked, ended), the table takes the focus (lib/focus-return.ts).
 */
export function AdminTable({
  caption,
  columns,
  isCompact = false,
  children,
}: {
  caption: string;
  columns: string[];
  isCompact?: boolean;
  children: ReactNode;
}) {
  return (
    <table
      {...{ [FOCUS_FALLBACK_ATTRIBUTE]: '' }}
      className="w-full border-collapse bg-white text-left text-sm focus:outline-2 focus:outline-primary-300"
    >
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {columns.map((title) => (
            <th
              key={title}
              scope="col"
              className={isCompact ? 'px-2 py-1 font-semibold' : 'px-2 py-2 font-semibold text-slate-800'}
            >
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
