/**
 * Keyboard speed on the Triage Questions screen: ArrowDown / ArrowUp move between question rows,
 * focusing the row's answer control (Y/N keys then answer it).
 */

/** Marks a question row. */
export const ROW_ATTRIBUTE = 'data-question-row';
/** Marks the element holding a row's answer control. */
export const ROW_CONTROL_ATTRIBUTE = 'data-row-control';

/** Focuses the answer control of a row: its pressed button, else its first button. */
export function focusRowControl(row: Element | null | undefined): void {
  const control = row?.querySelector(`[${ROW_CONTROL_ATTRIBUTE}]`);
  const target =
    control?.querySelector<HTMLElement>('button[aria-pressed="true"]') ?? control?.querySelector<HTMLElement>('button');
  target?.focus();
}

/** Focuses the control of the row `step` rows away (within the same list of rows); false at either end. */
export function focusSiblingRow(row: HTMLElement, step: 1 | -1): boolean {
  const scope = row.closest('[data-question-list]') ?? row.ownerDocument;
  const rows = [...scope.querySelectorAll(`[${ROW_ATTRIBUTE}]`)];
  const target = rows[rows.indexOf(row) + step];
  if (!target) return false;
  focusRowControl(target);
  return true;
}
