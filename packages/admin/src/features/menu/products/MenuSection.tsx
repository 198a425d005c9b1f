// One category of the menu list: its dishes as a table (a card per dish on a phone) — name, published or
// draft, price and weight. The name opens the editor, for those who may change the menu.
import type { StaffCategory, StaffProduct } from '@nori/core/contract';
import { Badge, Panel, Price, Table, type TableColumn } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import type { MenuProductsStore } from '../../../stores/MenuProductsStore';
import { paths } from '../../../app/paths';

export interface MenuSectionProps {
  list: MenuProductsStore;
  category: StaffCategory;
  products: StaffProduct[];
  /** Names link to the editor (owners and managers). */
  canEdit: boolean;
}

export const MenuSection = observer(function MenuSection({ list, category, products, canEdit }: MenuSectionProps) {
  const t = useT();
  const columns: TableColumn<StaffProduct>[] = [
    {
      key: 'name',
      header: t('admin.menu.column.name'),
      rowHeader: true,
      cell: (p) => (canEdit ? <Link to={paths.product.href(p.id)}>{list.nameOf(p)}</Link> : list.nameOf(p)),
    },
    {
      key: 'status',
      header: t('admin.menu.column.status'),
      cell: (p) => (
        <Badge tone={p.published ? 'success' : 'neutral'}>
          {t(p.published ? 'admin.menu.published' : 'admin.menu.draft')}
        </Badge>
      ),
      width: '9rem',
    },
    {
      key: 'price',
      header: t('admin.menu.column.price'),
      align: 'end',
      cell: (p) => <Price amount={p.price} oldAmount={p.old_price ?? undefined} size="sm" />,
      width: '9rem',
    },
    {
      key: 'weight',
      header: t('admin.menu.column.weight'),
      align: 'end',
      cell: (p) => t(`admin.menu.weight.${p.weight_unit}`, { value: p.weight }),
      width: '7rem',
    },
  ];
  const name = list.categoryName(category);
  return (
    <Panel heading={name} headingLevel={2}>
      <Table columns={columns} rows={products} rowKey={(p) => p.id} caption={name} captionHidden stickyHeader={false} />
    </Panel>
  );
});
