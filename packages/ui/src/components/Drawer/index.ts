export { Drawer, type DrawerProps } from './Drawer';
export type { DrawerSide } from './Drawer.styles';
