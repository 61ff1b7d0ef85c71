'use client';
import { useEffect, useMemo, useRef } from 'react';
import { timesIssue } from '@/lib/editor/transcription/rules';
import { mergeSentences, splitSentence, withText, withTimes } from '@/lib/editor/transcription/words';
import type { TranscriptSentence } from '@/lib/transcription/types';
import type { RowActions } from './sentence-row';

type Setter = (next: (current: TranscriptSentence[]) => TranscriptSentence[]) => void;

const replaceAt = (list: TranscriptSentence[], index: number, ...items: TranscriptSentence[]) => [...list.slice(0, index), ...items, ...list.slice(index + 1)];

/**
 * The rows' actions, stable for the editor's life (rows are memoised on them): each edits the
 * list through the draft's functional setter; unchanged sentences keep their objects.
 */
export function useSentenceActions(setValue: Setter, current: TranscriptSentence[], duration: number | null, play: (seconds: number) => void): RowActions {
  const latest = useRef({ current, duration, play });
  useEffect(() => {
    latest.current = { current, duration, play };
  });
  return useMemo<RowActions>(
    () => ({
      text: (index, text) => setValue((list) => replaceAt(list, index, withText(list[index], text))),
      times: (index, start, end) => {
        const issue = timesIssue(latest.current.current, index, start, end, latest.current.duration);
        if (!issue) setValue((list) => replaceAt(list, index, withTimes(list[index], start, end)));
        return issue;
      },
      split: (index, atWord) =>
        setValue((list) => {
          const parts = splitSentence(list[index], atWord);
          return parts ? replaceAt(list, index, ...parts) : list;
        }),
      mergeNext: (index) => setValue((list) => (list[index + 1] ? [...list.slice(0, index), mergeSentences(list[index], list[index + 1]), ...list.slice(index + 2)] : list)),
      remove: (index) => setValue((list) => [...list.slice(0, index), ...list.slice(index + 1)]),
      play: (seconds) => latest.current.play(seconds),
    }),
    [setValue],
  );
}
