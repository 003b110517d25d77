import { Redis } from 'ioredis';
import type { Broker, BrokerMessage } from './broker';

/** One Redis pub/sub channel carries every publication; each process fans out to its own clients. */
const REDIS_CHANNEL = 'casino:realtime';

export class RedisBroker implements Broker {
  private readonly listeners: ((message: BrokerMessage) => void)[] = [];

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== REDIS_CHANNEL) return;
      const message = parseMessage(raw);
      if (!message) return;
      for (const listener of this.listeners) listener(message);
    });
  }

  /** Connects both clients and subscribes before returning, so no publication after it is missed. */
  static async connect(url: string): Promise<RedisBroker> {
    const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(REDIS_CHANNEL);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw error;
    }
    return new RedisBroker(publisher, subscriber);
  }

  async publish(message: BrokerMessage): Promise<void> {
    await this.publisher.publish(REDIS_CHANNEL, JSON.stringify(message));
  }

  onMessage(listener: (message: BrokerMessage) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}

function parseMessage(raw: string): BrokerMessage | undefined {
  try {
    const parsed = JSON.parse(raw) as Partial<BrokerMessage>;
    return typeof parsed.channel === 'string' ? { channel: parsed.channel, data: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}
