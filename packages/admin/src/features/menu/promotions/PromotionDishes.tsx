// The dishes a promotion is about: found by a name in any language (or the address), ticked on or off; the
// ticked ones come first, in the order they were ticked (the shop's order).
import { Checkbox, Text, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import type { PromotionEditorStore } from '../../../stores/PromotionEditorStore';

const Found = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  max-height: 24rem;
  overflow-y: auto;
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** How many dishes the list shows at once: a search narrows it. */
const SHOWN = 60;

export const PromotionDishes = observer(function PromotionDishes({
  editor,
  disabled,
}: {
  editor: PromotionEditorStore;
  disabled: boolean;
}) {
  const t = useT();
  const linked = new Set(editor.form.product_ids);
  const found = editor.foundDishes;
  return (
    <Group>
      <Legend>{t('admin.promotions.dishes', { count: linked.size })}</Legend>
      <TextField
        label={t('admin.promotions.dishSearch')}
        type="search"
        value={editor.dishQuery}
        onChange={(event) => editor.setDishQuery(event.target.value)}
      />
      <p role="status">{t('admin.promotions.dishesFound', { count: found.length })}</p>
      <Found>
        {found.slice(0, Math.max(SHOWN, linked.size)).map((dish) => (
          <li key={dish.id}>
            <Checkbox
              label={editor.dishName(dish)}
              description={dish.published ? undefined : t('admin.promotions.draftDish')}
              checked={linked.has(dish.id)}
              disabled={disabled}
              onCheckedChange={(checked) => editor.setLinked(dish.id, checked === true)}
            />
          </li>
        ))}
      </Found>
      {editor.errors.product_ids && (
        <Text as="p" tone="danger" role="alert">
          {editor.errors.product_ids}
        </Text>
      )}
    </Group>
  );
});
