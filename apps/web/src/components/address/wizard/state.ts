import type { LonLat } from '@brilho/domain/schemas';
import type { City, District, Place } from '../../../entities/address/api';
import { addressWizardTexts as t } from '../../../words/address-wizard';

/** Steps of the wizard, in order (index = Stepper's active step). */
export const STEP_LABELS = t.stepLabels;
export type StepIndex = 0 | 1 | 2 | 3 | 4;

/** Where the map opens when nothing better is known: Curitiba's centre. */
export const DEFAULT_CENTRE: LonLat = { latitude: -25.4284, longitude: -49.2733 };

/** Everything the wizard has gathered; each step reads its part and 'voltar' keeps it all. */
export interface WizardData {
  zip_code: string;
  street: string;
  street_number: string;
  city: string;
  complement: string;
  reference: string;
  /** The place chosen in the search (only complete ones are kept). */
  place: Place | null;
  /** Remembered from the CEP or the place, to prefill the district search and pick the right city. */
  districtHint: string;
  stateHint: string;
  /** The active city found for `city` when leaving step 1. */
  cityRecord: City | null;
  districtSearch: string;
  district: District | null;
  /** The confirmed pin. */
  location: LonLat | null;
  name: string;
}

export const EMPTY_WIZARD: WizardData = {
  zip_code: '',
  street: '',
  street_number: '',
  city: '',
  complement: '',
  reference: '',
  place: null,
  districtHint: '',
  stateHint: '',
  cityRecord: null,
  districtSearch: '',
  district: null,
  location: null,
  name: '',
};

/** The step that holds a field the API refused (422): the district → 2, the address data → 4, name → 5. */
export function stepOfField(field: string): StepIndex | null {
  switch (field) {
    case 'district':
      return 1;
    case 'lonlat':
      return 2;
    case 'street':
    case 'street_number':
    case 'complement':
    case 'zip_code':
    case 'reference':
      return 3;
    case 'name':
      return 4;
    default:
      return null;
  }
}

/** The earliest step among the refused fields (null: none is a wizard field). */
export function firstStepOf(fields: string[]): StepIndex | null {
  const steps = fields.map(stepOfField).filter((step): step is StepIndex => step !== null);
  return steps.length ? (Math.min(...steps) as StepIndex) : null;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The chosen place still describes what is in the fields (the user may have typed over it). */
export const placeMatches = (data: WizardData): boolean =>
  data.place !== null &&
  same(data.place.street, data.street) &&
  same(data.place.street_number, data.street_number) &&
  same(data.place.city, data.city);

/** Among cities of the same name, the one in the remembered UF, else the first. */
export function pickCity(cities: City[], stateHint: string): City | null {
  if (!cities.length) return null;
  return cities.find((city) => same(city.state?.code, stateHint)) ?? cities[0]!;
}
