import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/address/testing';
import { texts } from '../../words/scheduler';
import { ReducedSupportModal } from './ReducedSupportModal';

const openSupport = vi.fn();
vi.mock('../../components/support', () => ({ useOpenSupport: () => openSupport }));

describe("'Atendimento reduzido'", () => {
  it('points to the support chat, and continues or closes as asked', async () => {
    const onContinue = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<ReducedSupportModal opened onContinue={onContinue} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: texts.reducedSupportAsk }));
    expect(openSupport).toHaveBeenCalledWith('chat');
    fireEvent.click(screen.getByRole('button', { name: texts.reducedSupportContinue }));
    expect(onContinue).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: texts.reducedSupportChooseOther }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
