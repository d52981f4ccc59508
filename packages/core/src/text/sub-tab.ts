/** Sub-tab label width (spec section 9). */

/**
 * The maximum width in pixels of a sub-tab label: 100 under 12 characters, 120 from 12, 140 from
 * 14, 160 from 16.
 */
export function subTabLabelMaxWidth(label: string): number {
  const length = [...label].length;
  if (length >= 16) return 160;
  if (length >= 14) return 140;
  if (length >= 12) return 120;
  return 100;
}
