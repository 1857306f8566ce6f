import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHydrationGate, releaseHydrationGate } from './hydration-gate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A prerendered form: what the visitor did shows in the output once the app's state has it. */
function Form() {
  const [name, setName] = useState('');
  const [size, setSize] = useState('');
  const [added, setAdded] = useState(0);
  return (
    <form>
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <label>
        <input type="radio" name="size" value="m" checked={size === 'm'} onChange={() => setSize('m')} />
        <span>M</span>
      </label>
      <button type="button" onClick={() => setAdded((count) => count + 1)}>
        <span>add</span>
      </button>
      <a href="#terms">terms</a>
      <output>{`${name}|${size}|${added}`}</output>
    </form>
  );
}

const element = <T extends Element>(selector: string) => document.querySelector(selector) as T;
const output = () => element('output').textContent;
const click = (target: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

let root: Root | undefined;
let start: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${renderToString(<Form />)}</div>`;
  start = vi.fn<() => void>();
  installHydrationGate(start);
});

afterEach(() => {
  releaseHydrationGate();
  act(() => root?.unmount());
  root = undefined;
});

describe('hydration gate', () => {
  it('starts the app at the first touch, key or focus', () => {
    element('button').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalled();
  });

  it('holds clicks and typing back until the app has hydrated, then hands them to it', async () => {
    const field = element<HTMLInputElement>('input[aria-label=name]');
    field.value = 'Jan';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const radio = element<HTMLInputElement>('input[type=radio]');
    expect(click(element('label span')).defaultPrevented).toBe(true);
    expect(radio.checked).toBe(false);
    expect(click(element('button span')).defaultPrevented).toBe(true);
    expect(element('#root').getAttribute('aria-busy')).toBe('true');
    // A plain link keeps its own navigation.
    expect(click(element('a')).defaultPrevented).toBe(false);

    await act(async () => {
      root = hydrateRoot(element('#root'), <Form />);
    });
    // Hydrated, not released yet: React's state does not know what the visitor did.
    expect(output()).toBe('||0');
    act(() => releaseHydrationGate());
    expect(output()).toBe('Jan|m|1');
    expect(radio.checked).toBe(true);
    expect(field.value).toBe('Jan');
    expect(element('#root').hasAttribute('aria-busy')).toBe(false);
    // Released: clicks go to the app directly.
    act(() => element<HTMLButtonElement>('button').click());
    expect(output()).toBe('Jan|m|2');
  });

  it('hands typing over even when a render put the rendered value back meanwhile', async () => {
    const field = element<HTMLInputElement>('input[aria-label=name]');
    field.value = 'Eva';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await act(async () => {
      root = hydrateRoot(element('#root'), <Form />);
    });
    act(() => root?.render(<Form />));
    act(() => releaseHydrationGate());
    expect(field.value).toBe('Eva');
    expect(output()).toBe('Eva||0');
  });

  it('drops a click whose element a render replaced (no hydration)', async () => {
    click(element('button'));
    await act(async () => {
      root = createRoot(element('#root'));
      root.render(<Form />);
    });
    act(() => releaseHydrationGate());
    expect(output()).toBe('||0');
  });
});
