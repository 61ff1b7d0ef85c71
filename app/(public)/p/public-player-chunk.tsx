'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { Player, type PlayerProps } from '@/components/player/player';

export type PublicPlayerChunkProps = Pick<PlayerProps, 'workflow' | 'mode' | 'initialStepId' | 'nativeStart'> & {
  locale: string;
  timeZone: string;
  messages: AbstractIntlMessages;
};

/**
 * The public page's player with the messages it shows: one chunk that loads after the page has
 * hydrated (public-player-island.tsx), so next-intl and the player are not in the page's initial
 * JavaScript.
 */
export default function PublicPlayerChunk({ locale, timeZone, messages, ...player }: PublicPlayerChunkProps) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <Player {...player} />
    </NextIntlClientProvider>
  );
}
