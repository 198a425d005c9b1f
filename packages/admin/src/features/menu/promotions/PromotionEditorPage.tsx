// /menu/promotions/new and /menu/promotions/{id}: texts in four languages, the days it shows, a photo, the
// dishes it is about, published or not. A save over someone else's newer one is refused (409): everything
// typed stays, and one button carries it over onto their version before saving again.
import { Banner, Button, ButtonLink, EmptyState, Panel, Spinner } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useStores } from '../../../app/stores';
import { useT } from '../../../i18n/useT';
import { Head, Muted, Page } from '../categories/CategoriesPage';
import { canEditMenu, refusalText } from '../menuAccess';
import { DeletePromotion } from './DeletePromotion';
import { PromotionDishes } from './PromotionDishes';
import { PromotionSchedule } from './PromotionSchedule';
import { PromotionTexts } from './PromotionTexts';
import { paths } from '../../../app/paths';
import { textIn } from '@nori/core/localized';

export const PromotionEditorPage = observer(function PromotionEditorPage() {
  const stores = useStores();
  const { id } = useParams();
  const t = useT();
  const { locale } = useIntl();
  const navigate = useNavigate();
  const [editor] = useState(() => stores.newPromotionEditor());
  const editable = canEditMenu(stores.session.staff?.role);
  const promotionId = id === 'new' ? null : Number(id);

  useEffect(() => {
    if (promotionId !== null && editor.promotion?.id === promotionId) return;
    void editor.load(promotionId);
  }, [editor, promotionId]);

  const save = async () => {
    const saved = await editor.save();
    if (!saved) return;
    stores.promotions.saved(saved);
    if (promotionId === null) navigate(paths.promotion.href(saved.id), { replace: true });
  };

  const promotion = editor.promotion;
  const title = promotion ? textIn(promotion.title, locale, promotion.slug) : '';
  const fieldErrors = Object.keys(editor.errors).length;
  const overlapping = editor.overlapping.map((part) => t(`admin.promotions.part.${part.split('.')[0]}`));
  return (
    <Page>
      <Head>
        <ButtonLink as={Link} to={paths.promotions.href()} variant="ghost" icon="arrow-left">
          {t('admin.promotions.back')}
        </ButtonLink>
        {promotion && editable && <DeletePromotion id={promotion.id} title={title} />}
      </Head>
      {editor.state === 'loading' && <Spinner label={t('admin.categories.loading')} />}
      {editor.state === 'notFound' && <EmptyState title={t('admin.promotions.notFound')} />}
      {editor.state === 'failed' && editor.refusal && (
        <Banner tone="danger" role="alert" title={t('admin.categories.loadFailed')}>
          {refusalText(t, editor.refusal)}
        </Banner>
      )}
      {editor.state === 'ready' && (
        <>
          {!editable && <p>{t('admin.menuArea.readOnly')}</p>}
          <Panel heading={promotion ? title : t('admin.promotions.newTitle')}>
            <PromotionTexts editor={editor} disabled={!editable} />
            <PromotionSchedule editor={editor} disabled={!editable} />
          </Panel>
          <Panel heading={t('admin.promotions.dishesHeading')}>
            <PromotionDishes editor={editor} disabled={!editable} />
          </Panel>
          {editor.conflict && (
            <Banner
              tone="warning"
              role="alert"
              title={t('admin.promotions.conflictTitle')}
              action={
                <Button size="sm" onClick={() => void editor.reloadKeepingChanges()}>
                  {t('admin.promotions.conflictReload')}
                </Button>
              }
            >
              {t('admin.promotions.conflictText')}
            </Banner>
          )}
          {overlapping.length > 0 && (
            <Banner tone="info" role="status" title={t('admin.promotions.overlapTitle')}>
              {t('admin.promotions.overlapText', { parts: [...new Set(overlapping)].join(', ') })}
            </Banner>
          )}
          {fieldErrors > 0 && (
            <Banner tone="danger" role="alert" title={t('admin.categories.invalid', { count: fieldErrors })}>
              {t('admin.categories.invalidHint')}
            </Banner>
          )}
          {editor.refusal && !editor.conflict && (
            <Banner tone="danger" role="alert" title={t('admin.categories.notSaved')}>
              {refusalText(t, editor.refusal)}
            </Banner>
          )}
          {editable && (
            <Head>
              <Button
                onClick={() => void save()}
                loading={editor.saving}
                disabled={editor.conflict || editor.photo.uploading}
              >
                {promotion ? t('admin.promotions.save') : t('admin.promotions.create')}
              </Button>
              <Muted role="status">
                {editor.saved ? t('admin.categories.saved') : editor.dirty ? t('admin.promotions.unsaved') : ''}
              </Muted>
            </Head>
          )}
        </>
      )}
    </Page>
  );
});
