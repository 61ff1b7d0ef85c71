/** A legal text shown in the login footer's popups: plain data, rendered as headings and paragraphs. */
export type LegalSection = { heading: string; paragraphs: string[]; items?: string[] };
export type LegalDoc = { title: string; updated: string; intro: string[]; sections: LegalSection[] };

export type LegalDocKind = 'privacy' | 'agreement';
export type LegalLanguage = 'en' | 'zh';
