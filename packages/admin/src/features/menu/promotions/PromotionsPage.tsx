// The promotions in the order the shop shows them, moved like the categories (grip, keyboard, buttons), each
// new order saved at once; each opens its editor. Operators see them but cannot move or change them.
import type { StaffPromotion } from '@nori/core/contract';
import { Badge, Banner, ButtonLink, EmptyState, fromIsoDate, Inline, PageLayout, SortableList, Text } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useStores } from '../../../app/stores';
import { useT } from '../../../i18n/useT';
import { NameLink } from '../categories/CategoriesPage';
import { canEditMenu, refusalText } from '../menuAccess';
import { paths } from '../../../app/paths';
import { textIn } from '@nori/core/localized';

/** "10 Dec 2026 – 31 Dec 2026", or "from 10 Dec 2026" for one with no end. */
export function usePeriod() {
  const intl = useIntl();
  const t = useT();
  const day = (iso: string) => {
    const date = fromIsoDate(iso);
    return date ? intl.formatDate(date, { day: 'numeric', month: 'short', year: 'numeric' }) : iso;
  };
  return (p: Pick<StaffPromotion, 'starts_at' | 'ends_at'>) =>
    p.ends_at
      ? t('admin.promotions.period', { from: day(p.starts_at), to: day(p.ends_at) })
      : t('admin.promotions.from', { from: day(p.starts_at) });
}

export const PromotionsPage = observer(function PromotionsPage() {
  const { promotions, session } = useStores();
  const t = useT();
  const { locale } = useIntl();
  const period = usePeriod();
  const editable = canEditMenu(session.staff?.role);

  useEffect(() => {
    void promotions.load();
  }, [promotions]);

  const titleOf = (p: StaffPromotion) => textIn(p.title, locale, p.slug);
  return (
    <PageLayout width="narrow">
      <Inline gap="md" align="center" justify="space-between">
        <p>{editable ? t('admin.promotions.hint') : t('admin.menuArea.readOnly')}</p>
        {editable && (
          <ButtonLink as={Link} to={paths.promotion.href('new')} icon="plus">
            {t('admin.promotions.new')}
          </ButtonLink>
        )}
      </Inline>
      {promotions.refusal && (
        <Banner tone="danger" role="alert" title={t('admin.promotions.orderNotSaved')}>
          {refusalText(t, promotions.refusal)}
        </Banner>
      )}
      {promotions.loaded && promotions.promotions.length === 0 && <EmptyState title={t('admin.promotions.empty')} />}
      <SortableList
        items={promotions.promotions}
        getId={(p) => p.id}
        getLabel={titleOf}
        label={t('admin.promotions.listLabel')}
        disabled={!editable}
        onReorder={(ids) => void promotions.reorder(ids.map(Number))}
        renderItem={(p) => (
          <Inline gap="md" rowGap="xs" align="center">
            <NameLink to={paths.promotion.href(p.id)}>{titleOf(p)}</NameLink>
            <Text tone="muted" size="sm">
              {period(p)}
            </Text>
            <Badge tone={p.published ? 'success' : 'warning'}>
              {p.published ? t('admin.promotions.published') : t('admin.promotions.draft')}
            </Badge>
          </Inline>
        )}
      />
    </PageLayout>
  );
});
