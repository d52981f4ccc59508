/** Patient handouts of the protocols' care advice (issue 36, ADR 0046). */
export { addHandoutSent, type Handout, handoutOf } from './handout.ts';
