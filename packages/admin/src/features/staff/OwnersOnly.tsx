// What a manager or operator sees on an owner's screen reached by its address: said in words, not a blank.
import { EmptyState } from '@nori/ui';
import { useT } from '../../i18n/useT';

export function OwnersOnly() {
  const t = useT();
  return (
    <EmptyState
      icon="user"
      headingLevel={2}
      title={t('admin.staff.forbidden')}
      description={t('admin.staff.forbidden.hint')}
    />
  );
}
