/**
 * The app's start, its last stage (`main.tsx`): the providers, the router and the pages the first
 * load holds are evaluated when this chunk loads; `main.tsx` then renders them.
 */
export { Providers } from './providers.tsx';
export { createRouter } from './router.tsx';
