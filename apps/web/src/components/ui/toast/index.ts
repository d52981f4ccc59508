export {
  clearToasts,
  dismissToast,
  SELECT_PROTOCOL_FIRST,
  selectProtocolFirstToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
  toast,
  useToastStore,
} from './toast-store.ts';
export { Toaster } from './toaster.tsx';
