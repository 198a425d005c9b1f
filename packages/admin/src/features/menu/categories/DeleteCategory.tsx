// Deleting a category: asked once more in a dialog, then the API's answer — it keeps a category that still has
// dishes (409: how many), which the dialog says in place of deleting.
import type { StaffCategory } from '@nori/core/contract';
import { Banner, Button, Modal } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../../app/stores';
import { useT } from '../../../i18n/useT';
import { refusalText } from '../menuAccess';
import { paths } from '../../../app/paths';

export const DeleteCategory = observer(function DeleteCategory({
  category,
  name,
}: {
  category: StaffCategory;
  name: string;
}) {
  const { categories } = useStores();
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const refusal = categories.deleteRefusal;
  const remove = async () => {
    if (await categories.remove(category.id)) navigate(paths.categories.href(), { replace: true });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        categories.dismissRefusal();
      }}
      title={t('admin.categories.deleteTitle', { name })}
      description={
        category.products_count > 0
          ? t('admin.categories.deleteHasDishes', { count: category.products_count })
          : t('admin.categories.deleteText')
      }
      trigger={
        <Button variant="secondary" icon="trash">
          {t('admin.categories.delete')}
        </Button>
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('admin.categories.keep')}
          </Button>
          <Button variant="danger" loading={categories.deleting === category.id} onClick={() => void remove()}>
            {t('admin.categories.deleteConfirm')}
          </Button>
        </>
      }
    >
      {refusal && (
        <Banner tone="danger" role="alert" title={t('admin.categories.notDeleted')}>
          {refusalText(t, refusal)}
        </Banner>
      )}
    </Modal>
  );
});
