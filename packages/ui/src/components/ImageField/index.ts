export { ImageField, type ImageFieldProps } from './ImageField';
