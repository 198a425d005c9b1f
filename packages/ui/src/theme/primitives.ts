/**
 * Primitive tokens: raw palette and scales. Only files inside `theme/` may import this module;
 * components read the semantic roles of `theme.ts` so that a brand can re-map them.
 */
export const palette = {
  white: '#FFFFFF',
  black: '#000000',
  neutral: {
    25: '#FCFCFD',
    50: '#F7F7F8',
    100: '#EFEFF1',
    200: '#E2E2E6',
    300: '#C9C9D0',
    400: '#9D9DA8',
    450: '#8A8A96',
    500: '#6F6F7B',
    600: '#55555F',
    700: '#3E3E46',
    800: '#27272D',
    900: '#16161A',
  },
  orange: {
    50: '#FFF3ED',
    100: '#FFE2D4',
    200: '#FFC2A6',
    300: '#FF9868',
    400: '#FF6E36',
    500: '#FF4A0B',
    600: '#DB3B04',
    700: '#B22F03',
    800: '#852302',
    900: '#4D1401',
  },
  green: {
    50: '#EFF7EE',
    100: '#D7ECD4',
    200: '#B0D8AA',
    300: '#80BE77',
    400: '#549F49',
    500: '#3B822F',
    600: '#2E6A24',
    700: '#23531C',
    800: '#193C14',
    900: '#0E220B',
  },
  paper: {
    50: '#FBF8F1',
    100: '#F4EEDF',
    200: '#E7DDC4',
    300: '#D3C39F',
    400: '#8A8470',
  },
  ink: {
    500: '#5A5648',
    700: '#36332A',
    900: '#1D1B16',
  },
  red: { 50: '#FDEDEC', 500: '#D92D20', 600: '#B42318', 700: '#912018' },
  emerald: { 50: '#ECFDF3', 500: '#12B76A', 600: '#039855', 700: '#027A48' },
  amber: { 50: '#FFFAEB', 500: '#F79009', 700: '#B54708' },
  blue: { 50: '#EFF8FF', 500: '#2E90FA', 600: '#1570EF', 700: '#175CD3' },
} as const;

/** A 4 px spacing scale. */
export const spaceScale = {
  0: '0',
  0.5: '2px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radiusScale = {
  none: '0',
  xs: '2px',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  xxl: '24px',
  full: '9999px',
} as const;

export const fontSizeScale = {
  12: '0.75rem',
  14: '0.875rem',
  16: '1rem',
  18: '1.125rem',
  20: '1.25rem',
  24: '1.5rem',
  30: '1.875rem',
  36: '2.25rem',
} as const;

export const fontStacks = {
  // Each web font is followed by its metric-matched local fallback (fonts.ts), so the swap moves nothing.
  inter: "Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  lora: "Lora, 'Lora Fallback', Georgia, 'Times New Roman', serif",
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;
