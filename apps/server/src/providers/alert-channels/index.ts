import type { AlertChannelType } from '@unclewatch/core';

/** What an alert says, whatever the channel. */
export interface OutgoingAlert {
  event: 'newEpisode' | 'onMyServices' | 'digest' | 'test';
  title: string;
  message: string;
  /** The page on this site the alert is about (absolute), or null. */
  url: string | null;
  /** A digest's alerts, or the alert itself. */
  items: { event: string; title: string; message: string; url: string | null }[];
  sentAt: string;
  /** A stable id for receivers that deduplicate (the delivery's). */
  deliveryId: string;
}

/** A saved channel as a sender needs it; `email` is its owner's account address. */
export interface ChannelTarget {
  type: AlertChannelType;
  url: string | null;
  token: string | null;
  topic: string | null;
  secret: string | null;
  email: string | undefined;
}

/** A receiver's HTTP status (200 for a mail handed to the mail port). */
export interface ChannelAnswer {
  status: number;
}

/**
 * The alert channels port (issue #44): one adapter per channel type, each a file beside this
 * one. An adapter throws when it got no answer (refused address, time-out, network).
 */
export interface AlertChannelAdapter {
  send(target: ChannelTarget, alert: OutgoingAlert): Promise<ChannelAnswer>;
}

export type AlertChannelAdapters = Record<AlertChannelType, AlertChannelAdapter>;
