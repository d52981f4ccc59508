import { afterEach, describe, expect, it } from 'vitest';
import { FOCUS_FALLBACK_ATTRIBUTE, returnFocusAfterDialog } from './focus-return.ts';

/** The MutationObserver's callback runs in a microtask after the change. */
const afterMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

function consoleList() {
  document.body.innerHTML = `
    <main ${FOCUS_FALLBACK_ATTRIBUTE}>
      <table ${FOCUS_FALLBACK_ATTRIBUTE}><tbody>
        <tr id="first"><td><button type="button">Revoke first</button></td></tr>
        <tr id="second"><td><button type="button">Revoke second</button></td></tr>
      </tbody></table>
    </main>
    <button type="button" id="outside">Elsewhere</button>`;
  const table = document.querySelector('table') as HTMLTableElement;
  const main = document.querySelector('main') as HTMLElement;
  const button = document.querySelector('#first button') as HTMLButtonElement;
  return { table, main, button };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus when its control leaves the page', () => {
  it('goes to the list when the focused control leaves with its row', async () => {
    const { table, button } = consoleList();
    button.focus();
    document.querySelector('#first')?.remove();
    await afterMutations();
    expect(document.activeElement).toBe(table);
    expect(table.getAttribute('tabindex')).toBe('-1');
  });

  it('goes to the main region when the whole list leaves (its last row removed)', async () => {
    const { table, main, button } = consoleList();
    button.focus();
    table.remove();
    await afterMutations();
    expect(document.activeElement).toBe(main);
  });

  it('goes to the list when the focused control is disabled (the browser would drop the focus)', async () => {
    const { table, button } = consoleList();
    button.focus();
    button.disabled = true;
    await afterMutations();
    expect(document.activeElement).toBe(table);
  });

  it('is not moved while the focused control stays, nor for a control outside any fallback', async () => {
    const { table, button } = consoleList();
    button.focus();
    document.querySelector('#second')?.remove();
    await afterMutations();
    expect(document.activeElement).toBe(button);

    const outside = document.querySelector('#outside') as HTMLButtonElement;
    outside.focus();
    outside.remove();
    await afterMutations();
    expect(document.activeElement).not.toBe(table);
  });
});

describe('returnFocusAfterDialog', () => {
  it("gives focus to a menu's button when the dialog was opened from one of its items (the item is gone)", () => {
    document.body.innerHTML = `
      <button type="button" id="trigger">User menu</button>
      <div role="menu"><div role="menuitem" tabindex="-1" id="help">Help</div></div>`;
    const trigger = document.querySelector('#trigger') as HTMLButtonElement;
    trigger.focus();
    (document.querySelector('#help') as HTMLElement).focus();
    document.querySelector('[role="menu"]')?.remove();
    const event = new Event('focus-outside', { cancelable: true });
    returnFocusAfterDialog(event);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });

  it('gives focus back to the control focused before the dialog, when it is still on the page', () => {
    const { button } = consoleList();
    button.focus();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inside = document.createElement('button');
    dialog.append(inside);
    document.body.append(dialog);
    inside.focus();
    const event = new Event('focus-outside', { cancelable: true });
    returnFocusAfterDialog(event);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});
