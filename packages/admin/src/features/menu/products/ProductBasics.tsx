// The dish's address, category, prices, weight and whether the shop shows it. A changed slug keeps the old
// address answering with a 301 (the API keeps a redirect), which the field says, listing the earlier ones.
import { CATALOG_LIMITS, WEIGHT_UNITS, type WeightUnit } from '@nori/core/catalog';
import { FormRow, MoneyField, NumberField, Select, Switch, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n/useT';
import type { ProductEditorStore } from '../../../stores/ProductEditorStore';
import { useFieldErrors } from './fieldErrors';
import { toBani } from '@nori/core/money';
import { textIn } from '@nori/core/localized';

const { price, weight } = CATALOG_LIMITS;

export const ProductBasics = observer(function ProductBasics({ editor }: { editor: ProductEditorStore }) {
  const t = useT();
  const intl = useIntl();
  const errorOf = useFieldErrors(editor);
  const { form, product } = editor;
  const oldSlugs = product?.old_slugs ?? [];
  return (
    <>
      <Switch
        label={t('admin.menu.editor.published')}
        description={t('admin.menu.editor.publishedHint')}
        checked={form.published}
        onCheckedChange={(checked) => editor.edit((f) => (f.published = checked))}
      />
      <Select
        label={t('admin.menu.editor.category')}
        value={form.category_id ?? ''}
        placeholder={t('admin.menu.editor.chooseCategory')}
        required
        error={errorOf('category_id')}
        options={editor.categories.map((c) => ({
          value: c.id,
          label: textIn(c.name, intl.locale),
        }))}
        onValueChange={(value) => editor.edit((f) => (f.category_id = value ? Number(value) : null))}
        fullWidth
      />
      <TextField
        label={t('admin.menu.editor.slug')}
        hint={
          oldSlugs.length
            ? t('admin.menu.editor.slugHintOld', { slugs: oldSlugs.join(', ') })
            : t('admin.menu.editor.slugHint')
        }
        value={form.slug}
        maxLength={CATALOG_LIMITS.slug}
        spellCheck={false}
        autoCapitalize="none"
        error={errorOf('slug')}
        onChange={(event) => editor.edit((f) => (f.slug = event.target.value))}
        fullWidth
      />
      <FormRow>
        <MoneyField
          label={t('admin.menu.editor.price')}
          required
          value={form.price}
          min={toBani(price.min)}
          max={toBani(price.max)}
          error={errorOf('price')}
          onValueChange={(value) => editor.edit((f) => (f.price = value))}
          fullWidth
        />
        <MoneyField
          label={t('admin.menu.editor.oldPrice')}
          hint={t('admin.menu.editor.oldPriceHint')}
          necessityIndicator="label"
          value={form.old_price}
          min={0}
          max={toBani(price.max)}
          error={errorOf('old_price')}
          onValueChange={(value) => editor.edit((f) => (f.old_price = value))}
          fullWidth
        />
      </FormRow>
      <FormRow>
        <NumberField
          label={t('admin.menu.editor.weight')}
          required
          value={form.weight}
          min={weight.min}
          max={weight.max}
          error={errorOf('weight')}
          onValueChange={(value) => editor.edit((f) => (f.weight = value))}
          fullWidth
        />
        <Select
          label={t('admin.menu.editor.unit')}
          value={form.weight_unit}
          error={errorOf('weight_unit')}
          options={WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`admin.menu.unit.${unit}`) }))}
          onValueChange={(value) => editor.edit((f) => (f.weight_unit = value as WeightUnit))}
          fullWidth
        />
      </FormRow>
    </>
  );
});
