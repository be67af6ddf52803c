import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import {
  CompanyStep,
  IndividualStep,
  ProfileStep,
  RepresentativeAddressStep,
  RepresentativeStep,
} from './steps';
import { signupBody } from './submission';

afterEach(() => vi.unstubAllGlobals());

function renderStep(Step: typeof ProfileStep) {
  // The localities service fails here: the UF and city become text fields (registration rules).
  mockApi(() => ({ status: 503, body: { errors: [{ title: 'indisponível' }] } }));
  const onNext = vi.fn();
  renderWithProviders(
    <Step values={{}} serverErrors={{}} onBack={() => {}} onNext={onNext} nextLabel="continuar" />,
  );
  return { onNext, user: userEvent.setup({ delay: null }) };
}

const typeInto = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, keys: string) => {
  const field = screen.getByLabelText(label) as HTMLInputElement;
  await user.type(field, keys);
  return field;
};

describe('sign-up masks while typing', () => {
  it("shows the birth date as DD/MM/AAAA and the mobile as '(41) 99876-5432'", async () => {
    const { user, onNext } = renderStep(ProfileStep);
    expect((await typeInto(user, /Data de nascimento/, '15031990')).value).toBe('15/03/1990');
    expect((await typeInto(user, /Celular/, '41998765432')).value).toBe('(41) 99876-5432');
    await waitFor(() => expect(screen.getByLabelText(/^UF/)).toBeTruthy());
    await typeInto(user, /^UF/, 'PR');
    await typeInto(user, /Cidade/, 'Curitiba');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));

    // What goes to the API: an ISO date and the phone's digits.
    const profile = onNext.mock.calls[0]![0];
    const body = signupBody('physical', {
      account: {},
      profile,
      individual: { cpf: '529.982.247-25', terms: true },
      representative: {},
      address: {},
      company: {},
    });
    expect(body.data.relationships).toMatchObject({
      profile: { data: { attributes: { birthdate: '1990-03-15' } } },
      phones: { data: [{ attributes: { phone: '41998765432', area_code: '41', number: '998765432' } }] },
    });
    expect(body.data.attributes).toMatchObject({ cpf: '52998224725' });
  });

  it('masks the CPF', async () => {
    const { user } = renderStep(IndividualStep);
    expect((await typeInto(user, /CPF/, '52998224725')).value).toBe('529.982.247-25');
  });

  it("masks the company's CNPJ and its representative's CPF, birth date, mobile and CEP", async () => {
    let rendered = renderStep(CompanyStep);
    expect((await typeInto(rendered.user, /CNPJ/, '11222333000181')).value).toBe('11.222.333/0001-81');
    document.body.innerHTML = '';
    rendered = renderStep(RepresentativeStep);
    expect((await typeInto(rendered.user, /CPF/, '52998224725')).value).toBe('529.982.247-25');
    expect((await typeInto(rendered.user, /Data de nascimento/, '01021980')).value).toBe('01/02/1980');
    expect((await typeInto(rendered.user, /Celular/, '4133334444')).value).toBe('(41) 3333-4444');
    document.body.innerHTML = '';
    rendered = renderStep(RepresentativeAddressStep);
    expect((await typeInto(rendered.user, /CEP/, '80010000')).value).toBe('80010-000');
  });

  it("sends a company's documents, dates, phone and CEP without the masks", () => {
    const body = signupBody('legal', {
      account: {},
      profile: {},
      individual: {},
      representative: { cpf: '529.982.247-25', birthdate: '01/02/1980', phone: '(41) 3333-4444' },
      address: { zip_code: '80010-000', street: 'Rua XV' },
      company: { cnpj: '11.222.333/0001-81', terms: true },
    });
    expect(body.data.attributes).toMatchObject({ cnpj: '11222333000181' });
    expect(body.data.relationships).toMatchObject({
      legal_representative: {
        data: {
          attributes: {
            cpf: '52998224725',
            birthdate: '1980-02-01',
            phone: '4133334444',
            address: { zip_code: '80010000', street: 'Rua XV' },
          },
        },
      },
    });
  });
});
