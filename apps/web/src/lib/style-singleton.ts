/**
 * The app's `react-style-singleton` (vite.config.ts aliases the package to this module): the same
 * `styleSingleton()` component API, but the CSS goes into a constructed stylesheet adopted by the
 * document (CSSOM) instead of an injected `<style>` element, so the CSP's style-src needs no
 * 'unsafe-inline' (ADR 0015). Radix's modal layers use it, through react-remove-scroll(-bar), to
 * lock the page's scrolling while a dialog or menu is open.
 *
 * Semantics kept: the styles are added when the first instance mounts and removed when the last
 * unmounts (the effect's dependency is the package's own `styles && dynamic`). A browser without
 * constructable stylesheets gets no scroll lock, never a blocked inline style.
 */
import { type FC, useEffect } from 'react';

interface StyleProps {
  /** The CSS to apply while mounted. */
  styles: string;
  /** The package's flag, kept in the effect's dependency as the package has it. */
  dynamic?: boolean;
}

function adopt(css: string): CSSStyleSheet | null {
  if (typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined') return null;
  if (!Array.isArray(document.adoptedStyleSheets)) return null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return sheet;
}

function drop(sheet: CSSStyleSheet): void {
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
}

/** One stylesheet shared by every user of the singleton, counted in and out. */
function countedSheet() {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css: string) {
      if (users === 0) sheet = adopt(css);
      users++;
    },
    remove() {
      users--;
      if (users === 0 && sheet) {
        drop(sheet);
        sheet = null;
      }
    },
  };
}

/** A component that applies its `styles` while at least one instance is mounted. */
export function styleSingleton(): FC<StyleProps> {
  const sheet = countedSheet();
  return function StyleSingleton({ styles, dynamic }) {
    // biome-ignore lint/correctness/useExhaustiveDependencies: the package's own dependency, kept as it is
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && dynamic]);
    return null;
  };
}
