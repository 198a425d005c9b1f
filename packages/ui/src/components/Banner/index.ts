export { Banner, type BannerProps } from './Banner';
export type { BannerLayout, BannerTone } from './Banner.styles';
