import { Block, Lines, type SkeletonRadius, type SkeletonVariant } from './Skeleton.styles';

export interface SkeletonProps {
  /** The shape: a line of text, a box (images, buttons) or a circle (avatars). @default 'rect' */
  variant?: SkeletonVariant;
  /** CSS width, or px when a number. @default '100%' (a circle: its height) */
  width?: number | string;
  /** CSS height, or px when a number. @default '1em' for text, 40 for a circle, '100%' for a box */
  height?: number | string;
  /** Corner radius from the theme. @default 'sm' for text, 'md' for a box, 'full' for a circle */
  radius?: SkeletonRadius;
  /** Lines of text to draw; the last is shorter, like a paragraph's. @default 1 */
  lines?: number;
  className?: string;
}

const css = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const defaults: Record<SkeletonVariant, { height: number | string; radius: SkeletonRadius }> = {
  text: { height: '1em', radius: 'sm' },
  rect: { height: '100%', radius: 'md' },
  circle: { height: 40, radius: 'full' },
};

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive technology (the
 * region that loads says so with `aria-busy`); the shimmer stops for people who ask for less motion.
 */
export function Skeleton({ variant = 'rect', width, height, radius, lines = 1, className }: SkeletonProps) {
  const h = css(height ?? defaults[variant].height);
  const w = css(width ?? (variant === 'circle' ? h : '100%'));
  const r = radius ?? defaults[variant].radius;
  if (variant === 'text' && lines > 1) {
    return (
      <Lines aria-hidden="true" className={className} data-skeleton="">
        {Array.from({ length: lines }, (_, index) => (
          <Block key={index} $width={index === lines - 1 ? '60%' : w} $height={h} $radius={r} />
        ))}
      </Lines>
    );
  }
  return <Block aria-hidden="true" className={className} data-skeleton="" $width={w} $height={h} $radius={r} />;
}
