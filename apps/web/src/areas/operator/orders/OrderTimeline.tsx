import '@mantine/core/styles/Timeline.layer.css';
import { Anchor, Text, Timeline } from '@mantine/core';
import { Link } from 'react-router';
import { operatorPath } from '../paths';
import type { OrderTimelineEvent } from './api';
import { formatDateTime } from './format';

/**
 * The order's full timeline: state changes, payments, check-in/check-out, tickets and e-mails
 * sent, as the API orders them (a total order: the screen never re-sorts, so two equal instants cannot swap).
 * The line into an e-mail's row is dashed: the e-mail is a consequence of what precedes it, not a new fact.
 */
export function OrderTimeline({ events }: { events: OrderTimelineEvent[] }) {
  if (events.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Nenhum acontecimento registrado.
      </Text>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2} color="violet.8" active={events.length - 1}>
      {events.map((event, index) => (
        <Timeline.Item
          key={event.id}
          data-kind={event.kind}
          lineVariant={events[index + 1]?.kind === 'email' ? 'dashed' : 'solid'}
          title={
            event.subject_type === 'tickets' && event.subject_id ? (
              <Anchor component={Link} to={operatorPath('ticket', { id: event.subject_id })} fw={600}>
                {event.title}
              </Anchor>
            ) : (
              event.title
            )
          }
        >
          <Text size="sm" c="dimmed">
            {formatDateTime(event.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
