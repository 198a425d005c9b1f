// The order of a category's dishes in the shop (drafts too, as the API orders them all): moved like the
// categories, each new order saved at once.
import type { StaffProduct } from '@nori/core/contract';
import { Badge, EmptyState, Inline, Panel, SortableList } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../../app/stores';
import { useT } from '../../../i18n/useT';
import { textIn } from '@nori/core/localized';

export const CategoryDishes = observer(function CategoryDishes({
  categoryId,
  editable,
}: {
  categoryId: number;
  editable: boolean;
}) {
  const { categories } = useStores();
  const t = useT();
  const { locale } = useIntl();
  useEffect(() => {
    void categories.loadDishes(categoryId);
  }, [categories, categoryId]);
  const dishes = categories.dishes.get(categoryId);
  const nameOf = (p: StaffProduct) => textIn(p.name, locale, p.slug);
  return (
    <Panel
      heading={t('admin.categories.dishesHeading')}
      headingLevel={3}
      description={t('admin.categories.dishesHint')}
    >
      {dishes?.length === 0 && <EmptyState title={t('admin.categories.noDishes')} />}
      {dishes && dishes.length > 0 && (
        <SortableList
          items={dishes}
          getId={(p) => p.id}
          getLabel={nameOf}
          label={t('admin.categories.dishesHeading')}
          disabled={!editable}
          onReorder={(ids) => void categories.reorderDishes(categoryId, ids.map(Number))}
          renderItem={(p) => (
            <Inline gap="md" rowGap="xs" align="center">
              <span>{nameOf(p)}</span>
              {!p.published && <Badge tone="warning">{t('admin.categories.draft')}</Badge>}
            </Inline>
          )}
        />
      )}
    </Panel>
  );
});
