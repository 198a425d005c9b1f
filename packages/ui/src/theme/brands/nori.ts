import { palette } from '../primitives';
import type { BrandOverrides } from '../theme';

/**
 * Nori: warm and round, with the spec's theme colour #FF4A0B as its accent.
 * #FF4A0B under white text is only 3.4:1, so text on the accent is near-black ink (6.2:1),
 * and accent-coloured text on the page uses the deeper orange 700.
 * `contrast.test.ts` holds every pair of roles to WCAG's minimum.
 */
export const nori: BrandOverrides = {
  name: 'nori',
  color: {
    accent: {
      solid: palette.orange[500],
      solidHover: palette.orange[400],
      // Pressed goes lighter like hover: under ink text a darker orange falls to 4:1.
      solidActive: palette.orange[300],
      onSolid: palette.neutral[900],
      subtle: palette.orange[50],
      text: palette.orange[700],
    },
    border: { focus: palette.orange[700] },
  },
  radius: { sm: '6px', md: '12px', lg: '16px', xl: '24px' },
};
