/** Text rendering: assessment questions, disposition scripts, reasons, nuggets, references, first aid. */
export {
  DISPOSITION_SCRIPT_TAGS,
  dispositionScriptHtml,
} from './disposition-script.ts';
export { escapeHtml } from './escape-html.ts';
export { firstAidHtml, hasFirstAid } from './first-aid.ts';
export { decodeHtmlEntities, NAMED_ENTITIES } from './html-entities.ts';
export {
  type AssessmentBullet,
  type AssessmentQuestion,
  initialAssessmentHtml,
  parseInitialAssessment,
} from './initial-assessment.ts';
export { nuggetText, plainFractions } from './nugget.ts';
export { hasFirstAidReason, isFirstAidReason, parseReason, type ReasonLabel, type ReasonPart } from './reason.ts';
export {
  cleanReferenceText,
  findWebAddress,
  PUBMED_LABEL,
  pubMedUrl,
  type ReferenceLink,
  type ReferenceView,
  referenceLink,
  referenceView,
  WEB_LABEL,
} from './references.ts';
export { subTabLabelMaxWidth } from './sub-tab.ts';
export { titleCase } from './title-case.ts';
