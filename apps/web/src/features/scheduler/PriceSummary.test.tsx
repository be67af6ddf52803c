import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/address/testing';
import { PriceSummary } from './PriceSummary';

// R$ 35,00 an hour plus R$ 5,00 an hour of fee and a fixed R$ 5,00: R$ 40,00 an hour + R$ 5,00.
const DISTRICT = { price: 0, pricePerHour: 3_500, fee: 500, feePerHour: 500 };
const PRODUCTS = { price: 0, pricePerHour: 800, fee: 0, feePerHour: 0 };

const money = (text: string) => text.replace(/\s/g, ' ');

describe('the price summary', () => {
  it('with the duration left open, says the hourly price and asks for the duration for the total', () => {
    renderWithProviders(
      <PriceSummary duration={null} district={DISTRICT} products={PRODUCTS} coupon={null} />,
    );
    const perHour = screen.getByText('Valor por hora').closest('div')!;
    expect(money(perHour.textContent ?? '')).toContain('R$ 40,00');
    expect(money(perHour.textContent ?? '')).toContain('+ R$ 5,00 de taxa');
    expect(
      money(screen.getByText('Produtos de limpeza, por hora').closest('div')!.textContent ?? ''),
    ).toContain('R$ 8,00');
    expect(screen.getByText('Escolha a duração para ver o valor total.')).toBeTruthy();
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('with a duration, gives the cleaning and the total', () => {
    renderWithProviders(<PriceSummary duration={3} district={DISTRICT} products={null} coupon={null} />);
    expect(money(screen.getByText('Total').closest('div')!.textContent ?? '')).toContain('R$ 125,00');
  });

  it('says the price is unavailable without the district pricing', () => {
    renderWithProviders(<PriceSummary duration={null} district={null} products={null} coupon={null} />);
    expect(screen.getByText('Valor indisponível para este bairro.')).toBeTruthy();
  });
});
