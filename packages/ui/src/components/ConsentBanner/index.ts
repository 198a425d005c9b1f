export {
  ConsentBanner,
  type ConsentBannerCategory,
  type ConsentBannerProps,
  type ConsentBannerView,
} from './ConsentBanner';
