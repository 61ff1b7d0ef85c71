/** The offline provider: summaries, SOP outlines, key terms and quiz questions from the transcript alone. */
export { offlineSummary } from './summary';
export { offlineKeyTerms, termCandidates, type TermCandidate } from './terms';
export { offlineQuestions, BLANK } from './questions';
export { analyse } from './analysis';
