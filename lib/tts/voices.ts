/**
 * The voices of spec 02 §9: four English accents plus four multilingual voices, and two voices
 * for each other language of its list. Offline voices are espeak-ng's (a language and a male or
 * female variant); OpenAI's voices are the multilingual ones, offered when a provider is set.
 * espeak-ng has no Somali, Zulu or Canadian French voice: those languages get OpenAI's voices only
 * (Canadian French content is offered the French voices of France).
 */
export type TtsProviderName = 'espeak' | 'openai';
export type Voice = { id: string; provider: TtsProviderName; language: string; label: string; gender: 'female' | 'male' | 'neutral' };

const ESPEAK_LANGUAGES: ReadonlyArray<[language: string, espeak: string, label: string]> = [
  ['zh', 'cmn', 'Chinese (Mandarin)'],
  ['fr-fr', 'fr-fr', 'French'],
  ['es-mx', 'es-419', 'Spanish (Latin America)'],
  ['es-es', 'es', 'Spanish (Spain)'],
  ['de-de', 'de', 'German'],
  ['fi-fi', 'fi', 'Finnish'],
  ['ar-ar', 'ar', 'Arabic'],
  ['nl-nl', 'nl', 'Dutch'],
  ['bs-ba', 'bs', 'Bosnian'],
  ['bn-in', 'bn', 'Bengali'],
  ['pt-br', 'pt-br', 'Portuguese (Brazil)'],
  ['hu-hu', 'hu', 'Hungarian'],
  ['af-za', 'af', 'Afrikaans'],
  ['vi-vn', 'vi', 'Vietnamese'],
  ['sr-rs', 'sr', 'Serbian'],
  ['it-it', 'it', 'Italian'],
  ['kn-in', 'kn', 'Kannada'],
  ['lt-lt', 'lt', 'Lithuanian'],
  ['hi-in', 'hi', 'Hindi'],
  ['tr-tr', 'tr', 'Turkish'],
];

const ENGLISH: ReadonlyArray<[espeak: string, label: string, gender: Voice['gender']]> = [
  ['en-us', 'English (United States)', 'male'],
  ['en-gb', 'English (United Kingdom)', 'female'],
  ['en-gb-scotland', 'English (Scotland)', 'male'],
  ['en-029', 'English (Caribbean)', 'female'],
];

/** espeak-ng's variants: `+f3` a female voice; the default voice is male. */
const espeakId = (espeak: string, gender: Voice['gender']) => `espeak:${espeak}${gender === 'female' ? '+f3' : ''}`;

export const ESPEAK_VOICES: readonly Voice[] = [
  ...ENGLISH.map(([espeak, label, gender]) => ({ id: espeakId(espeak, gender), provider: 'espeak' as const, language: 'en-us', label, gender })),
  ...ESPEAK_LANGUAGES.flatMap(([language, espeak, label]) =>
    (['female', 'male'] as const).map((gender) => ({ id: espeakId(espeak, gender), provider: 'espeak' as const, language, label, gender })),
  ),
];

export const OPENAI_VOICES: readonly Voice[] = (['alloy', 'nova', 'echo', 'shimmer'] as const).map((name) => ({
  id: `openai:${name}`,
  provider: 'openai' as const,
  language: '*',
  label: name[0]!.toUpperCase() + name.slice(1),
  gender: name === 'nova' || name === 'shimmer' ? 'female' : name === 'echo' ? 'male' : 'neutral',
}));

const ALL = new Map([...ESPEAK_VOICES, ...OPENAI_VOICES].map((v) => [v.id, v]));

export const findVoice = (id: string): Voice | undefined => ALL.get(id);

/** The base of a content language code ('fr-ca' → 'fr'), for matching voices of the same language. */
const base = (code: string) => code.toLowerCase().split('-')[0]!;

/** The voices for content in `languageCode`: espeak-ng's of that language (any region), then OpenAI's when configured. */
export function voicesFor(languageCode: string, openAiConfigured: boolean): Voice[] {
  const exact = ESPEAK_VOICES.filter((v) => v.language === languageCode.toLowerCase());
  const offline = exact.length ? exact : ESPEAK_VOICES.filter((v) => base(v.language) === base(languageCode));
  const english = base(languageCode) === 'en' ? ESPEAK_VOICES.filter((v) => v.language === 'en-us') : [];
  return [...new Set([...offline, ...english])].concat(openAiConfigured ? OPENAI_VOICES : []);
}

/** The default voice of a language: its first voice, else American English. */
export const defaultVoiceFor = (languageCode: string, openAiConfigured: boolean) =>
  (voicesFor(languageCode, openAiConfigured)[0] ?? ESPEAK_VOICES[0]!).id;

/** The language a request carries (spec 02 §5: derived from the voice); multilingual voices speak the content's language. */
export const languageOfVoice = (voice: Voice, contentLanguage: string) => (voice.language === '*' ? contentLanguage : voice.language);

/** espeak-ng's -v argument of an espeak voice id. */
export const espeakVoiceName = (id: string) => id.replace(/^espeak:/, '');
