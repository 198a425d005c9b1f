export { Toast, type ToastAction, type ToastProps } from './Toast';
export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export type { ToastTone } from './Toast.styles';
