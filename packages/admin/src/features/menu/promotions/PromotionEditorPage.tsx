// /menu/promotions/new and /menu/promotions/{id}: texts in four languages, the days it shows, a photo, the
// dishes it is about, published or not. A save over someone else's newer one is refused (409): everything
// typed stays, and one button carries it over onto their version before saving again. Leaving with changes
// not saved asks first.
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
import { DeletePromotion } from './DeletePromotion';
import { PromotionDishes } from './PromotionDishes';
import { PromotionSchedule } from './PromotionSchedule';
import { PromotionTexts } from './PromotionTexts';
import { paths } from '../../../app/paths';
import { textIn } from '@nori/core/localized';

const WORDS: EditorSaveWords = {
  save: 'admin.promotions.save',
  create: 'admin.promotions.create',
  saved: 'admin.categories.saved',
  unsaved: 'admin.promotions.unsaved',
  invalid: 'admin.categories.invalid',
  invalidHint: 'admin.categories.invalidHint',
  notSaved: 'admin.categories.notSaved',
  conflict: {
    title: 'admin.promotions.conflictTitle',
    text: 'admin.promotions.conflictText',
    reload: 'admin.promotions.conflictReload',
  },
};

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
  const overlapping = editor.overlapping.map((part) => t(`admin.promotions.part.${part.split('.')[0]}`));
  const back = (
    <ButtonLink as={Link} to={paths.promotions.href()} variant="ghost" icon="arrow-left">
      {t('admin.promotions.back')}
    </ButtonLink>
  );
  return (
    <PageLayout width="narrow">
      {editor.state !== 'ready' && <div>{back}</div>}
      {editor.state === 'loading' && <Spinner label={t('admin.categories.loading')} />}
      {editor.state === 'notFound' && <EmptyState title={t('admin.promotions.notFound')} />}
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
            title={promotion ? title : t('admin.promotions.newTitle')}
            description={editable ? undefined : t('admin.menuArea.readOnly')}
            actions={promotion && editable ? <DeletePromotion id={promotion.id} title={title} /> : undefined}
          />
          <Panel>
            <PromotionTexts editor={editor} disabled={!editable} />
            <PromotionSchedule editor={editor} disabled={!editable} />
          </Panel>
          <Panel heading={t('admin.promotions.dishesHeading')} headingLevel={3}>
            <PromotionDishes editor={editor} disabled={!editable} />
          </Panel>
          {editable && (
            <EditorSaveBar
              editor={editor}
              words={WORDS}
              onSave={() => void save()}
              uploading={editor.photo.uploading}
              problem={editor.refusal && !editor.conflict ? refusalText(t, editor.refusal) : null}
            >
              {overlapping.length > 0 && (
                <Banner tone="info" role="status" title={t('admin.promotions.overlapTitle')}>
                  {t('admin.promotions.overlapText', { parts: [...new Set(overlapping)].join(', ') })}
                </Banner>
              )}
            </EditorSaveBar>
          )}
        </>
      )}
      <LeaveGuard unsaved={() => editor.dirty} textId="admin.promotions.leaveText" />
    </PageLayout>
  );
});
