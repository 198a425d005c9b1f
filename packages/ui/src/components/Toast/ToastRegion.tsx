import type { ReactNode } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Region } from './Toast.styles';

export interface ToastRegionProps {
  /** The toasts to show, stacked from the top down. */
  children?: ReactNode;
  /** A class for the region. */
  className?: string;
}

/**
 * The fixed place at the bottom of the screen where toasts appear: a landmark named by the kit's
 * `toast.region` label, so screen-reader users can jump to notifications. Render one per page.
 */
export function ToastRegion({ children, className }: ToastRegionProps) {
  const t = useKitMessages();
  return (
    <Region role="region" aria-label={t('toast.region')} className={className}>
      {children}
    </Region>
  );
}
