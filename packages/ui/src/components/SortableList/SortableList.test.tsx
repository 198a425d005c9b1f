// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatKitMessage } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { NoriProvider } from '../../theme/NoriProvider';
import { SortableList } from './SortableList';
import { sortableListMessages, type SortableListMessageId } from './sortableListMessages';
import { moveId, sortableAnnouncements, type SortableId } from './sortableOrder';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Category = { id: number; name: string };
const start: Category[] = [
  { id: 1, name: 'Rulouri' },
  { id: 2, name: 'Seturi' },
  { id: 3, name: 'Supe' },
];

let container: HTMLDivElement;
let root: Root;

function renderList({ disabled = false } = {}) {
  const onReorder = vi.fn<(ids: SortableId[]) => void>();
  function Harness() {
    const [items, setItems] = useState(start);
    return (
      <SortableList
        items={items}
        getId={(c) => c.id}
        getLabel={(c) => c.name}
        label="Categorii"
        disabled={disabled}
        renderItem={(c) => <span data-name="">{c.name}</span>}
        onReorder={(ids) => {
          onReorder(ids);
          setItems(ids.map((id) => items.find((c) => c.id === id)!));
        }}
      />
    );
  }
  act(() =>
    root.render(
      <NoriProvider globalStyle={false} locale="ro" messages={kitCatalogs.ro}>
        <Harness />
      </NoriProvider>,
    ),
  );
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
  const names = () => [...container.querySelectorAll('[data-name]')].map((n) => n.textContent);
  return { onReorder, button, names };
}

describe('SortableList', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('is a named list whose rows have a grip and move buttons named after the item, in the kit’s words', () => {
    const { button } = renderList();
    const list = container.querySelector('ol')!;
    expect(list.getAttribute('aria-label')).toBe('Categorii');
    expect(list.querySelectorAll('li')).toHaveLength(3);
    const grip = button('Reordonează Seturi');
    expect(grip.getAttribute('aria-roledescription')).toBe('element de reordonat');
    // The grip points at the keyboard instructions.
    const instructions = document.getElementById(grip.getAttribute('aria-describedby')!);
    expect(instructions?.textContent).toBe(sortableListMessages.ro.instructions);
    expect(button('Mută Seturi mai sus')).toBeTruthy();
    expect(button('Mută Seturi mai jos')).toBeTruthy();
  });

  it('moves an item with its buttons, says where it went, and keeps focus on the button pressed', () => {
    const { onReorder, button, names } = renderList();
    const down = button('Mută Rulouri mai jos');
    down.focus();
    act(() => down.click());
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
    expect(names()).toEqual(['Seturi', 'Rulouri', 'Supe']);
    expect(document.activeElement).toBe(button('Mută Rulouri mai jos'));
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Rulouri: acum pe poziția 2 din 3.');

    act(() => button('Mută Rulouri mai jos').click());
    expect(names()).toEqual(['Seturi', 'Supe', 'Rulouri']);
    // At the bottom "down" says it cannot (aria-disabled, still focused) and does nothing.
    const last = button('Mută Rulouri mai jos');
    expect(last.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(last);
    act(() => last.click());
    expect(onReorder).toHaveBeenCalledTimes(2);
    expect(button('Mută Seturi mai sus').getAttribute('aria-disabled')).toBe('true');

    act(() => button('Mută Rulouri mai sus').click());
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
  });

  it('shows the items without grips or buttons when disabled', () => {
    const { names } = renderList({ disabled: true });
    expect(names()).toEqual(['Rulouri', 'Seturi', 'Supe']);
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });
});

describe('the order and the words', () => {
  it('moves one id from one place to another', () => {
    expect(moveId([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it('announces each step with the item’s name and position, in each language', () => {
    const names: Record<string, string> = { a: 'Rolls', b: 'Sets', c: 'Soups' };
    const t = (id: SortableListMessageId, values?: Record<string, string | number>) =>
      formatKitMessage(sortableListMessages.en[id], values);
    const { announcements, screenReaderInstructions } = sortableAnnouncements(t, ['a', 'b', 'c'], (id) => names[id]!, {
      current: null,
    });
    const active = { id: 'a' } as never;
    expect(announcements.onDragStart({ active })).toBe('Picked up Rolls: position 1 of 3.');
    // Over itself right after the lift, and the same place again: nothing new to say.
    expect(announcements.onDragOver({ active, over: { id: 'a' } as never })).toBeUndefined();
    expect(announcements.onDragOver({ active, over: { id: 'c' } as never })).toBe('Rolls: now at position 3 of 3.');
    expect(announcements.onDragOver({ active, over: null })).toBe('Rolls is outside the list.');
    expect(announcements.onDragEnd({ active, over: { id: 'b' } as never })).toBe('Dropped Rolls at position 2 of 3.');
    expect(announcements.onDragCancel({ active, over: null })).toBe(
      'Move cancelled: Rolls is back at position 1 of 3.',
    );
    expect(screenReaderInstructions.draggable).toMatch(/Space or Enter/);
    for (const locale of ['ro', 'ru', 'uk'] as const)
      expect(formatKitMessage(sortableListMessages[locale].pickedUp, { item: 'X', position: 1, total: 3 })).toMatch(
        /X.*1.*3/,
      );
  });
});
