export { TermsOfUseDialog } from './components/terms-of-use-dialog.tsx';
export { TERMS_LAST_MODIFIED, TERMS_OF_USE } from './terms-of-use.ts';
