export { followPracticeChanges } from './practice-follower.ts';
