import type { LegalDoc } from './types';

export const privacyEn: LegalDoc = {
  title: 'Privacy policy',
  updated: '2026-11-21',
  intro: [
    'OpenHow is open-source software that organisations install and run themselves. This policy explains what this installation of OpenHow stores about you, why, and who you can ask about it.',
    'The organisation that deployed this site (usually your employer or the organisation that invited you, "the operator") decides how it is used and is responsible for your data. The people who write the OpenHow software do not receive, see or process any data from this installation.',
  ],
  sections: [
    {
      heading: '1. Who is responsible',
      paragraphs: [
        'The operator is the controller of your personal data. Questions, requests and complaints go to the operator, normally through your administrator or the contact your organisation gave you. The operator may publish its own policy that adds to this one; where they differ, the operator’s policy applies.',
      ],
    },
    {
      heading: '2. What is stored',
      paragraphs: ['Only what the platform needs to work:'],
      items: [
        'Account: your name, email address or employee ID, organisation, roles, teams, preferred language and, if you add one, a profile picture.',
        'Password: only a salted one-way hash (argon2id); nobody, including administrators, can read your password. If you sign in with single sign-on, no password is stored here.',
        'Content you create: videos, workflows and their steps, transcripts, subtitles, annotations, instructions, comments, reactions and quiz answers.',
        'Learning records: what you watched, your progress, assigned skills, completions and quiz results, so your organisation can track training.',
        'Security records: sign-in attempts (time, IP address, browser, success or failure) and active sessions, used to protect accounts and to investigate misuse.',
        'Emails sent to you (for example invitations and password-reset links), kept in an outbox so delivery can be checked.',
      ],
    },
    {
      heading: '3. Why it is used',
      paragraphs: [
        'Your data is used to sign you in, show you the content and tasks meant for you, let your colleagues and administrators see your contributions and training progress, send the emails you need, keep the service secure, and fix problems. It is not sold and not used for advertising.',
      ],
    },
    {
      heading: '4. Cookies and local storage',
      paragraphs: ['This site sets only cookies that it needs. There are no advertising or cross-site tracking cookies.'],
      items: [
        'Session cookie: keeps you signed in. It holds a signed session identifier, cannot be read by scripts, and ends when you sign out or it expires.',
        'Language (NEXT_LOCALE): remembers the language you chose, for one year.',
        'Theme (oh_theme): remembers whether you chose the light or dark theme, for one year.',
        'Organisation key (oh_client_key): after a sign-in with an employee ID, remembers your organisation’s key for one year so you do not have to type it again.',
      ],
    },
    {
      heading: '5. Services the operator may connect',
      paragraphs: [
        'Depending on how the operator configured this site, some data goes to services it chose: a single sign-on provider (such as Google, Microsoft or your organisation’s identity provider) when you sign in with it; an email service to deliver messages; a file storage service for videos and images; and, if AI features are switched on, an AI service that receives transcripts and the questions you ask. Those services process the data on the operator’s behalf under their own terms.',
      ],
    },
    {
      heading: '6. Where it is kept and for how long',
      paragraphs: [
        'Data is stored on servers the operator runs or rents, in the locations it chose. The operator sets how long data is kept. Content and learning records normally remain while your organisation needs them for training and compliance; security records are kept for a limited period. When your account is removed, your personal details are deleted or anonymised, while content you published may stay available to your organisation.',
      ],
    },
    {
      heading: '7. Your rights',
      paragraphs: [
        'Depending on the law that applies to you (for example the GDPR or China’s Personal Information Protection Law), you can ask to see, correct, export or delete your personal data, or object to some uses of it. Ask your administrator or the operator’s contact. You can change your name, language and password yourself in your profile.',
      ],
    },
    {
      heading: '8. Security',
      paragraphs: [
        'Passwords are hashed, sign-in attempts are rate-limited, each organisation’s data is kept apart from every other organisation’s, and shared links can be switched off by administrators. The operator is responsible for running the site over HTTPS, keeping it updated and limiting who can reach its servers.',
      ],
    },
    {
      heading: '9. Changes',
      paragraphs: [
        'This policy may change when the software or the operator’s practices change. The date at the top shows the latest version. Significant changes will be announced by the operator.',
      ],
    },
  ],
};
