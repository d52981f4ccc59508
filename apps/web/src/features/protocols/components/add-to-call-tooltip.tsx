/**
 * The 'Add to call' tooltip of the search list's add-to-call icons: one for the whole list, shown
 * beside the icon the pointer rests on after 800 ms (spec section 9, search panel), hidden when
 * the pointer leaves it, presses, or the list scrolls or changes. The icons themselves are plain
 * elements: a Radix Tooltip in every row (provider, root, trigger, portal, presence) was most of
 * the work of adding and removing rows as a search filters the list (ADR 0022, sixth pass). The
 * icon is a mouse shortcut hidden from assistive technology (Shift+Enter adds from the keyboard),
 * so its tip follows the pointer only, and it never takes the focus from the search box.
 */
import { Popover } from 'radix-ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS } from '../../../components/ui/tooltip.tsx';

/** The icons the tip is for: the add-to-call action of each row. */
const ICON_SELECTOR = '[data-action="add-to-call"]';
const ADD_TO_CALL = 'Add to call';

export interface AddToCallTooltipProps {
  /** The element holding the list (its icons are found inside it). */
  containerRef: RefObject<HTMLElement | null>;
  /** A change (the query, the call) hides the tip: the row under it may be gone. */
  resetKey: string;
}

export function AddToCallTooltip({ containerRef, resetKey }: AddToCallTooltipProps) {
  const [anchor, setAnchor] = useState<{ icon: Element; key: string } | null>(null);
  const key = useRef(resetKey);
  key.current = resetKey;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let hovered: Element | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hide = () => {
      clearTimeout(timer);
      hovered = null;
      setAnchor(null);
    };
    const over = (event: PointerEvent) => {
      const icon = event.target instanceof Element ? event.target.closest(ICON_SELECTOR) : null;
      if (icon === hovered) return;
      hide();
      if (!icon) return;
      hovered = icon;
      timer = setTimeout(() => setAnchor({ icon, key: key.current }), TOOLTIP_DELAY_MS.long);
    };
    container.addEventListener('pointerover', over);
    container.addEventListener('pointerleave', hide);
    container.addEventListener('pointerdown', hide);
    container.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => {
      hide();
      container.removeEventListener('pointerover', over);
      container.removeEventListener('pointerleave', hide);
      container.removeEventListener('pointerdown', hide);
      container.removeEventListener('scroll', hide, { capture: true });
    };
  }, [containerRef]);

  const icon = anchor !== null && anchor.key === resetKey && anchor.icon.isConnected ? anchor.icon : null;
  return (
    <Popover.Root open={icon !== null} onOpenChange={(isOpen) => (isOpen ? undefined : setAnchor(null))}>
      {icon ? <Popover.Anchor virtualRef={{ current: icon }} /> : null}
      <Popover.Portal>
        <Popover.Content
          role="tooltip"
          side="left"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-snug font-medium text-white shadow-md motion-safe:animate-pop-in"
        >
          {ADD_TO_CALL}
          <Popover.Arrow className="fill-slate-900" width={10} height={5} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
