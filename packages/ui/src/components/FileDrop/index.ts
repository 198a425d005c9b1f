export { FileDrop, type FileDropProps } from './FileDrop';
export { ImageInput, type ImageInputProps } from './ImageInput';
export type { FileProblem } from './fileChecks';
