import type { ConfigurableField, ConfigurableFieldOption, Order, OrderHasPreference } from '../../db/schema';
import { defineSerializer, type ResourceSerializer, relation } from '../../lib/jsonapi';
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
export const configurableFieldOptionSerializer: ResourceSerializer<OptionView> = defineSerializer<OptionView>(
  {
    type: 'configurable-field-options',
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
  defineSerializer<ConfigurableFieldView>({
    type: 'configurable-fields',
    id: (f) => f.id,
    attributes: (f) => ({ key: f.key, model: f.model, display_name: f.displayName }),
    relationships: {
      options: relation(
        () => configurableFieldOptionSerializer,
        (f) => f.options,
      ),
    },
  });

export const orderHasPreferenceSerializer = defineSerializer<PreferenceView>({
  type: 'order-has-preferences',
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
