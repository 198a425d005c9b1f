export { Icon, type IconProps } from './Icon';
export { IconSprite, iconSpriteSvg } from './IconSprite';
export { IconSpriteProvider, type IconSpriteProviderProps } from './IconSpriteProvider';
export { iconNames, type IconName } from './icons';
