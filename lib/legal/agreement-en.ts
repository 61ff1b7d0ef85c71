import type { LegalDoc } from './types';

export const agreementEn: LegalDoc = {
  title: 'User agreement',
  updated: '2026-11-21',
  intro: [
    'This agreement sets the rules for using this OpenHow site. The site is provided by the organisation that deployed it ("the operator"), usually your employer or the organisation that invited you. By signing in you accept this agreement and the privacy policy.',
  ],
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        'Your account is given to you by the operator. Keep your password secret, do not let others use your account, and tell your administrator at once if you think someone else has used it. Shared-device accounts may only be used on the devices and by the people your organisation allows, and you must sign out when you finish.',
      ],
    },
    {
      heading: '2. Acceptable use',
      paragraphs: ['You agree not to:'],
      items: [
        'upload content that is unlawful, infringes someone else’s rights, or discloses confidential information you may not share;',
        'record or publish people without the consent your organisation’s rules and the law require;',
        'try to reach data of other users or organisations you are not permitted to see, or get around security controls;',
        'upload malware, overload the service, or use automated tools against it without the operator’s permission.',
      ],
    },
    {
      heading: '3. Content',
      paragraphs: [
        'Content you create remains subject to your agreements with your organisation; in most workplaces it belongs to the organisation. You allow the operator to store, process, convert (for example into steps, subtitles and voice-over) and show your content to the people it is shared with.',
        'Work instructions on this site are provided by your organisation. Always follow the safety rules and official procedures of your workplace; if an instruction seems wrong or unsafe, stop and ask your supervisor.',
      ],
    },
    {
      heading: '4. AI features',
      paragraphs: [
        'If the operator turns them on, AI features (such as the assistant, translations, summaries and generated quizzes) produce text automatically. It can be wrong or incomplete: check it before you rely on it or publish it.',
      ],
    },
    {
      heading: '5. Availability and changes',
      paragraphs: [
        'The operator decides which features are available and may change, suspend or end the service, or your access to it, for example when you leave the organisation or break this agreement.',
      ],
    },
    {
      heading: '6. The software',
      paragraphs: [
        'OpenHow is open-source software provided by its authors "as is", under its licence, without any warranty. The authors are not a party to this agreement and are not responsible for how this site is run.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'To the extent the law allows, the operator is not liable for indirect losses caused by using the service, or by it being unavailable. Nothing in this agreement limits rights you have under law that cannot be waived.',
      ],
    },
    {
      heading: '8. Law and contact',
      paragraphs: [
        'This agreement is governed by the law of the place where the operator is established, unless the operator states otherwise. Questions about this agreement go to your administrator or the operator’s contact.',
      ],
    },
  ],
};
