export { Surface, type SurfaceElement, type SurfaceProps } from './Surface';
export { Panel, type PanelHeadingLevel, type PanelProps } from './Panel';
export type { SurfaceElevation, SurfacePadding } from './Surface.styles';
