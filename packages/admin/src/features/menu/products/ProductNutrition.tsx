// Nutrition per 100 g (or 100 ml): energy and the three macronutrients, one decimal. All four empty is no
// table in the shop; some of them only is refused before saving, as the shop cannot show half a table.
import { CATALOG_LIMITS } from '@nori/core/catalog';
import { NumberField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/useT';
import type { ProductEditorStore } from '../../../stores/ProductEditorStore';
import { NUTRIENTS } from '../../../stores/productForm';
import { useFieldErrors } from './fieldErrors';
import { Choices, Group, GroupError, Legend } from './layout';

export const ProductNutrition = observer(function ProductNutrition({ editor }: { editor: ProductEditorStore }) {
  const t = useT();
  const errorOf = useFieldErrors(editor);
  const { form } = editor;
  const perUnit = form.weight_unit === 'ml' ? 'ml' : 'g';
  return (
    <Group aria-describedby="product-nutrition-hint">
      <Legend>{t('admin.menu.editor.nutrition', { unit: perUnit })}</Legend>
      <p id="product-nutrition-hint">{t('admin.menu.editor.nutritionHint')}</p>
      <Choices>
        {NUTRIENTS.map((nutrient) => (
          <NumberField
            key={nutrient}
            label={t(`admin.menu.nutrient.${nutrient}`)}
            suffix={nutrient === 'energy_kcal' ? 'kcal' : t('admin.menu.unit.g')}
            step={0.1}
            min={0}
            max={CATALOG_LIMITS.nutrition[nutrient]}
            value={form.nutrition[nutrient]}
            // The API names the nutrient it refuses; a half-filled table is the form's own finding.
            error={errorOf(`nutrition.${nutrient}`)}
            onValueChange={(value) => editor.edit((f) => (f.nutrition[nutrient] = value))}
          />
        ))}
      </Choices>
      {editor.errors.nutrition !== undefined && <GroupError role="alert">{errorOf('nutrition')}</GroupError>}
    </Group>
  );
});
