import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

describe('the not-found page', () => {
  it("says 'Página inexistente!' and links back to the start", () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <NotFoundPage />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Página inexistente!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'voltar para o início' }).getAttribute('href')).toBe('/');
  });
});
