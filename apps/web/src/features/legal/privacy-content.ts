import type { LegalSection } from './legal-document';

export const PRIVACY_INTRO =
  'At HandleHub, the privacy of our visitors and users matters to us. This privacy policy explains what information HandleHub collects, why, and how it is used. It applies to the HandleHub website and the information you share on it.';

/** The policy's sections: consent, data collected, registration or Google login, uses of data. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Consent',
    paragraphs: [
      'By using HandleHub you consent to this privacy policy and agree to its terms. If you do not agree, please do not create an account. You can withdraw your consent at any time by deleting your account in Settings.',
    ],
  },
  {
    heading: 'Information we collect',
    paragraphs: [
      'When you create an account we collect your name, your gender, your e-mail address, your profile photo if you add one, and the social media and gaming handles you choose to link to your profile. We also store the username you pick.',
      'Profile photos are re-encoded when you upload them, and every embedded metadata block, such as camera details or GPS location, is removed. If you send us feedback, we keep the message you write.',
      'Like most websites, our servers briefly record technical information such as your IP address to protect the service against abuse, for example to apply rate limits.',
    ],
  },
  {
    heading: 'Registration and Google login',
    paragraphs: [
      'You register and log in to HandleHub with your Google account. Google confirms your identity and shares your name and verified e-mail address with us; we never see or store your Google password.',
      'Your e-mail address and your Google account identifier are used only to recognise you when you log in. They are never shown on your profile or shared with other users.',
    ],
  },
  {
    heading: 'How we use your information',
    paragraphs: [
      'We use your information to provide, operate and maintain HandleHub: to show your public profile at your link and in your QR code, to list you on the Home feed and in search results when your settings allow it, and to keep you signed in.',
      'We also use it to improve and personalise HandleHub, to understand how it is used, to answer your feedback, to prevent fraud and abuse, and to enforce our terms and conditions. We do not sell your information and we do not use it for advertising.',
    ],
  },
  {
    heading: 'What others can see',
    paragraphs: [
      'Your name, username, profile photo and handles are public on your profile link unless you lock your account. In Settings you decide whether you appear on Home ("Display on Home") and in search ("Appear in search results").',
    ],
  },
  {
    heading: 'Keeping and deleting your information',
    paragraphs: [
      'We keep your information for as long as your account exists. When you delete your account, your profile, handles, photos and sessions are removed at once. Feedback you sent is kept without any link to you. A username you give up is held for 90 days so that an old link or QR code never points at someone else.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'If you have questions about this policy or want to exercise your rights over your data, write to us with the feedback form in Settings.',
    ],
  },
];
