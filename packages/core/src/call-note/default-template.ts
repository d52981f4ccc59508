/**
 * The default call-note template: a plain-text note a nurse can paste into a chart. The server
 * seeds it for the demo practices; practices may replace it (docs/call-note.md).
 *
 * Sections, separated by a blank line: the call disposition, its basis and any override; the nurse's free
 * note; each protocol (most acute first) with its disposition, answers, care advice, reasons to
 * call back and video visit; the C-SSRS screening.
 */
import type { CallNoteTemplate } from '@triage/contracts';

const CALL = `Telephone triage note
{{#if ehrPatient}}
EHR patient: {{ehrPatient}}
{{/if}}
{{#if callDisposition}}
Call disposition: {{callDisposition.title}}{{#if override}} (override){{/if}}
{{#if dispositionBasis}}
Disposition basis: {{#if dispositionBasis.isOverride}}override{{#if dispositionBasis.reason}} — {{dispositionBasis.reason}}{{/if}}{{else}}{{dispositionBasis.protocol}}{{#if dispositionBasis.question}} — {{dispositionBasis.question}}{{/if}}{{/if}}
{{/if}}
{{else}}
Call disposition: none selected
{{/if}}
{{#if override}}
Protocol disposition: {{#if protocolsDisposition}}{{protocolsDisposition.title}}{{else}}none selected{{/if}}
Override reason: {{override.reason}}
{{#if override.notes}}
Override notes: {{override.notes}}
{{/if}}
{{/if}}
`;

const FREE_NOTE = `{{#if freeNote}}
Nurse note:
{{freeNote}}
{{/if}}
`;

const PROTOCOL = `Protocol: {{title}}
{{#if practiceVersion}}
Protocol version: practice version {{practiceVersion}}
{{/if}}
Disposition: {{#if disposition}}{{disposition.title}}{{else}}none selected{{/if}}
{{#if positiveQuestions.length}}
Positive triage questions:
{{#each positiveQuestions}}
- {{text}}
{{/each}}
{{#if onlyYesDisclaimer}}
{{onlyYesDisclaimer}}
{{/if}}
{{else}}
Positive triage questions: none
{{/if}}
{{#if showsNegativeQuestions}}
{{#if negativeQuestions.length}}
Negative triage questions:
{{#each negativeQuestions}}
- {{text}}
{{/each}}
{{else}}
Negative triage questions: none
{{/if}}
{{/if}}
{{#if careAdvice.length}}
Care advice given:
{{#each careAdvice}}
- {{title}}
{{#each details}}
  - {{this}}
{{/each}}
{{/each}}
{{/if}}
{{#if otcRecommendations.length}}
Medication recommended:
{{#each otcRecommendations}}
- {{this}}
{{/each}}
{{/if}}
{{#if handoutsSent.length}}
Handouts given:
{{#each handoutsSent}}
- {{this}}
{{/each}}
{{/if}}
{{#if reasonsToCallBack.length}}
Reasons to call back:
{{#each reasonsToCallBack}}
- {{this}}
{{/each}}
{{/if}}
{{#if videoVisit}}
{{videoVisit.text}}
{{/if}}
`;

const COLUMBIA = `{{#if columbia}}
C-SSRS screening result: {{columbia.result}}
{{#each columbia.reasons}}
- {{this}}
{{/each}}
{{#if columbia.bypassReason}}
Screening bypassed: {{columbia.bypassReason}}
{{/if}}
{{#if columbia.answers.length}}
C-SSRS answers:
{{#each columbia.answers}}
- {{text}} {{answer}}
{{/each}}
{{/if}}
{{/if}}
`;

/** The default call-note template (plain text). */
export const DEFAULT_CALL_NOTE_TEMPLATE: CallNoteTemplate = {
  templates: { call: CALL, freeNote: FREE_NOTE, protocol: PROTOCOL, columbia: COLUMBIA },
  layout: {
    type: 'root',
    mimeType: 'text/plain',
    betweenSections: '\n\n',
    layout: [
      { type: 'root', template: 'call' },
      { type: 'root', template: 'freeNote' },
      { type: 'protocols', template: 'protocol', custom: { betweenProtocols: '\n\n' } },
      { type: 'root', template: 'columbia' },
    ],
  },
};
