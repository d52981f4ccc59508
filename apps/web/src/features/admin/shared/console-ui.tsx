/** What the console's pages share: the input style, the time format, the page heading, notices and a field's error. */
import type { ReactNode } from 'react';

export const INPUT = 'rounded-[var(--radius-app)] border border-slate-300 bg-white px-2 py-1 text-sm';

export const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export function PageHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div>
      <h1 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h1>
      {children ? <p className="text-sm text-slate-600">{children}</p> : null}
    </div>
  );
}

export function Notice({ tone, children }: { tone: 'status' | 'alert'; children: ReactNode }) {
  return (
    <p role={tone} className={tone === 'alert' ? 'text-sm font-medium text-red-800' : 'text-sm text-green-800'}>
      {children}
    </p>
  );
}

/** A field's problem, under the field (its id is the field's aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}
