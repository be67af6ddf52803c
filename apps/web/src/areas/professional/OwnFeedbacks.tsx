import '@mantine/core/styles/Rating.layer.css';
import { formatDateBR, PAGE_SIZES, saoPauloDate } from '@brilho/domain';
import { Alert, Anchor, Button, Group, Rating, Stack, Text } from '@mantine/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { API_BASE, apiDocument } from '../../lib/api/client';
import { feedbackTexts } from '../../words/professional-feedbacks';
import { PROFESSIONAL_KEY } from './api';
import { Section } from './components';
import { professionalPath } from './paths';

export interface OwnFeedback {
  id: string;
  type: 'feedbacks';
  rating: number;
  comment: string | null;
  created_at: string;
  edited_at: string | null;
  order: { id: string; starts_at: string | null } | null;
}

interface OwnFeedbackPage {
  feedbacks: OwnFeedback[];
  next: string | null;
  total: number | null;
}

/** The API's `links.next` is under /api; the client adds the base itself. */
const withoutApiBase = (link: string): string =>
  link.startsWith(`${API_BASE}/`) ? link.slice(API_BASE.length) : link;

/** `GET /professional/feedbacks`: the signed-in professional's ratings, newest first, cursor paged. */
export const ownFeedbacksQuery = infiniteQueryOptions({
  queryKey: [...PROFESSIONAL_KEY, 'feedbacks'],
  queryFn: async ({ pageParam }): Promise<OwnFeedbackPage> => {
    const { data, links, meta } = await apiDocument<OwnFeedback[]>(pageParam);
    const total = meta.total;
    return {
      feedbacks: data ?? [],
      next: links.next ? withoutApiBase(links.next) : null,
      total: typeof total === 'number' ? total : null,
    };
  },
  initialPageParam: `/professional/feedbacks?page[size]=${PAGE_SIZES.feedbacks}`,
  getNextPageParam: (last) => last.next ?? undefined,
});

const dayOf = (instant: string) => formatDateBR(saoPauloDate(new Date(instant)));

/** 'Minhas avaliações' on the profile: each rating's stars, comment, date and the cleaning it rates. */
export function OwnFeedbacks() {
  const query = useInfiniteQuery(ownFeedbacksQuery);
  const feedbacks = query.data?.pages.flatMap((page) => page.feedbacks) ?? [];
  const total = query.data?.pages[0]?.total ?? null;
  return (
    <Section
      id="avaliacoes"
      title={feedbackTexts.title}
      aside={
        total !== null &&
        total > 0 && (
          <Text size="sm" c="dimmed">
            {feedbackTexts.summary(total)}
          </Text>
        )
      }
    >
      {query.isPending ? (
        <Text size="sm" role="status">
          {feedbackTexts.loading}
        </Text>
      ) : query.isError && feedbacks.length === 0 ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{feedbackTexts.failed}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
              {feedbackTexts.retry}
            </Button>
          </Stack>
        </Alert>
      ) : feedbacks.length === 0 ? (
        <Text c="dimmed">{feedbackTexts.empty}</Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {feedbacks.map((feedback) => (
            <li key={feedback.id} aria-label={feedbackTexts.stars(feedback.rating)}>
              <Stack gap={4}>
                <Group gap="xs" wrap="wrap">
                  <Rating value={feedback.rating} readOnly size="sm" aria-hidden="true" />
                  <Text size="sm" fw={700}>
                    {feedbackTexts.stars(feedback.rating)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {feedbackTexts.givenOn(dayOf(feedback.created_at))}
                  </Text>
                </Group>
                <Text
                  size="sm"
                  c={feedback.comment ? undefined : 'dimmed'}
                  style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                >
                  {feedback.comment ?? feedbackTexts.noComment}
                </Text>
                {feedback.order?.starts_at && (
                  <Anchor
                    component={Link}
                    to={professionalPath('job', { id: feedback.order.id })}
                    size="sm"
                    w="fit-content"
                  >
                    {feedbackTexts.cleaningOf(dayOf(feedback.order.starts_at))}
                  </Anchor>
                )}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button
          variant="subtle"
          onClick={() => query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          w="fit-content"
        >
          {feedbackTexts.more}
        </Button>
      )}
    </Section>
  );
}
