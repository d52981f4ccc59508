/** What the console's pages share: the input style, the time format, the page heading, notices and a field's error. */
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';

export const INPUT = 'rounded-[var(--radius-app)] border border-slate-300 bg-white px-2 py-1 text-sm';

export const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export interface Problem {
  /** The field the server named ("field: reason"); null: the form as a whole. */
  field: string | null;
  message: string;
}

/** The catalogue's friendly message, with the reason the server gave for a refused value. */
export function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return { field: null, message: 'The request did not complete. Please try again.' };
  if (error.code !== 'badData' || !error.technical) return { field: null, message: error.message };
  const named = /^([A-Za-z]+): ([\s\S]*)$/.exec(error.technical);
  return named
    ? { field: named[1] ?? null, message: `${error.message} ${named[2]}` }
    : { field: null, message: `${error.message} ${error.technical}` };
}

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
