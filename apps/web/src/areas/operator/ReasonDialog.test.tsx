import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './ReasonDialog';
import { renderAt } from './testing';

/** A page with one "Bloquear" button opening the dialog; confirming closes it, as the console's pages do. */
function Page({
  onConfirm,
  busy = false,
}: {
  onConfirm: (reason: string | undefined) => void;
  busy?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        abrir
      </button>
      <ReasonDialog
        opened={opened}
        title="Bloquear a conta?"
        text="O acesso é encerrado agora."
        needsReason
        reasonDescription="O cliente recebe este motivo por e-mail."
        confirmLabel="Bloquear"
        busy={busy}
        onCancel={() => setOpened(false)}
        onConfirm={(reason) => {
          onConfirm(reason);
          setOpened(false);
        }}
      />
    </>
  );
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'abrir' }));
  return within(await screen.findByRole('dialog', { name: 'Bloquear a conta?' }));
};

describe('ReasonDialog', () => {
  it('asks for the reason before confirming, and confirms with it trimmed', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderAt(<Page onConfirm={onConfirm} />, { path: '/' });
    const dialog = await open(user);
    await user.click(dialog.getByRole('button', { name: 'Bloquear' }));
    expect(await dialog.findByText('Informe o motivo.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(dialog.getByRole('textbox', { name: /Motivo/ }), '  Chargebacks repetidos. ');
    expect(dialog.queryByText('Informe o motivo.')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Bloquear' }));
    expect(onConfirm).toHaveBeenCalledWith('Chargebacks repetidos.');
  });

  it('forgets the typed reason once closed', async () => {
    const user = userEvent.setup();
    renderAt(<Page onConfirm={vi.fn()} />, { path: '/' });
    let dialog = await open(user);
    await user.type(dialog.getByRole('textbox', { name: /Motivo/ }), 'Rascunho');
    await user.click(dialog.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await open(user);
    expect((dialog.getByRole('textbox', { name: /Motivo/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('stays open while busy: "Voltar" is disabled', async () => {
    const user = userEvent.setup();
    renderAt(<Page onConfirm={vi.fn()} busy />, { path: '/' });
    const dialog = await open(user);
    expect((dialog.getByRole('button', { name: 'Voltar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
