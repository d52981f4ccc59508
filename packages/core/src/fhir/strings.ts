/**
 * FHIR R4 string values: no control characters but tab, CR and LF, no white space other than
 * space, tab, CR and LF; never empty.
 */

/** The text as a FHIR string, or the fallback when nothing is left of it. */
export function fhirString(text: string, fallback: string): string {
  const cleaned = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/[^\S \r\n\t]/g, ' ')
    .trim();
  return cleaned === '' ? fallback : cleaned;
}

/** The text as a FHIR string, or undefined when nothing is left of it. */
export function optionalFhirString(text: string | null | undefined): string | undefined {
  if (text == null) return undefined;
  const cleaned = fhirString(text, '');
  return cleaned === '' ? undefined : cleaned;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** UTF-8 bytes of the text (a lone surrogate becomes U+FFFD, as TextEncoder does). */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let cp = char.codePointAt(0) ?? 0xfffd;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

/** UTF-8 bytes of the text in base64 (FHIR base64Binary); core has no TextEncoder or btoa. */
export function utf8Base64(text: string): string {
  const bytes = utf8(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += BASE64.charAt((n >> 18) & 63) + BASE64.charAt((n >> 12) & 63);
    out += i + 1 < bytes.length ? BASE64.charAt((n >> 6) & 63) : '=';
    out += i + 2 < bytes.length ? BASE64.charAt(n & 63) : '=';
  }
  return out;
}
