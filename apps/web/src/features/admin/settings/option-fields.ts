/**
 * The practice options of spec section 3 as the Settings page shows them: each with its label and
 * a one-line explanation of what it changes for the nurses. Not shown: multipleProtocols, which the
 * spec lists without an effect and nothing reads (ADR 0035); like any option the page does not show,
 * it is kept as it is when the page saves.
 */
import { CallSummaryButtonIcon, CallSummaryVersion } from '@triage/contracts';

export interface ChoiceField {
  kind: 'choice';
  key: string;
  label: string;
  help: string;
  choices: readonly { value: string; label: string }[];
  /** The value when the option is not set. */
  fallback: string;
}

export interface FlagField {
  kind: 'flag';
  key: string;
  label: string;
  help: string;
  fallback: boolean;
}

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
export const NOT_SET = '';

export const CHOICE_FIELDS: readonly ChoiceField[] = [
  {
    kind: 'choice',
    key: 'careAdviceMode',
    label: 'Care advice',
    help: 'How much of the care advice the nurse sees: topic titles only (simple), with headings, or every nugget (detailed).',
    choices: choices(['simple', 'headings', 'detailed']),
    fallback: 'simple',
  },
  {
    kind: 'choice',
    key: 'questionChoiceDisplay',
    label: 'Question answers',
    help: 'Whether each question shows only a YES button, or YES and NO buttons.',
    choices: [
      { value: 'onlyYes', label: 'Only YES' },
      { value: 'yesAndNo', label: 'YES and NO' },
    ],
    fallback: 'onlyYes',
  },
  {
    kind: 'choice',
    key: 'videoVisitStrategy',
    label: 'Video visits',
    help: 'Who decides when a video visit is offered: the nurse, the protocol, or the disposition (not set: never offered).',
    choices: [{ value: NOT_SET, label: 'Not offered' }, ...choices(['user', 'protocol', 'disposition'])],
    fallback: NOT_SET,
  },
  {
    kind: 'choice',
    key: 'timeZone',
    label: 'Time zone for reports',
    help: "The practice's local time, in which the reports count calls by hour of the week (not set: UTC).",
    choices: [
      { value: NOT_SET, label: 'UTC (not set)' },
      ...choices(Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')),
    ],
    fallback: NOT_SET,
  },
];

export const FLAG_FIELDS: readonly FlagField[] = [
  {
    kind: 'flag',
    key: 'persistCall',
    label: 'Keep the call across a reload',
    help: 'The open call (encrypted in the browser) survives a reload or a crash.',
    fallback: true,
  },
  {
    kind: 'flag',
    key: 'confirmCopyWithoutPositive',
    label: 'Ask before copying a call with no yes answer',
    help: "COPY first asks 'No Positive Triage Question' (Return to Call or Copy Anyway) when no triage question of the call is answered yes.",
    fallback: false,
  },
  {
    kind: 'flag',
    key: 'showDispositionScript',
    label: 'Show disposition scripts',
    help: 'Shows the script to read to the caller under the call disposition.',
    fallback: false,
  },
  {
    kind: 'flag',
    key: 'disableHandouts',
    label: 'Hide handouts',
    help: 'Removes the Handouts section from the care plan.',
    fallback: false,
  },
  {
    kind: 'flag',
    key: 'disableTracking',
    label: 'No usage tracking',
    help: 'Stops the app from sending usage events.',
    fallback: false,
  },
  {
    kind: 'flag',
    key: 'disableAdmin',
    label: 'Hide the Admin menu from nurses',
    help: "Removes Settings, Customization and Reports from the nurses' user menu (the console stays reachable at /admin).",
    fallback: false,
  },
  {
    kind: 'flag',
    key: 'allowCustomProtocolMetadata',
    label: 'Custom protocol titles and keywords',
    help: 'Lets Customization change protocol titles and search keywords for this practice.',
    fallback: false,
  },
  {
    kind: 'flag',
    key: 'enforceSubscriptions',
    label: 'Enforce subscriptions and seats',
    help: 'Refuses sign-in without an active subscription, and beyond the seats.',
    fallback: false,
  },
  {
    kind: 'flag',
    key: 'integrationDisabled',
    label: 'No events to the host page',
    help: 'Turns off event-style posting to an EHR page that embeds the app.',
    fallback: false,
  },
];

export const SUMMARY_METHODS = [
  { value: NOT_SET, label: 'Not set' },
  { value: 'event', label: 'event (events to the host page)' },
  { value: 'postMessage', label: 'postMessage (COPY sends the summary to the host page)' },
] as const;
export const SUMMARY_VERSIONS = [{ value: NOT_SET, label: 'Default' }, ...choices(CallSummaryVersion.options)];
export const SUMMARY_ICONS = [{ value: NOT_SET, label: 'Default' }, ...choices(CallSummaryButtonIcon.options)];
