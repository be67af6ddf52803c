// The places screens' own texts (edits and closing a city); creation texts come from the domain catalogue.
export const placeTexts = {
  stateUpdated: 'Estado alterado com sucesso!',
  cityUpdated: 'Cidade alterada com sucesso!',
  districtUpdated: 'Bairro alterado com sucesso!',
  cityClosed: 'Cidade encerrada.',
  cityReopened: 'Cidade reaberta.',
  districtActivated: 'Bairro ativado.',
  districtDeactivated: 'Bairro desativado.',
  closeCityTitle: (name: string) => `Encerrar ${name}?`,
  closeCityMessage:
    'Os clientes com endereço nesta cidade passam a ver "Não estamos operando mais nessa cidade!" e não conseguem agendar limpezas nela até que seja reaberta.',
  closeCityConfirm: 'Encerrar cidade',
  updateFailed: 'Não foi possível salvar as alterações. Tente novamente!',
} as const;
