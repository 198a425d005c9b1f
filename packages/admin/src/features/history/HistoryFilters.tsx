// The search's fields: the days (a range, the last week at first), the state, the restaurant (when there is
// more than one), a part of the shopper's phone and the order number. Days, state and restaurant search at
// once; the typed fields on Enter or "Search". What is typed stays while the other filters change.
import { ORDER_STATES } from '@nori/core/orderLifecycle';
import { Button, DatePicker, Inline, Select, Stack, TextField, type DateRangeValue } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { defaultFilters, type HistoryFilters as Filters, type OrderHistoryStore } from '../../stores/OrderHistoryStore';
import { dateOfDay, dayOfDate } from './orderFormat';
import { textIn } from '@nori/core/localized';
import { SEARCH_DAY_RANGE } from '@nori/core/time';

/**
 * The fields side by side as room allows, their labels on one line: columns of at least 220 px that keep
 * their width when there are fewer fields than columns (`auto-fill`, where the kit's FormRow stretches them).
 */
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

export interface HistoryFiltersProps {
  history: OrderHistoryStore;
  /** Search with these filters (the address changes, so Back returns here). */
  onSearch: (filters: Filters) => void;
}

export const HistoryFilters = observer(function HistoryFilters({ history, onSearch }: HistoryFiltersProps) {
  const t = useT();
  const intl = useIntl();
  const { draft, fieldErrors } = history;
  // The calendar's range while only its start is picked; the search waits for the end.
  const [range, setRange] = useState<DateRangeValue | null>({ from: dateOfDay(draft.from), to: dateOfDay(draft.to) });
  useEffect(() => setRange({ from: dateOfDay(draft.from), to: dateOfDay(draft.to) }), [draft.from, draft.to]);

  const searchWith = (patch: Partial<Filters>) => {
    history.setDraft(patch);
    onSearch(history.draft);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(history.draft);
  };

  return (
    <Stack as="form" gap="md" onSubmit={submit} role="search" aria-label={t('admin.history.filters')}>
      <Fields>
        <DatePicker
          mode="range"
          fullWidth
          label={t('admin.history.days')}
          value={range}
          min={dateOfDay(SEARCH_DAY_RANGE.min)}
          max={new Date()}
          error={fieldErrors.from ?? fieldErrors.to}
          onValueChange={(value) => {
            setRange(value);
            if (value === null) {
              const { from, to } = defaultFilters();
              searchWith({ from, to });
            } else if (value.to) searchWith({ from: dayOfDate(value.from), to: dayOfDate(value.to) });
          }}
        />
        <Select
          label={t('admin.history.state')}
          fullWidth
          value={draft.status}
          error={fieldErrors.status}
          options={[
            { value: 'all', label: t('admin.history.state.all') },
            ...ORDER_STATES.map((state) => ({ value: state, label: t(`admin.history.state.${state}`) })),
          ]}
          onValueChange={(value) => searchWith({ status: value as Filters['status'] })}
        />
        {history.restaurants.length > 1 && (
          <Select
            label={t('admin.history.restaurant')}
            fullWidth
            value={draft.restaurantId === null ? '' : String(draft.restaurantId)}
            error={fieldErrors.restaurant_id}
            options={[
              { value: '', label: t('admin.history.restaurant.all') },
              ...history.restaurants.map((r) => ({
                value: String(r.id),
                label: textIn(r.name, intl.locale),
              })),
            ]}
            onValueChange={(value) => searchWith({ restaurantId: value ? Number(value) : null })}
          />
        )}
        <TextField
          label={t('admin.history.phone')}
          fullWidth
          hint={t('admin.history.phone.hint')}
          type="search"
          inputMode="numeric"
          autoComplete="off"
          value={draft.phone}
          error={fieldErrors.phone}
          onChange={(event) => history.setDraft({ phone: event.target.value.replace(/\D/g, '') })}
        />
        <TextField
          label={t('admin.history.number')}
          fullWidth
          type="search"
          inputMode="numeric"
          autoComplete="off"
          value={draft.number}
          error={fieldErrors.q}
          onChange={(event) => history.setDraft({ number: event.target.value.replace(/\D/g, '') })}
        />
      </Fields>
      <Inline gap="sm">
        <Button type="submit" icon="search" loading={history.loading}>
          {t('admin.history.search')}
        </Button>
        <Button variant="ghost" onClick={() => onSearch(defaultFilters())}>
          {t('admin.history.reset')}
        </Button>
      </Inline>
    </Stack>
  );
});
