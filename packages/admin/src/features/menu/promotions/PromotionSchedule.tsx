// When a promotion shows (the first and last day, or no end), its address, its photo and whether it is
// published: the fields beside the texts.
import { CATALOG_LIMITS } from '@nori/core/catalog';
import { DatePicker, FormRow, fromIsoDate, Switch, TextField, toIsoDate } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/useT';
import type { PromotionEditorStore } from '../../../stores/PromotionEditorStore';
import { refusalText } from '../menuAccess';
import { EditorPhoto } from '../EditorPhoto';

export const PromotionSchedule = observer(function PromotionSchedule({
  editor,
  disabled,
}: {
  editor: PromotionEditorStore;
  disabled: boolean;
}) {
  const t = useT();
  const { form, errors, photo } = editor;
  return (
    <>
      <FormRow columns={2}>
        <DatePicker
          label={t('admin.promotions.startsAt')}
          value={fromIsoDate(form.starts_at)}
          required
          disabled={disabled}
          error={errors.starts_at}
          onValueChange={(date) => editor.edit((f) => (f.starts_at = date ? toIsoDate(date) : ''))}
          fullWidth
        />
        <DatePicker
          label={t('admin.promotions.endsAt')}
          hint={t('admin.promotions.endsAtHint')}
          value={form.ends_at ? fromIsoDate(form.ends_at) : null}
          min={fromIsoDate(form.starts_at) ?? undefined}
          disabled={disabled}
          error={errors.ends_at}
          onValueChange={(date) => editor.edit((f) => (f.ends_at = date ? toIsoDate(date) : null))}
          fullWidth
        />
        <TextField
          label={t('admin.categories.slug')}
          hint={t('admin.promotions.slugHint')}
          value={form.slug}
          maxLength={CATALOG_LIMITS.slug}
          disabled={disabled}
          error={errors.slug}
          onChange={(event) => editor.edit((f) => (f.slug = event.target.value))}
          fullWidth
        />
        <Switch
          label={t('admin.promotions.publish')}
          description={t('admin.promotions.publishHint')}
          checked={form.published}
          disabled={disabled}
          onCheckedChange={(checked) => editor.edit((f) => (f.published = checked))}
        />
      </FormRow>
      <EditorPhoto
        editor={editor}
        label={t('admin.promotions.photo')}
        hint={t('admin.promotions.photoHint')}
        uploadingText={t('admin.categories.uploading')}
        error={photo.problem !== null ? refusalText(t, { status: 422, message: photo.problem }) : errors.image}
        disabled={disabled}
      />
    </>
  );
});
