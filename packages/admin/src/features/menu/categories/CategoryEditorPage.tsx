// /menu/categories/new and /menu/categories/{id}: a category's names, address, drawing and photo, saved with
// one button (busy while on its way, "Saved" after); an existing one also orders its dishes and can be deleted.
// Leaving with changes not saved asks first.
import { Banner, ButtonLink, EmptyState, PageHeader, PageLayout, Panel, Spinner } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useStores } from '../../../app/stores';
import { useT } from '../../../i18n/useT';
import { EditorSaveBar, type EditorSaveWords } from '../EditorSaveBar';
import { LeaveGuard } from '../LeaveGuard';
import { canEditMenu, refusalText } from '../menuAccess';
import { CategoryDishes } from './CategoryDishes';
import { CategoryForm } from './CategoryForm';
import { DeleteCategory } from './DeleteCategory';
import { paths } from '../../../app/paths';
import { textIn } from '@nori/core/localized';

const WORDS: EditorSaveWords = {
  save: 'admin.categories.save',
  create: 'admin.categories.create',
  saved: 'admin.categories.saved',
  invalid: 'admin.categories.invalid',
  invalidHint: 'admin.categories.invalidHint',
  notSaved: 'admin.categories.notSaved',
};

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
  const back = (
    <ButtonLink as={Link} to={paths.categories.href()} variant="ghost" icon="arrow-left">
      {t('admin.categories.back')}
    </ButtonLink>
  );
  return (
    <PageLayout width="narrow">
      {editor.state !== 'ready' && <div>{back}</div>}
      {editor.state === 'loading' && <Spinner label={t('admin.categories.loading')} />}
      {editor.state === 'notFound' && <EmptyState title={t('admin.categories.notFound')} />}
      {editor.state === 'failed' && editor.refusal && (
        <Banner tone="danger" role="alert" title={t('admin.categories.loadFailed')}>
          {refusalText(t, editor.refusal)}
        </Banner>
      )}
      {editor.state === 'ready' && (
        <>
          <PageHeader
            headingLevel={2}
            back={back}
            title={category ? name : t('admin.categories.newTitle')}
            description={editable ? undefined : t('admin.menuArea.readOnly')}
            actions={category && editable ? <DeleteCategory category={category} name={name} /> : undefined}
          />
          <Panel>
            <CategoryForm editor={editor} disabled={!editable} />
            {editable && (
              <EditorSaveBar
                editor={editor}
                words={WORDS}
                onSave={() => void save()}
                uploading={editor.photo.uploading}
                problem={editor.refusal && refusalText(t, editor.refusal)}
              />
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
      <LeaveGuard unsaved={() => editor.dirty} textId="admin.categories.leaveText" />
    </PageLayout>
  );
});
