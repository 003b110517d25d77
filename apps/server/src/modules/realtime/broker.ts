/** A publication on its way from the outbox dispatcher to the connections subscribed to a channel. */
export interface BrokerMessage {
  readonly channel: string;
  readonly data: unknown;
}

/**
 * Fans publications out to every server process: in-process by default, Redis pub/sub when
 * REDIS_URL is set (then a publication reaches the clients of every process, this one included).
 */
export interface Broker {
  publish(message: BrokerMessage): Promise<void>;
  /** Called for every publication of every process, in the order each process published. */
  onMessage(listener: (message: BrokerMessage) => void): void;
  close(): Promise<void>;
}

export class InProcessBroker implements Broker {
  private readonly listeners: ((message: BrokerMessage) => void)[] = [];

  publish(message: BrokerMessage): Promise<void> {
    for (const listener of this.listeners) listener(message);
    return Promise.resolve();
  }

  onMessage(listener: (message: BrokerMessage) => void): void {
    this.listeners.push(listener);
  }

  close(): Promise<void> {
    this.listeners.length = 0;
    return Promise.resolve();
  }
}
