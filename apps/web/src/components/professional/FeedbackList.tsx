import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Rating.layer.css';
import { formatDateBR, saoPauloDate } from '@brilho/domain';
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Rating,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Feedback, FeedbackPage } from '../../entities/professional/model';
import { SERVER_PAGE_ACTIONS } from '../../lib/server-page';
import { texts } from '../../words/professional-profile';
import classes from './professional.module.css';

/** Feedbacks without a text ('Sem informação') are not shown (input rules). */
export const visibleFeedbacks = (feedbacks: Feedback[]): Feedback[] =>
  feedbacks.filter((feedback) => (feedback.description ?? '').trim() !== texts.hiddenFeedback);

const dayOf = (instant: string) => formatDateBR(saoPauloDate(new Date(instant)));

/**
 * A professional's feedbacks, paged by cursor ('ver mais avaliações'): the scheduler's profile modal and the
 * public professional page show the same list, under their own heading.
 */
export function FeedbackList({
  query,
  headingId,
  title,
  titleOrder = 3,
  loadingText,
  divided = false,
}: {
  query: Pick<
    UseInfiniteQueryResult<{ pages: Pick<FeedbackPage, 'feedbacks'>[] }>,
    'data' | 'isPending' | 'isError' | 'hasNextPage' | 'fetchNextPage' | 'isFetchingNextPage'
  >;
  headingId: string;
  title: string;
  titleOrder?: 2 | 3;
  loadingText: string;
  /** A rule between entries (the roomier public page). */
  divided?: boolean;
}) {
  const feedbacks = visibleFeedbacks(query.data?.pages.flatMap((page) => page.feedbacks) ?? []);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={titleOrder} fz={titleOrder === 2 ? 'lg' : 'md'} id={headingId}>
        {title}
      </Title>
      {query.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="xs" />
          <Text size="sm">{loadingText}</Text>
        </Group>
      ) : (
        <>
          {feedbacks.length === 0 && !query.isError && (
            <Text size="sm" c="dimmed">
              {texts.noFeedbacks}
            </Text>
          )}
          {feedbacks.length > 0 && (
            <Stack
              gap={divided ? 'md' : 'sm'}
              component="ul"
              className={classes.list}
              aria-labelledby={headingId}
            >
              {feedbacks.map((feedback, index) => (
                <li key={feedback.id}>
                  {divided && index > 0 && <Divider mb="md" />}
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Rating value={feedback.rating} readOnly size="sm" aria-hidden="true" />
                      <Text size="xs" c="dimmed">
                        <VisuallyHidden>Nota {feedback.rating} de 5, </VisuallyHidden>
                        {dayOf(feedback.created_at)}
                      </Text>
                    </Group>
                    <Text size="sm" className={classes.wrap}>
                      {feedback.description}
                    </Text>
                  </Stack>
                </li>
              ))}
            </Stack>
          )}
          {query.isError && (
            <Alert color="red" variant="light" role="alert">
              {texts.feedbacksFailed}
            </Alert>
          )}
          {query.hasNextPage && (
            <Button
              variant="subtle"
              onClick={() => query.fetchNextPage()}
              data-app-action={SERVER_PAGE_ACTIONS.moreFeedbacks}
              loading={query.isFetchingNextPage}
              w="fit-content"
            >
              {texts.seeMoreFeedbacks}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
