import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useConfirm } from './confirm-dialog';
import { renderKit } from './test-support';

function Asker({ destructive = false }: { destructive?: boolean }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        onClick={async () =>
          setAnswer(
            String(
              await confirm({
                title: 'Smazat objednávku?',
                body: 'Objednávka 123 bude smazána.',
                confirmLabel: 'Smazat',
                destructive,
              }),
            ),
          )
        }
      >
        Smazat objednávku
      </button>
      <output data-testid="answer">{answer}</output>
    </>
  );
}

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('useConfirm', () => {
  it('asks in an alert dialog with cancel focused and resolves true on confirm', async () => {
    renderKit(<Asker destructive />);
    const trigger = screen.getByRole('button', { name: 'Smazat objednávku' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Smazat objednávku?' });
    expect(dialog.textContent).toContain('Objednávka 123 bude smazána.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zrušit' })));
    fireEvent.click(screen.getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('resolves false on cancel and on Escape', async () => {
    renderKit(<Asker />);
    fireEvent.click(screen.getByRole('button', { name: 'Smazat objednávku' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('false'));

    fireEvent.click(screen.getByRole('button', { name: 'Smazat objednávku' }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('answer').textContent).toBe('false');
  });

  it('uses translated default labels', async () => {
    function Plain() {
      const confirm = useConfirm();
      return <button onClick={() => void confirm({ title: 'Are you sure?' })}>Ask</button>;
    }
    await i18n.changeLanguage('en');
    renderKit(<Plain />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
