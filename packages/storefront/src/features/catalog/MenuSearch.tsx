import { Icon, TextField, VisuallyHidden } from '@nori/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { catalogMessages as m } from './messages';
import type { MenuQuery } from './menuFilters';

const Form = styled.form`
  flex: 1 1 240px;
  min-width: 0;
`;

/** Typing pauses this long before the URL (and the list) follows. */
const SEARCH_DELAY_MS = 250;

export interface MenuSearchProps {
  query: MenuQuery;
  onQueryChange: (next: MenuQuery, options?: { replace?: boolean }) => void;
}

/**
 * The menu's text search. The list follows as the shopper types; without JavaScript the form is a
 * plain GET form that keeps the filters in hidden fields, so the server answers the same list.
 */
export function MenuSearch({ query, onQueryChange }: MenuSearchProps) {
  const intl = useIntl();
  const [text, setText] = useState(query.q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ query, onQueryChange });
  useEffect(() => {
    latest.current = { query, onQueryChange };
  });

  // The URL changed another way (Reset, back button): show its search, unless it is what is typed.
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    if (text.trim() !== query.q) setText(query.q);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const { query: current, onQueryChange: update } = latest.current;
      if (value.trim() !== current.q) update({ ...current, q: value }, { replace: true });
    }, SEARCH_DELAY_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onQueryChange({ ...query, q: text });
  };

  return (
    <Form role="search" method="get" onSubmit={submit}>
      <TextField
        type="search"
        name="q"
        label={<VisuallyHidden>{intl.formatMessage(m.searchLabel)}</VisuallyHidden>}
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        value={text}
        onChange={(event) => change(event.target.value)}
        prefix={<Icon name="search" size={20} />}
        enterKeyHint="search"
        autoComplete="off"
        fullWidth
      />
      {query.tags.length > 0 && <input type="hidden" name="tags" value={query.tags.join(',')} />}
      {query.sort && <input type="hidden" name="sort" value={query.sort} />}
    </Form>
  );
}
