/**
 * The COPY button's icon from the practice's callSummaryOptions.buttonIcon (spec section 3):
 * check, save, clipboard, document, note ('fa-check' is the older name of check); the clipboard
 * when the practice names none.
 */
import type { CallSummaryOptions } from '@triage/contracts';
import { Check, ClipboardCopy, FileText, Save, StickyNote } from 'lucide-react';

const ICONS = {
  check: Check,
  'fa-check': Check,
  save: Save,
  clipboard: ClipboardCopy,
  document: FileText,
  note: StickyNote,
} as const;

export function SummaryButtonIcon({ name }: { name: CallSummaryOptions['buttonIcon'] }) {
  const Icon = ICONS[name ?? 'clipboard'];
  return <Icon aria-hidden="true" data-icon={name ?? 'clipboard'} className="size-4" />;
}
