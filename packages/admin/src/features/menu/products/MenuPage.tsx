// /menu — the menu's dishes by category, drafts included: find one by a name in any language, filter by
// category or by published and draft, open one in the editor, or start a new one.
import { Banner, Button, ButtonLink, EmptyState, Inline, PageLayout, Spinner } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../../app/stores';
import { useT } from '../../../i18n/useT';
import { MenuFilters } from './MenuFilters';
import { MenuSection } from './MenuSection';
import { paths } from '../../../app/paths';

export const MenuPage = observer(function MenuPage() {
  const { menuProducts: list, session } = useStores();
  const t = useT();
  const canEdit = session.staff?.role !== 'operator';

  useEffect(() => {
    void list.load();
  }, [list]);

  const sections = list.sections;
  const newHref = paths.product.href('new', list.categoryId);
  return (
    <PageLayout width="wide">
      <Inline gap="md" align="end" justify="space-between">
        <MenuFilters list={list} />
        {canEdit && (
          <ButtonLink as={Link} to={newHref} icon="plus">
            {t('admin.menu.new')}
          </ButtonLink>
        )}
      </Inline>
      {!canEdit && <Banner tone="info">{t('admin.menu.readOnly')}</Banner>}
      {list.problem !== null && (
        <Banner
          tone="danger"
          role="alert"
          title={t('admin.menu.loadFailed')}
          action={
            <Button size="sm" onClick={() => void list.load()}>
              {t('admin.menu.retry')}
            </Button>
          }
        >
          {list.problem || t('admin.problem.offline')}
        </Banner>
      )}
      {!list.loaded && list.loading && <Spinner label={t('admin.menu.loading')} />}
      {list.loaded && sections.length === 0 && <EmptyState role="status" title={t('admin.menu.empty')} />}
      {sections.map(({ category, products }) => (
        <MenuSection key={category.id} list={list} category={category} products={products} canEdit={canEdit} />
      ))}
    </PageLayout>
  );
});
