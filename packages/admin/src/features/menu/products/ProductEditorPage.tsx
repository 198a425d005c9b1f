// /menu/products/new and /menu/products/:id — the dish editor. Owners and managers change the menu; an
// operator is told so plainly instead of meeting a form the API would refuse. A new dish's first save moves
// to its own address, with the same editor (nothing reloads, nothing typed is lost).
import { Banner, Button, ButtonLink, EmptyState, PageLayout, Spinner } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useStores } from '../../../app/stores';
import { useT } from '../../../i18n/useT';
import { ProductEditorForm } from './ProductEditorForm';
import { paths } from '../../../app/paths';

export const ProductEditorPage = observer(function ProductEditorPage() {
  const stores = useStores();
  const { id: param } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const [editor] = useState(() => stores.newProductEditor());
  const id = param === 'new' ? null : Number(param);
  const startIn = Number(search.get('category')) || null;
  const canEdit = stores.session.staff?.role !== 'operator';

  useEffect(() => {
    if (!canEdit || Number.isNaN(id)) return;
    // Just created here: the editor already holds it.
    if (id !== null && editor.product?.id === id) return;
    void editor.load(id, startIn);
  }, [editor, id, startIn, canEdit]);

  const back = (
    <ButtonLink as={Link} to={paths.menu.href()} variant="secondary">
      {t('admin.menu.editor.back')}
    </ButtonLink>
  );
  if (!canEdit)
    return (
      <PageLayout width="wide">
        <EmptyState
          icon="info"
          title={t('admin.menu.editor.forbiddenTitle')}
          description={t('admin.menu.editor.forbiddenText')}
          action={back}
        />
      </PageLayout>
    );
  if (Number.isNaN(id) || editor.state === 'notFound')
    return (
      <PageLayout width="wide">
        <EmptyState title={t('admin.menu.editor.notFound')} action={back} />
      </PageLayout>
    );
  if (editor.state === 'failed')
    return (
      <PageLayout width="wide">
        <Banner
          tone="danger"
          role="alert"
          title={t('admin.menu.loadFailed')}
          action={
            <Button size="sm" onClick={() => void editor.load(id, startIn)}>
              {t('admin.menu.retry')}
            </Button>
          }
        >
          {editor.problem || t('admin.problem.offline')}
        </Banner>
      </PageLayout>
    );
  if (editor.state === 'loading')
    return (
      <PageLayout width="wide" aria-busy="true">
        <Spinner label={t('admin.menu.loading')} />
      </PageLayout>
    );

  const product = editor.product;
  const title = product ? stores.menuProducts.nameOf(product) : null;
  const save = async () => {
    const wasNew = editor.isNew;
    if (!(await editor.save()) || !editor.product) return;
    stores.menuProducts.put(editor.product);
    if (wasNew) void navigate(paths.product.href(editor.product.id), { replace: true });
  };
  return <ProductEditorForm editor={editor} title={title} onSave={() => void save()} />;
});
