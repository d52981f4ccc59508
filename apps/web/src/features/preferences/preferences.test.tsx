import { fireEvent, render, screen } from '@testing-library/react';
import { DropdownMenu } from 'radix-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptedStorage } from '../../lib/storage/index.ts';
import { AppColorMenu, PREFERENCES_STORAGE_KEY, syncThemeWithPreferences } from './index.ts';
import { usePreferencesStore } from './stores/preferences-store.ts';

afterEach(() => {
  usePreferencesStore.getState().resetPreferences();
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
});

function renderOpenMenu() {
  render(
    <DropdownMenu.Root open>
      <DropdownMenu.Trigger>User</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content>
          <DropdownMenu.Sub open>
            <DropdownMenu.SubTrigger>App Color</DropdownMenu.SubTrigger>
            <AppColorMenu />
          </DropdownMenu.Sub>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>,
  );
}

describe('preferences store', () => {
  it('starts with the default blue and stores the chosen colour, encrypted, under ct-preferences', async () => {
    expect(usePreferencesStore.getState().primaryColor).toBe('#1b75bc');
    usePreferencesStore.getState().setPrimaryColor('#047857');
    await encryptedStorage.flush();
    const raw = window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('#047857');
    expect(await encryptedStorage.getJson(PREFERENCES_STORAGE_KEY)).toMatchObject({
      state: { primaryColor: '#047857' },
    });
  });

  it('ignores a value that is not a hex colour', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    usePreferencesStore.getState().setPrimaryColor('url(evil)');
    expect(usePreferencesStore.getState().primaryColor).toBe('#1b75bc');
  });

  it('restores a stored colour and drops an invalid one', async () => {
    await encryptedStorage.setJson(PREFERENCES_STORAGE_KEY, { state: { primaryColor: '#4338CA' }, version: 1 });
    await usePreferencesStore.persist.rehydrate();
    expect(usePreferencesStore.getState().primaryColor).toBe('#4338ca');
    await encryptedStorage.setJson(PREFERENCES_STORAGE_KEY, { state: { primaryColor: 'red' }, version: 1 });
    usePreferencesStore.getState().resetPreferences();
    await usePreferencesStore.persist.rehydrate();
    expect(usePreferencesStore.getState().primaryColor).toBe('#1b75bc');
  });
});

describe('syncThemeWithPreferences', () => {
  it('applies the stored colour at once and each change after', () => {
    const root = document.documentElement;
    const stop = syncThemeWithPreferences(root);
    expect(root.style.getPropertyValue('--color-primary-600')).toBe('#1b75bc');
    usePreferencesStore.getState().setPrimaryColor('#be185d');
    expect(root.style.getPropertyValue('--color-primary-600')).toBe('#be185d');
    stop();
    usePreferencesStore.getState().setPrimaryColor('#0f766e');
    expect(root.style.getPropertyValue('--color-primary-600')).toBe('#be185d');
  });
});

describe('AppColorMenu', () => {
  it('lists the eight swatches with the current one checked', async () => {
    renderOpenMenu();
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'Blue',
      'Emerald',
      'Orange',
      'Teal',
      'Maroon',
      'Purple',
      'Pink',
      'Indigo',
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'Blue' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Teal' }).getAttribute('aria-checked')).toBe('false');
  });

  it('sets the primary colour when a swatch is chosen', async () => {
    renderOpenMenu();
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Purple' }));
    expect(usePreferencesStore.getState().primaryColor).toBe('#7e22ce');
  });
});
