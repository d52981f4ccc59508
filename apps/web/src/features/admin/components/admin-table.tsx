import type { ReactNode } from 'react';

/**
 * A console list: the table, its caption (for screen readers) and its column headings; the page
 * gives the rows. Compact: the access pages' tighter rows.
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
    <table className="w-full border-collapse bg-white text-left text-sm">
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
