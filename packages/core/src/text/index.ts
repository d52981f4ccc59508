/** Text rendering: assessment questions, disposition scripts, reasons, nuggets, references, first aid. */
export { contentText } from './content-text.ts';
export { dispositionScriptHtml, dispositionScriptText } from './disposition-script.ts';
export { escapeHtml } from './escape-html.ts';
export { firstAidHtml, hasFirstAid } from './first-aid.ts';
export { decodeHtmlEntities } from './html-entities.ts';
export { initialAssessmentHtml, parseInitialAssessment } from './initial-assessment.ts';
export { nuggetText } from './nugget.ts';
export { isFirstAidReason, parseReason, type ReasonPart } from './reason.ts';
export { referenceView } from './references.ts';
export { subTabLabelMaxWidth } from './sub-tab.ts';
