/**
 * AES-GCM sealing of stored strings with Web Crypto (spec section 9: AES-GCM, a fixed built-in
 * passphrase, a 12-byte random IV).
 *
 * Honesty note — read before relying on this: the passphrase is a constant shipped in the
 * JavaScript bundle, so anyone who has the code (every user of the app, anyone who opens the
 * developer tools) can derive the key and read the data. This obscures data at rest against casual
 * inspection (someone browsing the storage panel, a disk search for a patient's name, a backup
 * tool indexing profile files); it is not protection against an attacker with access to the code
 * or to the running page. See docs/adr/0002-browser-storage.md.
 *
 * Key derivation: HKDF-SHA-256 over the passphrase with a fixed salt and info. PBKDF2's iteration
 * count exists to slow down guessing a low-entropy secret; ours is not secret, so stretching would
 * only cost start-up time without adding protection.
 *
 * Format: `base64(iv) + '.' + base64(ciphertext and 16-byte tag)`. The storage key is bound as
 * additional authenticated data, so a value copied to another key does not decrypt.
 */

/** The fixed built-in passphrase (see the honesty note above: it is not a secret). */
export const BUILT_IN_PASSPHRASE = 'triage-desk/browser-storage/2026';

const SALT = 'triage-desk/local-storage/salt/v1';
const INFO = 'triage-desk/local-storage/aes-gcm-256/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const CHUNK = 0x8000;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Derives the non-extractable AES-GCM-256 key from a passphrase (HKDF-SHA-256). */
export async function deriveStorageKey(passphrase: string, subtle: SubtleCrypto = crypto.subtle): Promise<CryptoKey> {
  const material = await subtle.importKey('raw', encoder.encode(passphrase), 'HKDF', false, ['deriveKey']);
  return subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(SALT), info: encoder.encode(INFO) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

// The browser's own base64 where it has one (Chromium 140, Firefox 133, Safari 18.2): encoding a
// stored protocol by hand was the largest cost of the call's persistence (ADR 0022).
const nativeToBase64 = (Uint8Array.prototype as { toBase64?: (this: Uint8Array) => string }).toBase64;
const nativeFromBase64 = (Uint8Array as { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> }).fromBase64;

/** Encodes bytes as standard base64 (by hand: chunked, so large values do not overflow the call stack). */
function bytesToBase64(bytes: Uint8Array): string {
  if (nativeToBase64) return nativeToBase64.call(bytes);
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

/**
 * Decodes standard base64; throws on malformed input.
 * @internal
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (nativeFromBase64) return nativeFromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Encrypts `plaintext` with a fresh random IV, binding `associatedKey` (the storage key) to it. */
export async function sealString(
  key: CryptoKey,
  plaintext: string,
  associatedKey: string,
  cryptoImpl: Crypto = crypto,
): Promise<string> {
  const iv = cryptoImpl.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = await cryptoImpl.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(associatedKey) },
    key,
    encoder.encode(plaintext),
  );
  return `${bytesToBase64(iv)}.${bytesToBase64(new Uint8Array(ciphertext))}`;
}

/**
 * Decrypts a value produced by {@link sealString} for the same storage key. Throws when the value
 * is malformed, tampered with, sealed for another key or with another passphrase.
 */
export async function openString(
  key: CryptoKey,
  sealed: string,
  associatedKey: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<string> {
  const parts = sealed.split('.');
  if (parts.length !== 2) throw new Error('Malformed stored value: expected iv.ciphertext');
  const [ivText = '', ciphertextText = ''] = parts;
  const iv = base64ToBytes(ivText);
  const ciphertext = base64ToBytes(ciphertextText);
  if (iv.length !== IV_BYTES || ciphertext.length < TAG_BYTES) throw new Error('Malformed stored value: bad sizes');
  const plaintext = await subtle.decrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(associatedKey) },
    key,
    ciphertext,
  );
  return decoder.decode(plaintext);
}
