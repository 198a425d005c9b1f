// The menu list's search (a name in any language, or the address), category and published-or-draft filters.
import { Inline, SegmentedControl, Select, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/useT';
import type { MenuProductsStore, PublishedFilter } from '../../../stores/MenuProductsStore';

const FILTERS: PublishedFilter[] = ['all', 'published', 'draft'];

export const MenuFilters = observer(function MenuFilters({ list }: { list: MenuProductsStore }) {
  const t = useT();
  return (
    <Inline gap="md" align="end" role="search">
      <TextField
        label={t('admin.menu.search')}
        type="search"
        value={list.query}
        onChange={(event) => list.setQuery(event.target.value)}
      />
      <Select
        label={t('admin.menu.category')}
        value={list.categoryId ?? ''}
        options={[
          { value: '', label: t('admin.menu.allCategories') },
          ...list.categories.map((c) => ({ value: c.id, label: list.categoryName(c) })),
        ]}
        onValueChange={(value) => list.setCategory(value ? Number(value) : null)}
      />
      <SegmentedControl
        label={t('admin.menu.show')}
        value={list.publishedFilter}
        options={FILTERS.map((value) => ({
          value,
          label:
            value === 'draft'
              ? t('admin.menu.filter.draft', { count: list.draftCount })
              : t(`admin.menu.filter.${value}`),
        }))}
        onValueChange={(value) => list.setPublishedFilter(value)}
      />
    </Inline>
  );
});
