import { interFaces, interFallback, type ThemeFontFaces } from './fonts';
import { fontSizeScale, fontStacks, palette, radiusScale, spaceScale } from './primitives';

/**
 * The semantic theme: roles, not colours. Components read only these roles
 * (`theme.color.fg.muted`, `theme.color.accent.solid`, `theme.space.md` …), so a brand
 * re-maps the roles in one file and every component follows.
 */
export interface Theme {
  /** The brand's id, shown in Storybook's toolbar. */
  name: string;
  color: {
    bg: {
      /** The page behind everything. */
      canvas: string;
      /** Cards, inputs, overlays. */
      surface: string;
      /** Quiet fills: hover rows, skeletons, steppers. */
      subtle: string;
      /** Dark surfaces such as toasts. */
      inverse: string;
      /** The dimmed layer behind modals and drawers. */
      backdrop: string;
    };
    fg: {
      default: string;
      /** Secondary text; meets 4.5:1 on canvas and surface. */
      muted: string;
      /** Placeholders and disabled text. */
      subtle: string;
      /** Text on `bg.inverse`. */
      inverse: string;
    };
    border: {
      /** Dividers and card outlines: decoration, no contrast requirement. */
      default: string;
      strong: string;
      /** The outline of a field the person must find (WCAG 1.4.11: at least 3:1 on surfaces). */
      control: string;
      /** The keyboard focus ring. */
      focus: string;
    };
    accent: {
      /** The brand colour as a fill (buttons, badges). */
      solid: string;
      solidHover: string;
      solidActive: string;
      /** Text and icons placed on `accent.solid`. */
      onSolid: string;
      /** A pale tint of the accent for selected rows and soft buttons. */
      subtle: string;
      /** Accent-coloured text on canvas (links, prices); meets 4.5:1. */
      text: string;
    };
    danger: { solid: string; onSolid: string; subtle: string; text: string };
    success: { solid: string; onSolid: string; subtle: string; text: string };
    warning: { solid: string; onSolid: string; subtle: string; text: string };
    info: { solid: string; onSolid: string; subtle: string; text: string };
  };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    xxxl: string;
  };
  radius: {
    none: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    /** Pills and round buttons. */
    full: string;
  };
  font: {
    family: { body: string; heading: string; mono: string };
    /** The self-hosted web fonts the families name, and their metric-matched fallbacks: a brand brings its own. */
    faces: ThemeFontFaces;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
    weight: { regular: number; medium: number; bold: number };
    lineHeight: { tight: number; normal: number };
    /** Letter-case of button labels: some brands shout. */
    buttonTransform: 'none' | 'uppercase';
  };
  shadow: { sm: string; md: string; lg: string; overlay: string };
  zIndex: {
    sticky: number;
    /**
     * Every modal overlay (`Modal`, `Drawer`) shares one layer: among them the one opened last is on top,
     * because each is portalled to the end of `<body>` when it opens. Separate layers per kind would put a
     * drawer opened from a modal under that modal.
     */
    overlay: number;
    popover: number;
    toast: number;
  };
  /** Overlay sizes, so a brand can make its dialogs and drawers wider or narrower. */
  overlay: {
    /** A `Modal`'s width on desktop per `size`; on a phone it is as wide as the screen allows. */
    modal: { sm: string; md: string; lg: string };
    /** A side `Drawer`'s width from 769 px per `size`; below that it takes the full width. */
    drawer: { sm: string; md: string; lg: string };
  };
  /**
   * Bordered panels (`Surface`, `Panel`, and the app's cards built on them). Each entry names a role
   * above rather than a value, so a brand's colours, radii and shadows flow into its panels, and a brand
   * that wants other panels changes the names here.
   */
  surface: {
    /** The fill: a `color.bg` role. */
    background: keyof Theme['color']['bg'];
    /** The outline: a `color.border` role, or `none` for panels told apart by their fill or shadow. */
    border: keyof Theme['color']['border'] | 'none';
    /** Corner rounding: a `radius` step. */
    radius: keyof Theme['radius'];
    /** Inner padding per `padding` prop: `space` steps. */
    padding: { sm: keyof Theme['space']; md: keyof Theme['space']; lg: keyof Theme['space'] };
    /** The space between a panel's header and its content, and between its content's blocks: a `space` step. */
    gap: keyof Theme['space'];
    /** The shadow per `elevation` prop: `shadow` steps or `none`. */
    elevation: {
      flat: keyof Theme['shadow'] | 'none';
      raised: keyof Theme['shadow'] | 'none';
      floating: keyof Theme['shadow'] | 'none';
    };
  };
  motion: {
    duration: { fast: string; normal: string; slow: string; ripple: string };
    easing: { standard: string; emphasized: string };
  };
  /** Control heights for buttons and fields. */
  size: { control: { sm: string; md: string; lg: string } };
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A brand is a partial theme merged over the base. */
export type BrandOverrides = DeepPartial<Theme> & { name: string };

export const baseTheme: Theme = {
  name: 'base',
  color: {
    bg: {
      canvas: palette.neutral[25],
      surface: palette.white,
      subtle: palette.neutral[100],
      inverse: palette.neutral[900],
      backdrop: 'rgba(22, 22, 26, 0.56)',
    },
    fg: {
      default: palette.neutral[900],
      muted: palette.neutral[600],
      subtle: palette.neutral[500],
      inverse: palette.white,
    },
    border: {
      default: palette.neutral[200],
      strong: palette.neutral[400],
      control: palette.neutral[450],
      focus: palette.blue[600],
    },
    accent: {
      solid: palette.blue[600],
      solidHover: palette.blue[700],
      solidActive: palette.blue[700],
      onSolid: palette.white,
      subtle: palette.blue[50],
      text: palette.blue[700],
    },
    danger: { solid: palette.red[600], onSolid: palette.white, subtle: palette.red[50], text: palette.red[700] },
    success: {
      solid: palette.emerald[700],
      onSolid: palette.white,
      subtle: palette.emerald[50],
      text: palette.emerald[700],
    },
    warning: {
      solid: palette.amber[500],
      onSolid: palette.neutral[900],
      subtle: palette.amber[50],
      text: palette.amber[700],
    },
    info: { solid: palette.blue[600], onSolid: palette.white, subtle: palette.blue[50], text: palette.blue[700] },
  },
  space: {
    none: spaceScale[0],
    xxs: spaceScale[0.5],
    xs: spaceScale[1],
    sm: spaceScale[2],
    md: spaceScale[3],
    lg: spaceScale[4],
    xl: spaceScale[6],
    xxl: spaceScale[8],
    xxxl: spaceScale[12],
  },
  radius: {
    none: radiusScale.none,
    sm: radiusScale.sm,
    md: radiusScale.md,
    lg: radiusScale.lg,
    xl: radiusScale.xl,
    full: radiusScale.full,
  },
  font: {
    family: { body: fontStacks.inter, heading: fontStacks.inter, mono: fontStacks.mono },
    faces: { web: interFaces, fallback: [interFallback] },
    size: {
      xs: fontSizeScale[12],
      sm: fontSizeScale[14],
      md: fontSizeScale[16],
      lg: fontSizeScale[18],
      xl: fontSizeScale[20],
      xxl: fontSizeScale[24],
      display: fontSizeScale[30],
    },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
    buttonTransform: 'none',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.12)',
    overlay: '0 24px 48px rgba(16, 24, 40, 0.24)',
  },
  zIndex: { sticky: 100, overlay: 500, popover: 600, toast: 700 },
  overlay: {
    modal: { sm: '400px', md: '560px', lg: '800px' },
    drawer: { sm: '320px', md: '400px', lg: '560px' },
  },
  surface: {
    background: 'surface',
    border: 'default',
    radius: 'lg',
    padding: { sm: 'md', md: 'lg', lg: 'xl' },
    gap: 'md',
    elevation: { flat: 'none', raised: 'sm', floating: 'lg' },
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms', ripple: '400ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
  size: { control: { sm: '36px', md: '44px', lg: '52px' } },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge<T>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return base;
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return result as T;
}

/** Builds a full theme from a brand's overrides, merged over `baseTheme`. */
export function createTheme(overrides: BrandOverrides, base: Theme = baseTheme): Theme {
  return deepMerge(base, overrides);
}
