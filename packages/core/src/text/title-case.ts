/** Title case for labels ('PAIN SEVERITY' -> 'Pain Severity'). */

/**
 * Title-cases a label: lower case with the first letter of each word in upper case; words start
 * after a space, hyphen, slash or opening parenthesis ('R/O' stays 'R/O', 'PRE-EXISTING' becomes
 * 'Pre-Existing').
 */
export function titleCase(label: string): string {
  return label.toLowerCase().replace(/(^|[\s\-/(])(\p{L})/gu, (_match, before: string, letter: string) => {
    return `${before}${letter.toUpperCase()}`;
  });
}
