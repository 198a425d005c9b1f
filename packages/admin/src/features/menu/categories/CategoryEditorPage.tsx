// /menu/categories/new and /menu/categories/{id}: a category's names, address, drawing and photo, saved with
// one button (busy while on its way, "Saved" after); an existing one also orders its dishes and can be deleted.
import { Banner, Button, ButtonLink, EmptyState, Panel, Spinner } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useStores } from '../../../app/stores';
import { useT } from '../../../i18n/useT';
import { canEditMenu, refusalText } from '../menuAccess';
import { Head, Muted, Page } from './CategoriesPage';
import { CategoryDishes } from './CategoryDishes';
import { CategoryForm } from './CategoryForm';
import { DeleteCategory } from './DeleteCategory';
import { paths } from '../../../app/paths';
import { textIn } from '@nori/core/localized';

export const CategoryEditorPage = observer(function CategoryEditorPage() {
  const stores = useStores();
  const { id } = useParams();
  const t = useT();
  const { locale } = useIntl();
  const navigate = useNavigate();
  const [editor] = useState(() => stores.newCategoryEditor());
  const editable = canEditMenu(stores.session.staff?.role);
  const categoryId = id === 'new' ? null : Number(id);

  useEffect(() => {
    // A new category's first save moves to its address; the editor already holds it.
    if (categoryId !== null && editor.category?.id === categoryId) return;
    void editor.load(categoryId);
  }, [editor, categoryId]);

  const save = async () => {
    const saved = await editor.save();
    if (!saved) return;
    stores.categories.saved(saved);
    if (categoryId === null) navigate(paths.category.href(saved.id), { replace: true });
  };

  const category = editor.category;
  const name = category ? textIn(category.name, locale, category.slug) : '';
  const fieldErrors = Object.keys(editor.errors).length;
  return (
    <Page>
      <Head>
        <ButtonLink as={Link} to={paths.categories.href()} variant="ghost" icon="arrow-left">
          {t('admin.categories.back')}
        </ButtonLink>
        {category && editable && <DeleteCategory category={category} name={name} />}
      </Head>
      {editor.state === 'loading' && <Spinner label={t('admin.categories.loading')} />}
      {editor.state === 'notFound' && <EmptyState title={t('admin.categories.notFound')} />}
      {editor.state === 'failed' && editor.refusal && (
        <Banner tone="danger" role="alert" title={t('admin.categories.loadFailed')}>
          {refusalText(t, editor.refusal)}
        </Banner>
      )}
      {editor.state === 'ready' && (
        <>
          <Panel heading={category ? name : t('admin.categories.newTitle')}>
            {!editable && <p>{t('admin.menuArea.readOnly')}</p>}
            <CategoryForm editor={editor} disabled={!editable} />
            {fieldErrors > 0 && (
              <Banner tone="danger" role="alert" title={t('admin.categories.invalid', { count: fieldErrors })}>
                {t('admin.categories.invalidHint')}
              </Banner>
            )}
            {editor.refusal && (
              <Banner tone="danger" role="alert" title={t('admin.categories.notSaved')}>
                {refusalText(t, editor.refusal)}
              </Banner>
            )}
            {editable && (
              <Head>
                <Button onClick={() => void save()} loading={editor.saving} disabled={editor.photo.uploading}>
                  {category ? t('admin.categories.save') : t('admin.categories.create')}
                </Button>
                <Muted role="status">{editor.saved ? t('admin.categories.saved') : ''}</Muted>
              </Head>
            )}
          </Panel>
          {stores.categories.refusal && (
            <Banner tone="danger" role="alert" title={t('admin.categories.orderNotSaved')}>
              {refusalText(t, stores.categories.refusal)}
            </Banner>
          )}
          {category && <CategoryDishes categoryId={category.id} editable={editable} />}
        </>
      )}
    </Page>
  );
});
