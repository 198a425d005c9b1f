import { interFaces, interFallback, loraFaces, loraFallback } from '../fonts';
import { fontStacks, palette } from '../primitives';
import type { BrandOverrides } from '../theme';

/**
 * Wasabi: a second brand to prove that a brand is one file. Paper and ink instead of white and
 * grey, a deep green accent, square corners and flat panels, a serif for headings and upper-case buttons.
 */
export const wasabi: BrandOverrides = {
  name: 'wasabi',
  color: {
    bg: {
      canvas: palette.paper[50],
      surface: palette.white,
      subtle: palette.paper[100],
      inverse: palette.ink[900],
      backdrop: 'rgba(29, 27, 22, 0.6)',
    },
    fg: { default: palette.ink[900], muted: palette.ink[500], subtle: palette.ink[500] },
    border: {
      default: palette.paper[200],
      strong: palette.ink[500],
      control: palette.paper[400],
      focus: palette.green[700],
    },
    accent: {
      solid: palette.green[600],
      solidHover: palette.green[700],
      solidActive: palette.green[800],
      onSolid: palette.white,
      subtle: palette.green[50],
      text: palette.green[700],
    },
  },
  radius: { sm: '0', md: '2px', lg: '2px', xl: '4px' },
  // Paper panels: square corners and no shadow until a panel floats over others.
  surface: { radius: 'none', elevation: { raised: 'none', floating: 'lg' } },
  font: {
    family: { heading: fontStacks.lora },
    faces: { web: [...interFaces, ...loraFaces], fallback: [interFallback, loraFallback] },
    buttonTransform: 'uppercase',
  },
  shadow: {
    sm: 'none',
    md: '0 0 0 1px rgba(29, 27, 22, 0.12)',
    lg: '0 0 0 1px rgba(29, 27, 22, 0.16), 0 8px 16px rgba(29, 27, 22, 0.08)',
  },
};
