/**
 * Writing the call note to the clipboard: HTML notes as HTML and plain text (core's plain-text
 * reading of the note), plain notes as text.
 *
 * HTML notes go through a copy event's clipboardData first: the asynchronous Clipboard API has the
 * browser parse the HTML in the page to sanitise it, and the page's CSP (style-src without
 * 'unsafe-inline', ADR 0015) then reports every style attribute of a practice's template.
 */

function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

function copyWithEvent(html: string, plain: string): boolean {
  let isWritten = false;
  const write = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData('text/html', html);
    event.clipboardData.setData('text/plain', plain);
    event.preventDefault();
    isWritten = true;
  };
  document.addEventListener('copy', write);
  try {
    return document.execCommand('copy') && isWritten;
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', write);
  }
}

/** Copies the note; throws when no way of copying worked. */
export async function writeNoteToClipboard(note: { text: string; mimeType: string; plainText: string }): Promise<void> {
  const isHtml = note.mimeType === 'text/html';
  const plain = note.plainText;
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (isHtml && copyWithEvent(note.text, plain)) return;
  try {
    if (isHtml && clipboard?.write && typeof ClipboardItem !== 'undefined') {
      await clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([note.text], { type: 'text/html' }),
          'text/plain': new Blob([plain], { type: 'text/plain' }),
        }),
      ]);
      return;
    }
    if (clipboard?.writeText) {
      await clipboard.writeText(plain);
      return;
    }
  } catch {
    // Fall through to the selection copy (e.g. the clipboard API refused in a frame).
  }
  if (!copyWithSelection(plain)) throw new Error('The call note could not be copied to the clipboard.');
}
