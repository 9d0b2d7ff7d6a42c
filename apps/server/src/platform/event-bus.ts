import { EventEmitter } from 'node:events';
import type { ArtworkEvent, ImportProgressEvent } from '@vernissage/shared';
import { Redis } from 'ioredis';
import { closeRedis } from './redis.js';

/**
 * Something that happened that open pages should show at once: a work's availability (on a
 * workspace's and the offer holders' channels), or the progress of a person's import (theirs only).
 */
export type AppEvent = ({ type: 'artwork' } & ArtworkEvent) | ImportProgressEvent;

export type EventListener = (event: AppEvent) => void;

/**
 * Publish/subscribe by channel (`g:<gid>` for a workspace, `u:<uid>` for a person). In process
 * by default; through Redis when REDIS_URL is set, so an event published on one instance reaches
 * the pages connected to every other.
 */
export interface EventBus {
  publish(channel: string, event: AppEvent): void;
  subscribe(channel: string, listener: EventListener): () => void;
  close(): Promise<void>;
}

const PREFIX = 'vernissage:events:';

export function createEventBus(options: { redisUrl: string | undefined; onError: (error: unknown) => void }): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  if (!options.redisUrl) {
    return {
      publish: (channel, event) => void local.emit(channel, event),
      subscribe: (channel, listener) => {
        local.on(channel, listener);
        return () => void local.off(channel, listener);
      },
      close: async () => void local.removeAllListeners(),
    };
  }
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  publisher.on('error', options.onError);
  subscriber.on('error', options.onError);
  // Redis may be away at start: the subscription is made when it comes (ioredis subscribes again on
  // every reconnection), and a failed first attempt must not be an unhandled rejection that ends
  // the process.
  const ready = subscriber.psubscribe(`${PREFIX}*`).catch(options.onError);
  subscriber.on('pmessage', (_pattern, channel, message) => {
    try {
      local.emit(channel.slice(PREFIX.length), JSON.parse(message) as AppEvent);
    } catch (error) {
      options.onError(error);
    }
  });
  return {
    publish: (channel, event) => {
      publisher.publish(`${PREFIX}${channel}`, JSON.stringify(event)).catch(options.onError);
    },
    subscribe: (channel, listener) => {
      local.on(channel, listener);
      return () => void local.off(channel, listener);
    },
    close: async () => {
      await ready;
      local.removeAllListeners();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
