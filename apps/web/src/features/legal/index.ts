export { TermsOfUseDialog } from './components/terms-of-use-dialog.tsx';
