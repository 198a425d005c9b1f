import { ALLERGENS } from '@nori/core/catalog';
import { allergenIcons, Button, Checkbox, Icon, Modal, ProductBadge, RadioGroup } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { Allergen, ProductTag } from '../../api';
import { allergenMessages } from '../../shared/allergens';
import { useStores } from '../../stores/StoresProvider';
import { PRODUCT_TAGS } from './catalogProduct';
import { EMPTY_QUERY, SORTS, type MenuQuery, type MenuSort } from './menuFilters';
import { allergenFilterMessages, catalogMessages as m } from './messages';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;

  & > * {
    flex: 1;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The tags' checkboxes under one name; styled as the kit's radio group names its options. */
const Tags = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

/** The allergens: two columns where they fit, so fourteen of them do not make the sheet endless. */
const Allergens = styled(Tags)`
  & > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    column-gap: ${({ theme }) => theme.space.md};
  }

  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const AllergenName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const sortLabels: Record<MenuSort | 'default', MessageDescriptor> = {
  default: m.sortDefault,
  'price-asc': m.sortPriceAsc,
  'price-desc': m.sortPriceDesc,
};

export interface FiltersModalProps {
  query: MenuQuery;
  onQueryChange: (next: MenuQuery) => void;
}

/** Tags and price sort (UiStore flag `filters`); the choice reaches the URL on "Show dishes". */
export const FiltersModal = observer(function FiltersModal({ query, onQueryChange }: FiltersModalProps) {
  const intl = useIntl();
  const { ui } = useStores();
  const formId = useId();
  return (
    <Modal
      open={ui.isOpen('filters')}
      onOpenChange={(open) => ui.setOpen('filters', open)}
      title={intl.formatMessage(m.filtersTitle)}
      variant="sheet"
      size="sm"
      footer={
        <Actions>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              onQueryChange({ ...EMPTY_QUERY, q: query.q });
              ui.close('filters');
            }}
          >
            {intl.formatMessage(m.reset)}
          </Button>
          <Button type="submit" form={formId}>
            {intl.formatMessage(m.apply)}
          </Button>
        </Actions>
      }
    >
      <FiltersForm
        id={formId}
        query={query}
        onSubmit={(next) => {
          onQueryChange(next);
          ui.close('filters');
        }}
      />
    </Modal>
  );
});

/** Mounted while the modal is open, so each opening starts from the URL's filters. */
function FiltersForm({ id, query, onSubmit }: { id: string; query: MenuQuery; onSubmit: (next: MenuQuery) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The form owns the tags and the sort only. The search comes from the address bar as it is at this
    // moment: the search box writes it after a pause, and a render's `query` can be older than that.
    const q = new URLSearchParams(window.location.search).get('q') ?? '';
    onSubmit({ ...query, q, tags: draft.tags, without: draft.without, sort: draft.sort });
  };
  const toggleTag = (tag: ProductTag, on: boolean) =>
    setDraft((current) => ({
      ...current,
      tags: on ? [...current.tags, tag] : current.tags.filter((t) => t !== tag),
    }));
  const toggleAllergen = (allergen: Allergen, on: boolean) =>
    setDraft((current) => ({
      ...current,
      without: on ? [...current.without, allergen] : current.without.filter((a) => a !== allergen),
    }));
  const noteId = `${id}-allergens-note`;
  return (
    <Form id={id} onSubmit={submit}>
      <Tags>
        <legend>{intl.formatMessage(m.filtersTags)}</legend>
        {PRODUCT_TAGS.map((tag) => (
          <Checkbox
            key={tag}
            name="tags"
            value={tag}
            checked={draft.tags.includes(tag)}
            onCheckedChange={(on) => toggleTag(tag, on)}
            label={<ProductBadge tag={tag} variant="soft" />}
          />
        ))}
      </Tags>
      <Allergens aria-describedby={noteId}>
        <legend>{intl.formatMessage(allergenFilterMessages.legend)}</legend>
        <div>
          {ALLERGENS.map((allergen) => (
            <Checkbox
              key={allergen}
              name="without"
              value={allergen}
              checked={draft.without.includes(allergen)}
              onCheckedChange={(on) => toggleAllergen(allergen, on)}
              label={
                <AllergenName>
                  <Icon name={allergenIcons[allergen]} size={18} />
                  {intl.formatMessage(allergenMessages[allergen])}
                </AllergenName>
              }
            />
          ))}
        </div>
        <p id={noteId}>{intl.formatMessage(allergenFilterMessages.note)}</p>
      </Allergens>
      <RadioGroup<MenuSort | 'default'>
        label={intl.formatMessage(m.filtersSort)}
        name="sort"
        options={(['default', ...SORTS] as const).map((sort) => ({
          value: sort,
          label: intl.formatMessage(sortLabels[sort]),
        }))}
        value={draft.sort ?? 'default'}
        onValueChange={(sort) => setDraft((current) => ({ ...current, sort: sort === 'default' ? null : sort }))}
      />
    </Form>
  );
}
