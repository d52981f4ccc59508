/** Text rendering: assessment questions, disposition scripts, reasons, nuggets, references, first aid. */
export { contentText } from './content-text.ts';
export {
  DISPOSITION_SCRIPT_TAGS,
  dispositionScriptHtml,
  dispositionScriptText,
} from './disposition-script.ts';
export { escapeHtml } from './escape-html.ts';
export { firstAidHtml, hasFirstAid } from './first-aid.ts';
export { decodeHtmlEntities } from './html-entities.ts';
export {
  initialAssessmentHtml,
  parseInitialAssessment,
} from './initial-assessment.ts';
export { nuggetText, plainFractions } from './nugget.ts';
export { hasFirstAidReason, isFirstAidReason, parseReason, type ReasonPart } from './reason.ts';
export {
  cleanReferenceText,
  findWebAddress,
  pubMedUrl,
  referenceLink,
  referenceView,
} from './references.ts';
export { subTabLabelMaxWidth } from './sub-tab.ts';
export { titleCase } from './title-case.ts';
