/** The new address wizard and its steps (a lazy dialog; the map's chunk reads them too). */
export const addressWizardTexts = {
  title: 'Novo endereço',
  stepsName: 'Etapas do cadastro de endereço',
  searchUnavailable: 'Busca indisponível',
  addressData: 'Dados do endereço',
  number: 'Número',
  reference: 'Ponto de referência',
  referenceHint: 'Opcional. Ex.: em frente à praça',
  search: 'Buscar endereço',
  searchHint: 'Digite a rua, o número e a cidade e escolha um dos resultados',
  searching: 'Buscando endereços',
  confirmIntro: 'Confira os dados do endereço antes de dar um nome a ele.',
  pinTitle: 'Arraste para ajustar a localização',
  map: 'Mapa com a localização do endereço',
  mapImageUnavailable:
    'A imagem do mapa está indisponível no momento, mas o marcador continua funcionando: arraste-o ou use as setas do teclado para ajustar a localização.',
  locationIntro:
    'Confira se o marcador está no lugar certo. Se não estiver, arraste-o até a entrada do endereço.',
  mapUnavailable:
    'Não foi possível exibir o mapa. Você pode continuar com a localização aproximada do endereço.',
  locationAdjusted: 'Localização ajustada',
  confirmLocation: 'confirmar localização',
  nameIntro: 'Dê um nome ao endereço para encontrá-lo facilmente nos próximos agendamentos.',
  name: 'Nome do endereço',
  register: 'cadastrar endereço',
  stepLabels: ['Endereço', 'Bairro', 'Localização', 'Confirme os dados', 'Nome'],
} as const;
