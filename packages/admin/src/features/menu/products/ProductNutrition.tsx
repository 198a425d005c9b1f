// Nutrition per 100 g (or 100 ml): energy and the three macronutrients, one decimal. All four empty is no
// table in the shop; some of them only is refused before saving, as the shop cannot show half a table.
import { CATALOG_LIMITS } from '@nori/core/catalog';
import { Fieldset, NumberField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/useT';
import type { ProductEditorStore } from '../../../stores/ProductEditorStore';
import { NUTRIENTS } from '../../../stores/productForm';
import { useFieldErrors } from './fieldErrors';

export const ProductNutrition = observer(function ProductNutrition({ editor }: { editor: ProductEditorStore }) {
  const t = useT();
  const errorOf = useFieldErrors(editor);
  const { form } = editor;
  const perUnit = form.weight_unit === 'ml' ? 'ml' : 'g';
  return (
    <Fieldset
      label={t('admin.menu.editor.nutrition', { unit: perUnit })}
      description={t('admin.menu.editor.nutritionHint')}
      layout="grid"
      minColumnWidth="10rem"
      // A half-filled table is the form's own finding; the API names the nutrient it refuses at its field.
      error={editor.errors.nutrition === undefined ? undefined : errorOf('nutrition')}
    >
      {NUTRIENTS.map((nutrient) => (
        <NumberField
          key={nutrient}
          label={t(`admin.menu.nutrient.${nutrient}`)}
          suffix={nutrient === 'energy_kcal' ? 'kcal' : t('admin.menu.unit.g')}
          step={0.1}
          min={0}
          max={CATALOG_LIMITS.nutrition[nutrient]}
          value={form.nutrition[nutrient]}
          error={errorOf(`nutrition.${nutrient}`)}
          onValueChange={(value) => editor.edit((f) => (f.nutrition[nutrient] = value))}
        />
      ))}
    </Fieldset>
  );
});
