// Deleting a promotion: asked once more in a dialog (it goes at once; unpublishing keeps it for later).
import { Banner, Button, Modal } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../../app/stores';
import { useT } from '../../../i18n/useT';
import { refusalText } from '../menuAccess';
import { paths } from '../../../app/paths';

export const DeletePromotion = observer(function DeletePromotion({ id, title }: { id: number; title: string }) {
  const { promotions } = useStores();
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = async () => {
    if (await promotions.remove(id)) navigate(paths.promotions.href(), { replace: true });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        promotions.dismissRefusal();
      }}
      title={t('admin.promotions.deleteTitle', { title })}
      description={t('admin.promotions.deleteText')}
      trigger={
        <Button variant="secondary" icon="trash">
          {t('admin.promotions.delete')}
        </Button>
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('admin.categories.keep')}
          </Button>
          <Button variant="danger" loading={promotions.deleting === id} onClick={() => void remove()}>
            {t('admin.promotions.deleteConfirm')}
          </Button>
        </>
      }
    >
      {promotions.refusal && (
        <Banner tone="danger" role="alert" title={t('admin.promotions.notDeleted')}>
          {refusalText(t, promotions.refusal)}
        </Banner>
      )}
    </Modal>
  );
});
