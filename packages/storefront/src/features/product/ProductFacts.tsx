import { kilojoules } from '@nori/core/catalog';
import { AllergenList, NutritionTable, type NutritionRow } from '@nori/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../api';
import { allergenItems } from '../../shared/allergens';
import { energyValue, factsMessages as m, gramsValue, nutritionTitle } from './messages';

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

const Nutrition = styled.section`
  max-width: 360px;
`;

/**
 * What the dish is made of, as the restaurant declares it: its allergens by name (EU law wants them
 * named before purchase) and its nutrition per 100 g (100 ml for drinks and soups) when given. No
 * allergens listed is said as exactly that; no nutrition given shows no table.
 */
export function ProductFacts({ product }: { product: Pick<Product, 'allergens' | 'nutrition' | 'weight_unit'> }) {
  const intl = useIntl();
  const allergensId = useId();
  const nutritionId = useId();
  const { nutrition } = product;
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const grams = (value: number) => intl.formatMessage(gramsValue, { value: number(value) });
  const rows: NutritionRow[] = nutrition
    ? [
        {
          id: 'energy',
          label: intl.formatMessage(m.energy),
          value: intl.formatMessage(energyValue, {
            kj: number(kilojoules(nutrition.energy_kcal)),
            kcal: number(nutrition.energy_kcal),
          }),
        },
        { id: 'fat', label: intl.formatMessage(m.fat), value: grams(nutrition.fat) },
        { id: 'carbohydrates', label: intl.formatMessage(m.carbohydrates), value: grams(nutrition.carbohydrates) },
        { id: 'protein', label: intl.formatMessage(m.protein), value: grams(nutrition.protein) },
      ]
    : [];
  const title = intl.formatMessage(nutritionTitle, { unit: product.weight_unit === 'ml' ? 'ml' : 'g' });
  return (
    <Facts>
      <section aria-labelledby={allergensId}>
        <h2 id={allergensId}>{intl.formatMessage(m.allergens)}</h2>
        <AllergenList
          aria-labelledby={allergensId}
          allergens={allergenItems(intl, product.allergens)}
          empty={intl.formatMessage(m.noAllergens)}
        />
      </section>
      {nutrition && (
        <Nutrition aria-labelledby={nutritionId}>
          <h2 id={nutritionId}>{title}</h2>
          <NutritionTable caption={title} captionHidden rows={rows} />
        </Nutrition>
      )}
    </Facts>
  );
}
