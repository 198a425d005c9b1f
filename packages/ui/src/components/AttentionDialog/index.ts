export { AttentionDialog, AttentionMessage, type AttentionDialogProps } from './AttentionDialog';
