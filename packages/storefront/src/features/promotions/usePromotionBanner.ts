import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { promotionBanner } from './promotionBanner';

/** A promotion's drawn banner in the current brand's colours (theme roles). */
export function usePromotionBanner() {
  const theme = useTheme();
  return useMemo(() => {
    const colours = {
      background: theme.color.accent.subtle,
      accent: theme.color.accent.solid,
      ink: theme.color.fg.default,
      paper: theme.color.bg.surface,
    };
    return (id: number) => promotionBanner(id, colours);
  }, [theme]);
}
