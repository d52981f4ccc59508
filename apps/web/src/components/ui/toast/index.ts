export { SELECT_PROTOCOL_FIRST, selectProtocolFirstToast, toast } from './toast-store.ts';
export { Toaster } from './toaster.tsx';
