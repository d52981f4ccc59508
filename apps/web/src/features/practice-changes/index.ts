export { followPracticeChanges } from './practice-follower.ts';
export { PracticeNote } from './protocol-notes.tsx';
