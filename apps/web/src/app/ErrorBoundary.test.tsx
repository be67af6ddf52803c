import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/client';
import { reportError } from '../lib/telemetry';
import { AppErrorBoundary } from './ErrorBoundary';

vi.mock('../lib/telemetry', async (original) => ({
  ...(await original<typeof import('../lib/telemetry')>()),
  reportError: vi.fn(async () => {}),
}));

function Broken({ error }: { error: unknown }): never {
  throw error;
}

function renderBoundary(error: unknown) {
  render(
    <MantineProvider env="test">
      <AppErrorBoundary>
        <Broken error={error} />
      </AppErrorBoundary>
    </MantineProvider>,
  );
}

describe('the app root error boundary', () => {
  beforeEach(() => {
    vi.mocked(reportError).mockClear();
    // React logs the caught error; the test is about what the customer sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the reload message with a reload button and reports the error', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const error = new Error('render quebrou');
    renderBoundary(error);
    expect(screen.getByText('Ocorreu um erro inesperado, tente atualizar a página!')).toBeTruthy();
    expect(screen.queryByText(/Código de referência/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'atualizar a página' }));
    expect(reload).toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it("shows the server's correlation id when the failure came from the API", () => {
    renderBoundary(
      new ApiError(500, [{ title: 'Ocorreu um erro', meta: { correlation_id: 'abc-123' } } as never]),
    );
    expect(screen.getByText(/Código de referência/).textContent).toContain('abc-123');
  });
});
