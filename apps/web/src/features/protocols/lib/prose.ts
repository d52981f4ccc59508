/** Typography of content HTML (definitions, background, first aid, assessment questions). */
export const CONTENT_PROSE = [
  'text-[0.9375rem] leading-relaxed text-slate-800',
  '[&_p]:mb-2.5 [&_p:last-child]:mb-0',
  '[&_ul]:mb-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mb-2 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_li]:mb-1 [&_li]:pl-0.5',
  '[&_b]:font-semibold [&_strong]:font-semibold [&_b]:text-slate-900 [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_.example]:text-slate-500 [&_.example]:italic',
].join(' ');

/** A section heading inside a protocol panel. */
export const PANEL_HEADING = 'mb-2 text-sm font-bold tracking-wide text-slate-500 uppercase';
