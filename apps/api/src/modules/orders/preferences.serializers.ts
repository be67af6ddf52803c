import {
  configurableFieldOptionResource,
  configurableFieldResource,
  orderHasPreferenceResource,
} from '@brilho/domain/contract';
import type { ConfigurableField, ConfigurableFieldOption, Order, OrderHasPreference } from '../../db/schema';
import { type ResourceSerializer, relation, serializerOf } from '../../lib/jsonapi';
import { orderSerializer } from './serializers';

export interface ConfigurableFieldView extends ConfigurableField {
  options?: ConfigurableFieldOption[];
}

export interface OptionView extends ConfigurableFieldOption {
  configurableField?: ConfigurableField;
}

export interface PreferenceView extends OrderHasPreference {
  order?: Order;
  configurableField?: ConfigurableField;
}

// Fields and options point at each other: the types are spelled out so TypeScript needn't infer a cycle.
export const configurableFieldOptionSerializer: ResourceSerializer<OptionView> = serializerOf<OptionView>()(
  configurableFieldOptionResource,
  {
    id: (o) => o.id,
    attributes: (o) => ({ opt_id: o.optId, key: o.key }),
    relationships: {
      configurable_field: relation(
        () => configurableFieldSerializer,
        (o) => o.configurableField,
      ),
    },
  },
);

export const configurableFieldSerializer: ResourceSerializer<ConfigurableFieldView> =
  serializerOf<ConfigurableFieldView>()(configurableFieldResource, {
    id: (f) => f.id,
    attributes: (f) => ({ key: f.key, model: f.model, display_name: f.displayName }),
    relationships: {
      options: relation(
        () => configurableFieldOptionSerializer,
        (f) => f.options,
      ),
    },
  });

export const orderHasPreferenceSerializer = serializerOf<PreferenceView>()(orderHasPreferenceResource, {
  id: (p) => p.id,
  attributes: (p) => ({ answer: p.answer }),
  relationships: {
    order: relation(
      () => orderSerializer,
      (p) => p.order,
    ),
    configurable_field: relation(
      () => configurableFieldSerializer,
      (p) => p.configurableField,
    ),
  },
});
