export { Icon, type IconProps } from './Icon';
export { IconSprite } from './IconSprite';
export { iconNames, type IconName } from './icons';
