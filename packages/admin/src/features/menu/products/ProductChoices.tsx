// What the shop says about the dish: its tags, the extras it offers (in the order of the extras' list) and
// the 14 allergens EU law asks a distance seller to name (Regulation 1169/2011, Annex II), in the UI's
// language, with the kit's allergen icons.
import { ALLERGENS, PRODUCT_TAGS } from '@nori/core/catalog';
import { Checkbox, Fieldset, formatPrice, Icon, type IconName } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n/useT';
import type { ProductEditorStore } from '../../../stores/ProductEditorStore';
import { useFieldErrors } from './fieldErrors';
import { textIn } from '@nori/core/localized';

/** The list with `item` in or out, keeping `order`'s order. */
function toggled<T>(list: readonly T[], item: T, on: boolean, order: readonly T[]): T[] {
  const next = new Set(list);
  if (on) next.add(item);
  else next.delete(item);
  return order.filter((x) => next.has(x));
}

export const ProductChoices = observer(function ProductChoices({ editor }: { editor: ProductEditorStore }) {
  const t = useT();
  const intl = useIntl();
  const errorOf = useFieldErrors(editor);
  const { form, modifiers } = editor;
  const modifierOrder = modifiers.map((m) => m.id);
  // Extras the dish offers that the list no longer has (archived) stay in, after the listed ones.
  const keptOrder = [...modifierOrder, ...form.modifier_ids.filter((id) => !modifierOrder.includes(id))];
  return (
    <>
      <Fieldset label={t('admin.menu.editor.tags')} layout="grid" error={errorOf('tags')}>
        {PRODUCT_TAGS.map((tag) => (
          <Checkbox
            key={tag}
            label={t(`admin.menu.tag.${tag}`)}
            checked={form.tags.includes(tag)}
            onCheckedChange={(on) => editor.edit((f) => (f.tags = toggled(f.tags, tag, on, PRODUCT_TAGS)))}
          />
        ))}
      </Fieldset>
      <Fieldset
        label={t('admin.menu.editor.modifiers')}
        description={modifiers.length === 0 ? t('admin.menu.editor.noModifiers') : undefined}
        layout="grid"
        error={errorOf('modifier_ids')}
      >
        {modifiers.map((modifier) => (
          <Checkbox
            key={modifier.id}
            label={textIn(modifier.name, intl.locale)}
            description={`+${formatPrice(modifier.price, intl.locale)}`}
            checked={form.modifier_ids.includes(modifier.id)}
            onCheckedChange={(on) =>
              editor.edit((f) => (f.modifier_ids = toggled(f.modifier_ids, modifier.id, on, keptOrder)))
            }
          />
        ))}
      </Fieldset>
      <Fieldset label={t('admin.menu.editor.allergens')} layout="grid" error={errorOf('allergens')}>
        {ALLERGENS.map((code) => (
          <Checkbox
            key={code}
            label={
              <>
                <Icon name={`allergen-${code}` as IconName} size={16} /> {t(`admin.menu.allergen.${code}`)}
              </>
            }
            checked={form.allergens.includes(code)}
            onCheckedChange={(on) => editor.edit((f) => (f.allergens = toggled(f.allergens, code, on, ALLERGENS)))}
          />
        ))}
      </Fieldset>
    </>
  );
});
