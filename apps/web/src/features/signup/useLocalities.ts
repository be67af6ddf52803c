import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/client';

export interface Locality {
  id: number;
  nome: string;
  sigla?: string;
}

/** States and cities from the localities service; `failed` tells the form to use text fields instead. */
export function useLocalities(stateCode: string | undefined) {
  const states = useQuery({
    queryKey: ['localities', 'states'],
    queryFn: () => apiRequest<Locality[]>('/localities/estados'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const stateId = states.data?.find((s) => s.sigla === stateCode)?.id;
  const cities = useQuery({
    queryKey: ['localities', 'cities', stateId],
    queryFn: () => apiRequest<Locality[]>(`/localities/estados/${stateId}/municipios`),
    enabled: stateId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return {
    states: states.data ?? [],
    cities: cities.data ?? [],
    loading: states.isLoading,
    failed: states.isError || cities.isError,
  };
}
