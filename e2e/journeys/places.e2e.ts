import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectAccessible } from '../support/a11y';
import { signIn } from '../support/forms';
import { type RunningApp, startApp } from '../support/harness';

describe('places and addresses', () => {
  let app: RunningApp;
  before(async () => {
    app = await startApp();
  });
  after(async () => {
    await app.stop();
  });

  it('the operator creates a district with pricing in the console', async () => {
    const { page, context } = await app.newPage();
    await page.goto('/login');
    await signIn(page, 'operador@brilho.test', 'brilho123');
    // Staff land in their area at sign-in: the console opens on its Painel; the cities are one
    // menu item away.
    await page.waitForURL('**/operador/painel');
    await page
      .getByRole('navigation', { name: 'Menu do operador' })
      .getByRole('link', { name: 'Cidades' })
      .click();
    await page.waitForURL('**/operador/cidades');
    await page.getByRole('link', { name: 'Curitiba', exact: true }).click();
    await page.getByRole('button', { name: 'Novo bairro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo bairro em Curitiba' });
    await dialog.getByLabel('Nome', { exact: true }).fill('Ahú');
    await dialog.getByLabel('Código', { exact: true }).fill('pr-curitiba-ahu');
    await dialog.getByLabel('Nota mínima').fill('4,5');
    await dialog.getByLabel('Nota máxima').fill('5');
    await dialog.getByLabel('Preço', { exact: true }).fill('0');
    await dialog.getByLabel('Preço por hora').fill('35,50');
    await dialog.getByLabel('Taxa', { exact: true }).fill('5');
    await dialog.getByLabel('Taxa por hora').fill('5');
    await dialog.getByRole('button', { name: 'Cadastrar bairro' }).click();
    await page.getByText('Bairro criado com sucesso!').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Ahú' });
    await row.getByText('R$ 35,50').waitFor();
    await row.getByText('4,5 – 5,0').waitFor();

    // The same code again is refused on its field.
    await page.getByRole('button', { name: 'Novo bairro' }).click();
    await dialog.getByLabel('Nome', { exact: true }).fill('Ahú de Baixo');
    await dialog.getByLabel('Código', { exact: true }).fill('pr-curitiba-ahu');
    await dialog.getByLabel('Nota mínima').fill('4');
    await dialog.getByLabel('Nota máxima').fill('5');
    for (const label of ['Preço', 'Preço por hora', 'Taxa', 'Taxa por hora'])
      await dialog.getByLabel(label, { exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Cadastrar bairro' }).click();
    await dialog.getByText('já está sendo usado').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('the customer adds an address in five steps, finds it in the picker, renames and deletes it', async () => {
    const { page, context } = await app.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await signIn(page, 'cliente@brilho.test', 'brilho123');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/meus-dados');
    await page.getByRole('heading', { name: 'Endereços' }).waitFor();
    await page.getByRole('button', { name: 'adicionar novo endereço' }).click();
    const wizard = page.getByRole('dialog', { name: 'Novo endereço' });

    // (1) the places search fills street, number and city
    const search = wizard.getByRole('combobox', { name: 'Buscar endereço' });
    await search.fill('Avenida Sete de Setembro 4000');
    await page
      .getByRole('option', { name: /Avenida Sete de Setembro/ })
      .first()
      .click();
    assert.equal(await wizard.getByLabel('Rua', { exact: true }).inputValue(), 'Avenida Sete de Setembro');
    assert.equal(await wizard.getByLabel('Número', { exact: true }).inputValue(), '4000');
    await wizard.getByLabel('Complemento').fill('Sala 3');
    await expectAccessible(page);
    await wizard.getByRole('button', { name: 'continuar' }).click();

    // (2) the district, found by part of its name (at least 3 characters)
    await wizard.getByRole('heading', { name: /Bairro$/ }).waitFor();
    const districtSearch = wizard.getByLabel('Buscar bairro');
    await districtSearch.fill('ba');
    await wizard.getByRole('button', { name: 'continuar' }).click();
    await wizard.getByText('A busca deve conter ao menos 3 caracteres!').waitFor();
    await districtSearch.fill('Batel');
    await wizard.getByRole('radio', { name: 'Batel' }).check();
    await wizard.getByRole('button', { name: 'continuar' }).click();

    // (3) the pin, dragged a little
    await wizard.getByRole('heading', { name: /Localização$/ }).waitFor();
    const pin = wizard.locator('.address-pin');
    await pin.waitFor();
    const box = await pin.boundingBox();
    assert.ok(box, 'the pin is on the map');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 8 });
    await page.mouse.up();
    await wizard.getByText('Localização ajustada').waitFor();
    await wizard.getByRole('button', { name: 'confirmar localização' }).click();

    // (4) confirm data: the CEP is required
    await wizard.getByRole('heading', { name: /Confirme os dados$/ }).waitFor();
    await wizard.getByLabel('CEP').fill('');
    await wizard.getByRole('button', { name: 'continuar' }).click();
    await wizard.getByText('Campo obrigatório').first().waitFor();
    await wizard.getByLabel('CEP').fill('80250210');
    await wizard.getByLabel('Ponto de referência').fill('Em frente à praça');
    await wizard.getByRole('button', { name: 'continuar' }).click();

    // (5) the name
    await wizard.getByLabel('Nome do endereço').fill('Escritório');
    await wizard.getByRole('button', { name: 'cadastrar endereço' }).click();
    await page.getByText('Endereço criado com sucesso!').waitFor();
    const list = page.getByRole('list', { name: 'Seus endereços' });
    await list.getByText('Escritório').waitFor();

    // in the picker: the new address is selectable, the closed-city one is not
    await page.goto('/limpeza');
    await page.getByRole('button', { name: 'selecionar o local da limpeza' }).click();
    const picker = page.getByRole('dialog', { name: 'Selecione o local da limpeza para continuar' });
    await picker.getByText('Não estamos operando mais nessa cidade!').waitFor();
    const closed = picker.getByRole('button', { name: /^Apartamento antigo/ });
    assert.equal(await closed.getAttribute('aria-disabled'), 'true');
    await expectAccessible(page);
    await picker.getByRole('button', { name: /^Escritório/ }).click();
    await page.getByRole('heading', { name: 'Local da limpeza', exact: true }).waitFor();
    await page.getByText('Avenida Sete de Setembro').first().waitFor();

    // rename, then delete, from the profile card
    await page.goto('/meus-dados');
    await page.getByRole('button', { name: 'editar endereço Escritório' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar endereço' });
    await edit.getByLabel('Nome do endereço').fill('Escritório novo');
    await edit.getByRole('button', { name: 'salvar alterações' }).click();
    await page.getByText('Endereço alterado com sucesso!').waitFor();
    await list.getByText('Escritório novo').waitFor();
    await page.getByRole('button', { name: 'remover endereço Escritório novo' }).click();
    await page
      .getByRole('dialog', { name: 'Remover endereço' })
      .getByRole('button', { name: 'remover endereço' })
      .click();
    await list.getByText('Escritório novo').waitFor({ state: 'detached' });
    assert.equal(await list.getByText('Casa', { exact: true }).count(), 1);
    await context.close();
  });

  it('the district the operator created is offered in the wizard', async () => {
    const { page, context } = await app.newPage();
    await page.goto('/login');
    await signIn(page, 'cliente@brilho.test', 'brilho123');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/meus-dados');
    await page.getByRole('button', { name: 'adicionar novo endereço' }).click();
    const wizard = page.getByRole('dialog', { name: 'Novo endereço' });
    await wizard.getByLabel('Rua', { exact: true }).fill('Rua Moysés Marcondes');
    await wizard.getByLabel('Número', { exact: true }).fill('120');
    await wizard.getByLabel('Cidade', { exact: true }).fill('curitiba');
    await wizard.getByRole('button', { name: 'continuar' }).click();
    await wizard.getByLabel('Buscar bairro').fill('ahu');
    await wizard.getByRole('radio', { name: 'Ahú' }).waitFor();

    // a city we no longer serve is refused by name, in the spec's words
    await wizard.getByRole('button', { name: 'voltar' }).click();
    await wizard.getByLabel('Cidade', { exact: true }).fill('Pinhais');
    await wizard.getByRole('button', { name: 'continuar' }).click();
    await wizard.getByText('Não estamos operando mais nessa cidade!').waitFor();
    await context.close();
  });
});
