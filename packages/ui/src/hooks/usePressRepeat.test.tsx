// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePressRepeat } from './usePressRepeat';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Stepper({ disabled = false }: { disabled?: boolean }) {
  const [count, setCount] = useState(0);
  // Reads `count` from the render: proves each repeat sees the latest value, not the first one.
  const handlers = usePressRepeat(() => setCount(count + 1), { disabled });
  return (
    <button type="button" data-count={count} {...handlers}>
      +
    </button>
  );
}

let container: HTMLDivElement;
let root: Root;
const button = () => container.querySelector('button')!;
const count = () => Number(button().dataset.count);
const pointer = (type: string, init: PointerEventInit = {}) =>
  act(() => {
    button().dispatchEvent(new PointerEvent(type, { bubbles: true, button: 0, ...init }));
  });
/** Time passes in 10 ms slices, each in its own act, so React renders between steps as in a browser. */
const advance = (ms: number) => {
  for (let passed = 0; passed < ms; passed += 10) {
    act(() => {
      vi.advanceTimersByTime(Math.min(10, ms - passed));
    });
  }
};

describe('usePressRepeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  it('steps on press, after 500 ms, then every 100 ms, with the latest value', () => {
    act(() => root.render(<Stepper />));
    pointer('pointerdown');
    expect(count()).toBe(1);
    advance(499);
    expect(count()).toBe(1);
    advance(1);
    expect(count()).toBe(2);
    advance(300);
    expect(count()).toBe(5);
    pointer('pointerup');
    advance(1000);
    expect(count()).toBe(5);
  });

  // React derives pointerleave from pointerout towards an element outside the button.
  it.each([
    ['the pointer leaving', 'pointerout'],
    ['a cancelled pointer', 'pointercancel'],
  ])('stops on %s', (_name, type) => {
    act(() => root.render(<Stepper />));
    pointer('pointerdown');
    advance(600);
    expect(count()).toBe(3);
    pointer(type, { relatedTarget: document.body });
    advance(1000);
    expect(count()).toBe(3);
  });

  it('stops when the button loses focus', () => {
    act(() => root.render(<Stepper />));
    pointer('pointerdown');
    act(() => {
      button().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    advance(1000);
    expect(count()).toBe(1);
  });

  it('ignores the secondary button and does nothing while disabled', () => {
    act(() => root.render(<Stepper />));
    pointer('pointerdown', { button: 2 });
    advance(1000);
    expect(count()).toBe(0);
    act(() => root.render(<Stepper disabled />));
    pointer('pointerdown');
    advance(1000);
    expect(count()).toBe(0);
  });

  it('stops a hold when it becomes disabled', () => {
    act(() => root.render(<Stepper />));
    pointer('pointerdown');
    act(() => root.render(<Stepper disabled />));
    advance(1000);
    expect(count()).toBe(1);
  });

  it('stops a hold when the button goes away', () => {
    const step = vi.fn();
    function Spy() {
      return <button type="button" {...usePressRepeat(step)} />;
    }
    act(() => root.render(<Spy />));
    pointer('pointerdown');
    act(() => root.render(<span />));
    advance(1000);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('steps once for a keyboard click, not again for the click after a pointer press', () => {
    act(() => root.render(<Stepper />));
    act(() => {
      button().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    });
    expect(count()).toBe(1);
    pointer('pointerdown');
    pointer('pointerup');
    act(() => {
      button().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    });
    expect(count()).toBe(2);
  });
});
