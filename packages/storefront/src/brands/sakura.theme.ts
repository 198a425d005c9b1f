import { interFaces, interFallback, type BrandOverrides } from '@nori/ui';

/**
 * Sakura: the shop's example of a brand kept in the app, not in the kit. A deep cherry accent under white
 * text, cool grey pages and pill-round corners; Inter throughout. `BRAND_THEME=sakura` renders the shop in
 * it. Copy this file to start a brand: `<name>.theme.ts`, a partial theme merged over the kit's base.
 */
const brand: BrandOverrides = {
  name: 'sakura',
  color: {
    bg: { canvas: '#FAF7F8', subtle: '#F3ECEF' },
    accent: {
      solid: '#B0184F',
      solidHover: '#951343',
      solidActive: '#7A0F37',
      onSolid: '#FFFFFF',
      subtle: '#FCEAF1',
      text: '#A3164A',
    },
    border: { focus: '#B0184F' },
  },
  radius: { sm: '8px', md: '16px', lg: '20px', xl: '28px' },
  font: { faces: { web: interFaces, fallback: [interFallback] } },
};

export default brand;
