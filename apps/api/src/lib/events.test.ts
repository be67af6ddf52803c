import { describe, expect, it } from 'vitest';
import { type ChannelEvent, inProcessEventBus, postgresEventBus } from './events';

describe('event bus', () => {
  it('delivers a published event to every subscriber until it unsubscribes', async () => {
    const bus = inProcessEventBus();
    const seen: ChannelEvent[] = [];
    const stop = bus.subscribe((event) => seen.push(event));
    await bus.publish({ channel: 'OrderChannel', key: 'o1', data: { to_state: 'paid' } });
    stop();
    await bus.publish({ channel: 'OrderChannel', key: 'o1', data: { to_state: 'complete' } });
    expect(seen).toEqual([{ channel: 'OrderChannel', key: 'o1', data: { to_state: 'paid' } }]);
    await bus.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'fans out between two instances through LISTEN/NOTIFY',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const a = await postgresEventBus(url);
      const b = await postgresEventBus(url);
      const received = new Promise<ChannelEvent>((resolve) => b.subscribe(resolve));
      await a.publish({ channel: 'PaymentChannel', key: 'p1', data: { to_state: 'authorized' } });
      expect(await received).toEqual({
        channel: 'PaymentChannel',
        key: 'p1',
        data: { to_state: 'authorized' },
      });
      await a.close();
      await b.close();
    },
  );
});
