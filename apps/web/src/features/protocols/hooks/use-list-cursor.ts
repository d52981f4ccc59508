import { type KeyboardEvent, useState } from 'react';

/**
 * The highlighted row of a list driven from a search box: ArrowDown/ArrowUp move it (wrapping),
 * Ctrl+Home/End jump, Enter picks it — or, with no row highlighted, the first row when
 * `isFirstPickable` (a search was typed): `target`, the row Enter picks now. It is cleared
 * whenever `resetKey` changes.
 */
export function useListCursor(
  count: number,
  resetKey: string,
  onPick: (index: number, event: KeyboardEvent) => void,
  isFirstPickable = true,
) {
  const [state, setState] = useState({ key: resetKey, index: -1 });
  const index = state.key === resetKey ? Math.min(state.index, count - 1) : -1;
  // The row Enter picks now: the highlighted one, else the first when it is pickable; -1 for none.
  const target = index >= 0 ? index : isFirstPickable && count > 0 ? 0 : -1;
  const move = (next: number) => setState({ key: resetKey, index: next });

  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index < 0 || index >= count - 1 ? 0 : index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move((index <= 0 ? count : index) - 1);
    } else if (event.key === 'Home' && event.ctrlKey) {
      event.preventDefault();
      move(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      event.preventDefault();
      move(count - 1);
    } else if (event.key === 'Enter') {
      if (target < 0) return;
      event.preventDefault();
      move(target);
      onPick(target, event);
    }
  };

  return { cursor: index, target, setCursor: move, onKeyDown };
}
