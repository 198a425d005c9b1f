// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitCatalogs } from '../intl/kitCatalogs';
import { NoriProvider } from '../theme/NoriProvider';
import { chartMessages } from './chartMessages';
import { TrendChart } from './TrendChart';

type Day = { date: string; orders: number; revenue: number };
const days: Day[] = [
  { date: '2026-11-18', orders: 12, revenue: 3400 },
  { date: '2026-11-19', orders: 18, revenue: 5120 },
  { date: '2026-11-20', orders: 9, revenue: 2210 },
];

let root: Root | null = null;
let container: HTMLElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // happy-dom lays nothing out: the chart's box is 640 × 280, as a tablet's would be.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 640,
    bottom: 280,
    width: 640,
    height: 280,
    toJSON: () => ({}),
  } as DOMRect);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function render(locale: 'ro' | 'en', { reducedMotion = true, data = days } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <NoriProvider brand="nori" locale={locale} messages={kitCatalogs[locale]} globalStyle={false}>
        <TrendChart
          data={data}
          xKey="date"
          formatX={(date) => `${date.slice(8)} Nov`}
          xLabel="Day"
          title="Orders and revenue per day"
          description="18 to 20 November"
          series={[
            { key: 'orders', label: 'Orders' },
            {
              key: 'revenue',
              label: 'Revenue',
              kind: 'line',
              axis: 'end',
              format: { style: 'currency', currency: 'MDL' },
            },
          ]}
        />
      </NoriProvider>,
    );
  });
  // Recharts lays the chart out in effects after the first render.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  return container;
}

const surface = (c: HTMLElement) => c.querySelector<SVGSVGElement>('svg.recharts-surface')!;
const status = (c: HTMLElement) => c.querySelector('[role="status"]')!;

describe('TrendChart', () => {
  it('draws an SVG in the Tab order, named and described, with the kit’s keyboard hint in the locale', async () => {
    const c = await render('ro');
    const svg = surface(c);
    expect(svg.getAttribute('role')).toBe('application');
    expect(svg.getAttribute('tabindex')).toBe('0');
    expect(svg.querySelector('title')?.textContent).toBe('Orders and revenue per day');
    expect(svg.querySelector('desc')?.textContent).toBe(`18 to 20 November ${chartMessages.ro.keyboardHint}`);
  });

  it('labels the axes, the periods and the series', async () => {
    const c = await render('en');
    // Recharts sets a label's words in <tspan>s.
    const texts = [...surface(c).querySelectorAll('text')].map((t) =>
      t.querySelectorAll('tspan').length
        ? [...t.querySelectorAll('tspan')].map((s) => s.textContent).join(' ')
        : t.textContent,
    );
    // The mocked box makes every label 640 px wide, so the axis keeps only its last period tick.
    expect(texts).toEqual(expect.arrayContaining(['Day', 'Orders', 'Revenue', '20 Nov']));
    // The money axis' ticks are short and keep the currency.
    expect(texts.some((text) => /^MDL\s[\d.]+K$/.test(text ?? ''))).toBe(true);
    expect([...c.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Orders', 'Revenue']);
  });

  it('reads each period’s figures into a polite live region as the arrow keys move', async () => {
    const c = await render('en');
    expect(status(c).getAttribute('aria-live')).toBe('polite');
    expect(status(c).textContent).toBe('');
    const svg = surface(c);
    await act(async () => svg.focus());
    await act(async () => svg.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    const first = status(c).textContent;
    await act(async () => svg.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'MDL' }).format(5120);
    expect([first, status(c).textContent]).toContain(`19 NovOrders: 18Revenue: ${money}`);
  });

  it('never freezes the app’s own array or rows (a MobX store’s observables refuse it)', async () => {
    const refuse = {
      preventExtensions: (): boolean => {
        throw new Error('This cannot be frozen');
      },
    };
    const refusing = new Proxy(
      days.map((day) => new Proxy(day, refuse)),
      refuse,
    );
    const c = await render('en', { data: refusing });
    expect(c.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3);
  });
});
