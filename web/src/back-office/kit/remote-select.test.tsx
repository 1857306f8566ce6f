import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { RemoteSelect } from './remote-select';
import { renderKit } from './test-support';

interface Series {
  id: string;
  name: string;
}
const series: Series[] = [
  { id: 's1', name: 'Jarní běhy' },
  { id: 's2', name: 'Jarní cyklo' },
  { id: 's3', name: 'Podzimní běhy' },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface HarnessProps {
  initial?: string | null;
  loadOne?: (id: string, signal: AbortSignal) => Promise<Series | null>;
  search?: (text: string, signal: AbortSignal) => Promise<readonly Series[]>;
  clearable?: boolean;
  minLength?: number;
  onChange?: (value: string | null) => void;
}

function Harness({ initial = null, clearable, minLength, onChange, ...api }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <RemoteSelect<Series>
        label="Série"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        loadOne={api.loadOne ?? (async (id) => series.find((s) => s.id === id) ?? null)}
        search={
          api.search ??
          (async (text) => series.filter((s) => s.name.toLowerCase().includes(text.toLowerCase())))
        }
        itemToValue={(s) => s.id}
        itemToLabel={(s) => s.name}
        clearable={clearable}
        minLength={minLength}
        debounceMs={0}
      />
      <output data-testid="value">{String(value)}</output>
      <button onClick={() => setValue('s3')}>Jiná série</button>
      <p>Mimo</p>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Série' }) as HTMLInputElement;
const type = async (text: string) => {
  await act(async () => {
    fireEvent.change(input(), { target: { value: text } });
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
};
const open = async () => {
  await act(async () => {
    fireEvent.click(input());
  });
};

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RemoteSelect', () => {
  it('loads the chosen item on mount and whenever the value changes', async () => {
    const loadOne = vi.fn(async (id: string) => series.find((s) => s.id === id) ?? null);
    renderKit(<Harness initial="s1" loadOne={loadOne} />);
    await waitFor(() => expect(input().value).toBe('Jarní běhy'));
    expect(loadOne).toHaveBeenCalledWith('s1', expect.any(AbortSignal));
    fireEvent.click(screen.getByRole('button', { name: 'Jiná série' }));
    await waitFor(() => expect(input().value).toBe('Podzimní běhy'));
    expect(loadOne).toHaveBeenLastCalledWith('s3', expect.any(AbortSignal));
  });

  it('opens on click and searches only from the minimum length', async () => {
    const search = vi.fn(async (text: string) => series.filter((s) => s.name.includes(text)));
    renderKit(<Harness search={search} />);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await open();
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Napište alespoň 3 znaky.')).toBeTruthy();
    await type('Ja');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(search).not.toHaveBeenCalled();
    await type('Jar');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(search).toHaveBeenCalledWith('Jar', expect.any(AbortSignal));
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('honours another minimum length', async () => {
    const search = vi.fn(async () => series);
    renderKit(<Harness search={search} minLength={1} />);
    await open();
    expect(screen.getByText('Napište alespoň 1 znak.')).toBeTruthy();
    await type('P');
    await waitFor(() => expect(search).toHaveBeenCalledWith('P', expect.any(AbortSignal)));
  });

  it('says so when nothing is found', async () => {
    renderKit(<Harness search={async () => []} />);
    await open();
    await type('xyz');
    expect(await screen.findByText('Nebyly nalezeny žádné výsledky.')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('ignores and aborts the answer to an older text', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<readonly Series[]>>>();
    const signals = new Map<string, AbortSignal>();
    const search = (text: string, signal: AbortSignal) => {
      const answer = deferred<readonly Series[]>();
      answers.set(text, answer);
      signals.set(text, signal);
      return answer.promise;
    };
    renderKit(<Harness search={search} />);
    await open();
    await type('Jar');
    await type('Pod');
    await waitFor(() => expect([...signals.keys()]).toEqual(['Jar', 'Pod']));
    expect(signals.get('Jar')?.aborted).toBe(true);
    await act(async () => answers.get('Pod')?.resolve([series[2] as Series]));
    await act(async () => answers.get('Jar')?.resolve([series[0] as Series, series[1] as Series]));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Podzimní běhy']);
  });

  it('chooses with the keyboard and closes; Escape closes without a choice', async () => {
    const onChange = vi.fn();
    renderKit(<Harness onChange={onChange} />);
    await open();
    await type('Jar');
    await screen.findAllByRole('option');
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'ArrowDown' });
    });
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'ArrowDown' });
    });
    expect(input().getAttribute('aria-activedescendant')).toContain('s2');
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Enter' });
    });
    expect(onChange).toHaveBeenCalledWith('s2');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(input().value).toBe('Jarní cyklo'));

    await open();
    await type('Pod');
    await screen.findAllByRole('option');
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Escape' });
    });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('value').textContent).toBe('s2');
    expect(input().value).toBe('Jarní cyklo');
  });

  it('closes on a click outside', async () => {
    renderKit(<Harness />);
    await open();
    expect(input().getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      fireEvent.pointerDown(screen.getByText('Mimo'));
      fireEvent.click(screen.getByText('Mimo'));
    });
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('false'));
  });

  it('offers clearing only when allowed and a value is chosen', async () => {
    const { unmount } = renderKit(<Harness initial="s1" />);
    await waitFor(() => expect(input().value).toBe('Jarní běhy'));
    expect(screen.queryByRole('button', { name: 'Zrušit výběr' })).toBeNull();
    unmount();

    renderKit(<Harness clearable />);
    expect(screen.queryByRole('button', { name: 'Zrušit výběr' })).toBeNull();
    cleanup();

    const onChange = vi.fn();
    renderKit(<Harness clearable initial="s1" onChange={onChange} />);
    await waitFor(() => expect(input().value).toBe('Jarní běhy'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zrušit výběr' }));
    });
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByTestId('value').textContent).toBe('null');
    expect(screen.queryByRole('button', { name: 'Zrušit výběr' })).toBeNull();
  });

  it('only logs load errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderKit(
      <Harness
        initial="s1"
        loadOne={() => Promise.reject(new Error('load failed'))}
        search={() => Promise.reject(new Error('search failed'))}
      />,
    );
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.any(String),
        expect.objectContaining({ message: 'load failed' }),
      ),
    );
    await open();
    await type('Jar');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.any(String),
        expect.objectContaining({ message: 'search failed' }),
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/failed/)).toBeNull();
  });
});
