import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { kitLocales, type KitLocale } from '../../intl/catalog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const statuses = [
  { value: 'new', label: 'New', count: 3 },
  { value: 'cooking', label: 'Cooking', count: 5 },
  { value: 'delivery', label: 'Out for delivery', count: 2 },
  { value: 'done', label: 'Done', count: 41 },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'new', onValueChange: fn(), children: null },
  argTypes: { children: { control: false } },
  parameters: { layout: 'padded' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Orders by status">
        {statuses.map((status) => (
          <TabsTrigger key={status.value} value={status.value} count={status.count}>
            {status.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {statuses.map((status) => (
        <TabsContent key={status.value} value={status.value}>
          {status.count} orders: {status.label.toLowerCase()}.
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four statuses with their counts; the first is active and its panel shows. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Orders by status' });
    const tabs = within(list).getAllByRole('tab');
    // The count is part of each tab's name, parted by a space.
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['New 3', 'Cooking 5', 'Out for delivery 2', 'Done 41']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('New 3');
    // 44 px targets; the active tab is marked by its bar, not by colour alone.
    for (const tab of tabs) await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(getComputedStyle(tabs[0]!).borderBottomColor).not.toBe(getComputedStyle(tabs[1]!).borderBottomColor);
  },
};

/**
 * Automatic activation (the default): Tab enters the list on the active tab, the arrows move to the
 * next tab and show its panel at once, Home and End jump to the ends, and the arrows wrap around.
 */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await expect(getComputedStyle(tabs[0]!).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('5 orders: cooking.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('cooking');
    await userEvent.keyboard('{End}');
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // Only the active tab is in the tab order: Tab goes on to the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Manual activation: the arrows move focus only; Enter or Space shows the tab's panel. */
export const Manual: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3 orders: new.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('cooking');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('2 orders: out for delivery.');
  },
};

/** Tabs without counts; a disabled one is skipped by the arrows and cannot be clicked. */
export const Disabled: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Report period">
        <TabsTrigger value="day">Today</TabsTrigger>
        <TabsTrigger value="week" disabled>
          This week
        </TabsTrigger>
        <TabsTrigger value="month">This month</TabsTrigger>
      </TabsList>
      <TabsContent value="day">Today’s report.</TabsContent>
      <TabsContent value="week">This week’s report.</TabsContent>
      <TabsContent value="month">This month’s report.</TabsContent>
    </Tabs>
  ),
  args: { defaultValue: 'day' },
  play: async ({ canvas, args }) => {
    const week = canvas.getByRole('tab', { name: 'This week' });
    await expect(week).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'This month' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.click(week, { pointerEventsCheck: 0 });
    await expect(week).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('month');
  },
};

function ControlledDemo(props: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('cooking');
  return (
    <div>
      <Tabs
        value={value}
        onValueChange={(next) => {
          props.onValueChange?.(next);
          setValue(next);
        }}
      >
        <TabsList aria-label="Orders by status">
          {statuses.map((status) => (
            <TabsTrigger key={status.value} value={status.value} count={status.count}>
              {status.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {statuses.map((status) => (
          <TabsContent key={status.value} value={status.value}>
            {status.label}
          </TabsContent>
        ))}
      </Tabs>
      <p>Shown: {value}</p>
    </div>
  );
}

/** The app holds the active tab (e.g. in the URL); a click calls `onValueChange`. */
export const Controlled: Story = {
  render: (args) => <ControlledDemo onValueChange={args.onValueChange} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Cooking 5' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Done 41' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('done');
    await expect(canvas.getByText('Shown: done')).toBeVisible();
  },
};

const longTabs: Record<KitLocale, string[]> = {
  ro: ['Comenzi noi', 'În pregătire', 'În curs de livrare', 'Livrate', 'Anulate de client'],
  ru: ['Новые заказы', 'Готовятся', 'В пути к клиенту', 'Доставлены', 'Отменены клиентом'],
  en: ['New orders', 'Cooking', 'On the way', 'Delivered', 'Cancelled by the customer'],
  uk: ['Нові замовлення', 'Готуються', 'В дорозі до клієнта', 'Доставлені', 'Скасовані клієнтом'],
};

/**
 * Long Romanian and Russian labels with counts on a 375 px phone: the row scrolls sideways inside
 * itself and the page keeps its width; moving with the arrows brings the focused tab into view.
 */
export const LongTextOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {(['ro', 'ru'] as const).map((locale) => (
        <div key={locale} lang={locale}>
          <Tabs {...args} defaultValue={`${locale}-0`}>
            <TabsList aria-label={`${locale}: ${longTabs[locale][0]}`}>
              {longTabs[locale].map((label, index) => (
                <TabsTrigger key={label} value={`${locale}-${index}`} count={index * 7 + 1}>
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {longTabs[locale].map((label, index) => (
              <TabsContent key={label} value={`${locale}-${index}`}>
                {label}
              </TabsContent>
            ))}
          </Tabs>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // The widths below are the brand font's: a font that arrives after the measuring would move the tabs.
    await document.fonts.ready;
    await expect(window.innerWidth).toBe(375);
    await expect(kitLocales).toContain('ro');
    const list = canvas.getByRole('tablist', { name: `ro: ${longTabs.ro[0]}` });
    // Wider than the phone, so it scrolls within itself…
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // …while the page does not.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // End moves to the last tab, which is scrolled into view.
    within(list).getAllByRole('tab')[0]!.focus();
    await userEvent.keyboard('{End}');
    const last = within(list).getByRole('tab', { name: `${longTabs.ro[4]} 29` });
    await expect(last).toHaveFocus();
    await expect(list.scrollLeft).toBeGreaterThan(0);
    // Scrolled into view (a loaded machine may take a frame or two to get there).
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 2),
    );
  },
};
