import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formatKitMessage, type KitLocale } from '../../intl/catalog';
import { KitIntlProvider } from '../../intl/KitIntl';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { Badge } from '../Badge/Badge';
import { Tag } from './Tag';
import type { TagTone } from './Tag.styles';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'Gluten' },
  argTypes: { icon: { control: 'text' }, onRemove: { control: false } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

const removeName = (locale: KitLocale, label: string) => formatKitMessage(kitCatalogs[locale]['tag.remove'], { label });

export const Default: Story = {
  play: async ({ canvas }) => {
    const tag = canvas.getByText('Gluten').parentElement!;
    await expect(tag).toHaveAttribute('data-tone', 'neutral');
    // Static: no button, nothing to tab to.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The back office's order states, one tone each; axe checks the contrast of every pair in both brands. */
const orderStates: { tone: TagTone; label: string }[] = [
  { tone: 'neutral', label: 'Draft' },
  { tone: 'info', label: 'New' },
  { tone: 'warning', label: 'Cooking' },
  { tone: 'accent', label: 'On the way' },
  { tone: 'success', label: 'Delivered' },
  { tone: 'danger', label: 'Cancelled' },
];

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', maxWidth: 420 }}>
      {orderStates.map(({ tone, label }) => (
        <Tag key={tone} tone={tone}>
          {label}
        </Tag>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const backgrounds = new Set<string>();
    for (const { tone, label } of orderStates) {
      const tag = canvas.getByText(label).parentElement!;
      await expect(tag).toHaveAttribute('data-tone', tone);
      backgrounds.add(getComputedStyle(tag).backgroundColor);
    }
    await expect(backgrounds.size).toBe(orderStates.length);
  },
};

export const WithIcon: Story = {
  args: { icon: 'spicy', tone: 'danger', children: 'Spicy' },
  play: async ({ canvas }) => {
    const tag = canvas.getByText('Spicy').parentElement!;
    await expect(tag.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(tag).toHaveTextContent(/^Spicy$/);
  },
};

const allergens = ['Gluten', 'Sesame', 'Soy', 'Fish'];

/**
 * A dish's allergens in the menu editor. Each remove button is named "Remove Gluten" in the kit's
 * language and answers Enter, Space, Delete and Backspace. The app removes the tag and moves focus
 * to the next one (or the previous, or the add field when none is left).
 */
export const Removable: Story = {
  args: { onRemove: fn() },
  render: function Render({ onRemove }) {
    const [tags, setTags] = useState(allergens);
    const list = useRef<HTMLUListElement>(null);
    const add = useRef<HTMLInputElement>(null);
    const remove = (index: number) => {
      onRemove?.();
      const next = tags.filter((_, i) => i !== index);
      setTags(next);
      // Focus where the removed tag was: the next tag, the previous one, or the field.
      requestAnimationFrame(() => {
        const buttons = list.current?.querySelectorAll('button') ?? [];
        (buttons[Math.min(index, buttons.length - 1)] ?? add.current)?.focus();
      });
    };
    return (
      <div style={{ display: 'grid', gap: 12, width: 320 }}>
        <ul
          ref={list}
          aria-label="Allergens"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}
        >
          {tags.map((tag, index) => (
            <li key={tag}>
              <Tag tone="warning" onRemove={() => remove(index)}>
                {tag}
              </Tag>
            </li>
          ))}
        </ul>
        <label>
          Add an allergen <input ref={add} />
        </label>
      </div>
    );
  },
  play: async ({ canvas, args, globals }) => {
    const locale = globals.locale as KitLocale;
    const gluten = canvas.getByRole('button', { name: removeName(locale, 'Gluten') });
    await userEvent.tab();
    await expect(gluten).toHaveFocus();
    await expect(getComputedStyle(gluten).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('Gluten')).toBeNull();
    const sesame = canvas.getByRole('button', { name: removeName(locale, 'Sesame') });
    await waitFor(() => expect(sesame).toHaveFocus());
    await userEvent.keyboard(' ');
    const soy = canvas.getByRole('button', { name: removeName(locale, 'Soy') });
    await waitFor(() => expect(soy).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    const fish = canvas.getByRole('button', { name: removeName(locale, 'Fish') });
    await waitFor(() => expect(fish).toHaveFocus());
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Add an allergen' })).toHaveFocus());
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(args.onRemove).toHaveBeenCalledTimes(4);
  },
};

/**
 * Tag or Badge: the Badge (left) flags one fact on a card in bold; Tags (right) list what a dish has
 * and can be removed in an editor.
 */
export const TagOrBadge: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Badge tone="accent" variant="solid" icon="new">
        New
      </Badge>
      <div style={{ display: 'flex', gap: 8 }}>
        <Tag icon="vegetarian" tone="success">
          Vegetarian
        </Tag>
        <Tag>Sesame</Tag>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('New');
    const tag = canvas.getByText('Sesame').parentElement!;
    // A tag is lighter and squarer than a badge.
    await expect(Number(getComputedStyle(tag).fontWeight)).toBeLessThan(Number(getComputedStyle(badge).fontWeight));
    await expect(parseFloat(getComputedStyle(tag).borderTopLeftRadius)).toBeLessThan(
      parseFloat(getComputedStyle(badge).borderTopLeftRadius),
    );
  },
};

/** Long Romanian and Russian tags in a 240 px column end in an ellipsis; the remove button stays whole and is named in the tag's language. */
export const LongContent: Story = {
  args: { onRemove: fn() },
  render: ({ onRemove }) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8, width: 240, justifyItems: 'start' }}>
      <KitIntlProvider locale="ro" messages={kitCatalogs.ro}>
        <Tag lang="ro" tone="info" onRemove={onRemove}>
          Comandă programată pentru livrare mâine dimineață
        </Tag>
      </KitIntlProvider>
      <KitIntlProvider locale="ru" messages={kitCatalogs.ru}>
        <Tag lang="ru" tone="accent" onRemove={onRemove}>
          Заказ запланирован на доставку завтра утром
        </Tag>
      </KitIntlProvider>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const ro = canvas.getByRole('button', {
      name: removeName('ro', 'Comandă programată pentru livrare mâine dimineață'),
    });
    const ru = canvas.getByRole('button', { name: removeName('ru', 'Заказ запланирован на доставку завтра утром') });
    for (const button of [ro, ru]) {
      const tag = button.parentElement!;
      await expect(tag.getBoundingClientRect().width).toBeLessThanOrEqual(240);
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(tag.getBoundingClientRect().right);
      const text = button.previousElementSibling as HTMLElement;
      await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth); // cut with an ellipsis
    }
    const column = canvasElement.firstElementChild!.firstElementChild as HTMLElement;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};

/** On a phone the remove button's target reaches 44 × 44 px around its 22 px circle. */
export const OnPhone: Story = {
  args: { onRemove: fn(), tone: 'warning' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: removeName(globals.locale as KitLocale, 'Gluten') });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBe(22);
    const target = getComputedStyle(button, '::before');
    await expect(parseFloat(target.top)).toBe(-11);
    // A tap 10 px right of the circle still lands on the button.
    const x = box.right + 10;
    const y = box.top + box.height / 2;
    await expect(button.contains(document.elementFromPoint(x, y))).toBe(true);
    await userEvent.pointer({ keys: '[MouseLeft]', target: button, coords: { clientX: x, clientY: y } });
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};
