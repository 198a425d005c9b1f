export { Modal, type ModalProps } from './Modal';
export type { ModalSize, ModalVariant } from './Modal.styles';
