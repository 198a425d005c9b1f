// The menu's categories in the order the shop shows them: moved by dragging a row's grip, from the keyboard
// (Space, arrows, Space) or with the up and down buttons, each new order saved at once. Each row opens the
// category's editor (names, photo, and the order of its dishes). Operators see the order but cannot move it.
import type { StaffCategory } from '@nori/core/contract';
import { Badge, Banner, ButtonLink, EmptyState, Inline, PageLayout, SortableList, Text } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '../../../app/stores';
import { useT } from '../../../i18n/useT';
import { canEditMenu, refusalText } from '../menuAccess';
import { paths } from '../../../app/paths';
import { textIn } from '@nori/core/localized';

/** A row's name, opening its editor: the theme's link colour, underlined only on hover and focus. */
export const NameLink = styled(Link)`
  color: ${({ theme }) => theme.color.accent.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

export const CategoriesPage = observer(function CategoriesPage() {
  const { categories, session } = useStores();
  const t = useT();
  const { locale } = useIntl();
  const editable = canEditMenu(session.staff?.role);

  useEffect(() => {
    void categories.load();
  }, [categories]);

  const nameOf = (c: StaffCategory) => textIn(c.name, locale, c.slug);
  return (
    <PageLayout width="narrow">
      <Inline gap="md" align="center" justify="space-between">
        <p>{editable ? t('admin.categories.hint') : t('admin.menuArea.readOnly')}</p>
        {editable && (
          <ButtonLink as={Link} to={paths.category.href('new')} icon="plus">
            {t('admin.categories.new')}
          </ButtonLink>
        )}
      </Inline>
      {categories.refusal && (
        <Banner tone="danger" role="alert" title={t('admin.categories.orderNotSaved')}>
          {refusalText(t, categories.refusal)}
        </Banner>
      )}
      {categories.loaded && categories.categories.length === 0 && <EmptyState title={t('admin.categories.empty')} />}
      <SortableList
        items={categories.categories}
        getId={(c) => c.id}
        getLabel={nameOf}
        label={t('admin.categories.listLabel')}
        disabled={!editable}
        onReorder={(ids) => void categories.reorder(ids.map(Number))}
        renderItem={(c) => (
          <Inline gap="md" rowGap="xs" align="center">
            <NameLink to={paths.category.href(c.id)}>{nameOf(c)}</NameLink>
            <Text tone="muted" size="sm">
              {t('admin.categories.dishCount', { count: c.products_count })}
            </Text>
            {c.image && <Badge tone="neutral">{t('admin.categories.hasPhoto')}</Badge>}
          </Inline>
        )}
      />
    </PageLayout>
  );
});
