import { APP_COLOUR_SWATCHES, findAppColourSwatch } from '@triage/core';
import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { usePreferencesStore } from '../stores/preferences-store.ts';

/**
 * The App Color sub-menu content (spec section 2, 'User menu'): the eight swatches as radio items,
 * a check on the current one. The user menu supplies the Sub and its trigger:
 *
 *   <DropdownMenu.Sub>
 *     <DropdownMenu.SubTrigger>App Color</DropdownMenu.SubTrigger>
 *     <AppColorMenu />
 *   </DropdownMenu.Sub>
 */
export function AppColorMenu() {
  const primaryColor = usePreferencesStore((state) => state.primaryColor);
  const setPrimaryColor = usePreferencesStore((state) => state.setPrimaryColor);
  const current = findAppColourSwatch(primaryColor)?.name ?? '';
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.SubContent
        sideOffset={4}
        collisionPadding={8}
        className="z-50 min-w-40 rounded-[var(--radius-app)] border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg"
      >
        <DropdownMenu.RadioGroup
          value={current}
          onValueChange={(name) => {
            const swatch = APP_COLOUR_SWATCHES.find((candidate) => candidate.name === name);
            if (swatch) setPrimaryColor(swatch.hex);
          }}
        >
          {APP_COLOUR_SWATCHES.map((swatch) => (
            <DropdownMenu.RadioItem
              key={swatch.name}
              value={swatch.name}
              className="flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 outline-none select-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
            >
              <span
                aria-hidden="true"
                className="size-4 shrink-0 rounded-full ring-1 ring-black/10 ring-inset"
                style={{ backgroundColor: swatch.hex }}
              />
              <span className="flex-1">{swatch.label}</span>
              <span className="flex size-4 items-center justify-center">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-slate-900" strokeWidth={2.5} />
                </DropdownMenu.ItemIndicator>
              </span>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.SubContent>
    </DropdownMenu.Portal>
  );
}
