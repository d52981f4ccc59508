/**
 * The practice options of spec section 3 as the Settings page shows them: each with its label and
 * a one-line explanation of what it changes for the nurses. The keys, the values offered and the
 * value of an option the practice never set come from the contract (`PracticeOptions`). Not shown:
 * multipleProtocols, which the spec lists without an effect and nothing reads (ADR 0035), and
 * enforceSubscriptions, a licensing option only the operator's command line sets (issue 33); like any
 * option the page does not show, it is kept as it is when the page saves.
 */
import {
  CallSummaryButtonIcon,
  CallSummaryMethod,
  CallSummaryVersion,
  CareAdviceMode,
  PracticeOptions,
  type PracticeOptionsSet,
  QuestionChoiceDisplay,
  VideoVisitStrategy,
} from '@triage/contracts';

/** The options the contract names (not the keys it passes through). */
type OptionKey = keyof typeof PracticeOptions.shape;
type KeyOf<V> = { [K in OptionKey]-?: NonNullable<PracticeOptionsSet[K]> extends V ? K : never }[OptionKey];

/** How a select is shown: its label, its one-line explanation and the values offered. */
export interface ChoiceControl {
  label: string;
  help: string;
  choices: readonly { value: string; label: string }[];
}

export interface ChoiceField extends ChoiceControl {
  kind: 'choice';
  key: KeyOf<string>;
}

export interface FlagField {
  kind: 'flag';
  key: KeyOf<boolean>;
  label: string;
  help: string;
}

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
export const NOT_SET = '';

/** The contract's value of each option a practice has not set (an option without a default is absent). */
const DEFAULTS: PracticeOptionsSet = PracticeOptions.parse({});

/** The value a choice shows: the practice's, else the contract's default, else not set. */
export const choiceValue = (options: PracticeOptionsSet, key: ChoiceField['key']): string =>
  options[key] ?? DEFAULTS[key] ?? NOT_SET;

/** Whether a flag is on: the practice's value, else the contract's default, else off. */
export const flagValue = (options: PracticeOptionsSet, key: FlagField['key']): boolean =>
  options[key] ?? DEFAULTS[key] ?? false;

const QUESTION_CHOICE_LABELS: Record<QuestionChoiceDisplay, string> = { onlyYes: 'Only YES', yesAndNo: 'YES and NO' };
const SUMMARY_METHOD_LABELS: Record<CallSummaryMethod, string> = {
  event: 'event (events to the host page)',
  postMessage: 'postMessage (COPY sends the summary to the host page)',
};

export const CHOICE_FIELDS: readonly ChoiceField[] = [
  {
    kind: 'choice',
    key: 'careAdviceMode',
    label: 'Care advice',
    help: 'How much of the care advice the nurse sees: topic titles only (simple), with headings, or every nugget (detailed).',
    choices: choices(CareAdviceMode.options),
  },
  {
    kind: 'choice',
    key: 'questionChoiceDisplay',
    label: 'Question answers',
    help: 'Whether each question shows only a YES button, or YES and NO buttons.',
    choices: QuestionChoiceDisplay.options.map((value) => ({ value, label: QUESTION_CHOICE_LABELS[value] })),
  },
  {
    kind: 'choice',
    key: 'videoVisitStrategy',
    label: 'Video visits',
    help: 'Who decides when a video visit is offered: the nurse, the protocol, or the disposition (not set: never offered).',
    choices: [{ value: NOT_SET, label: 'Not offered' }, ...choices(VideoVisitStrategy.options)],
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
  },
];

export const FLAG_FIELDS: readonly FlagField[] = [
  {
    kind: 'flag',
    key: 'persistCall',
    label: 'Keep the call across a reload',
    help: 'The open call (encrypted in the browser) survives a reload or a crash.',
  },
  {
    kind: 'flag',
    key: 'confirmCopyWithoutPositive',
    label: 'Ask before copying a call with no yes answer',
    help: "COPY first asks 'No Positive Triage Question' (Return to Call or Copy Anyway) when no triage question of the call is answered yes.",
  },
  {
    kind: 'flag',
    key: 'protocolTwoPersonReview',
    label: 'Two-person review of protocol changes',
    help: "Publishing a protocol draft needs a second medical director's approval of that exact draft; its author cannot approve it.",
  },
  {
    kind: 'flag',
    key: 'showDispositionScript',
    label: 'Show disposition scripts',
    help: 'Shows the script to read to the caller under the call disposition.',
  },
  {
    kind: 'flag',
    key: 'disableHandouts',
    label: 'Hide handouts',
    help: 'Removes the Handouts section from the care plan.',
  },
  {
    kind: 'flag',
    key: 'disableTracking',
    label: 'No usage tracking',
    help: 'Stops the app from sending usage events.',
  },
  {
    kind: 'flag',
    key: 'disableAdmin',
    label: 'Hide the Admin menu from nurses',
    help: "Removes Settings, Customization and Reports from the nurses' user menu (the console stays reachable at /admin).",
  },
  {
    kind: 'flag',
    key: 'allowCustomProtocolMetadata',
    label: 'Custom protocol titles and keywords',
    help: 'Lets Customization change protocol titles and search keywords for this practice.',
  },
  {
    kind: 'flag',
    key: 'integrationDisabled',
    label: 'No events to the host page',
    help: 'Turns off event-style posting to an EHR page that embeds the app.',
  },
];

export const SUMMARY_METHODS = [
  { value: NOT_SET, label: 'Not set' },
  ...CallSummaryMethod.options.map((value) => ({ value, label: SUMMARY_METHOD_LABELS[value] })),
];
export const SUMMARY_VERSIONS = [{ value: NOT_SET, label: 'Default' }, ...choices(CallSummaryVersion.options)];
export const SUMMARY_ICONS = [{ value: NOT_SET, label: 'Default' }, ...choices(CallSummaryButtonIcon.options)];
