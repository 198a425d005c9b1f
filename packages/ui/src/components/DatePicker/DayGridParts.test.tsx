// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CalendarDay } from 'react-day-picker';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { NoriProvider } from '../../theme/NoriProvider';
import { DayButton } from './DayGridParts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

function renderDay(reducedMotion: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query }) as MediaQueryList,
  );
  const day = new CalendarDay(new Date(2025, 2, 7), new Date(2025, 2, 1));
  act(() =>
    root.render(
      <NoriProvider globalStyle={false} messages={kitCatalogs.ro}>
        <DayButton day={day} modifiers={{}} type="button">
          7
        </DayButton>
      </NoriProvider>,
    ),
  );
  const button = container.querySelector('button')!;
  act(() => {
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 10, clientY: 10 }));
  });
  return button;
}

describe('the ripple on a pressed day', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.restoreAllMocks();
  });

  it('appears where the day was pressed and goes when its animation ends', () => {
    const button = renderDay(false);
    const ripple = button.querySelector<HTMLElement>('[data-ripple]');
    expect(ripple).not.toBeNull();
    expect(ripple!.getAttribute('aria-hidden')).toBe('true');
    act(() => {
      ripple!.dispatchEvent(new Event('animationend', { bubbles: true }));
    });
    expect(button.querySelector('[data-ripple]')).toBeNull();
  });

  it('does not appear under prefers-reduced-motion', () => {
    const button = renderDay(true);
    expect(button.querySelector('[data-ripple]')).toBeNull();
  });
});
