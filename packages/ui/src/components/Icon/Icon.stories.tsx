import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames, iconSymbolId } from './icons';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'bag', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[aria-hidden="true"]:not([data-nori-sprite])');
    await expect(svg?.querySelector('use')).toHaveAttribute('href', `#${iconSymbolId('bag')}`);
  },
};

/** An icon that carries meaning alone gets a label and the `img` role. */
export const Labelled: Story = {
  args: { name: 'spicy', label: 'Spicy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Spicy' })).toBeInTheDocument();
  },
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  width: min(720px, 90vw);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** The whole sprite, as the storefront's `/_icons` page shows it. */
export const Sprite: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <Grid>
      {iconNames.map((name) => (
        <Cell key={name}>
          <Icon name={name} size={args.size} />
          <code>{name}</code>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    // Every name resolves to a symbol of the sprite that has drawing in it.
    for (const name of iconNames) {
      const symbol = document.getElementById(iconSymbolId(name));
      await expect(symbol, name).not.toBeNull();
      await expect(symbol!.childElementCount, name).toBeGreaterThan(0);
    }
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(iconNames.length);
  },
};
