import type { Gender } from './users.js';

/**
 * The default picture of someone without a photo, by gender (our own artwork, no text), as SVG markup:
 * the web shows it as a data URL, the server draws it on the link-preview card.
 */
export const DEFAULT_AVATAR_SVG: Record<Gender, string> = {
  female: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="Default avatar">
  <rect width="128" height="128" fill="#f8e1f0"/>
  <path d="M34 60c0-24 13-38 30-38s30 14 30 38v30H34z" fill="#6b3a2e"/>
  <circle cx="64" cy="54" r="22" fill="#f4cdb0"/>
  <path d="M42 52c2-14 11-22 22-22s20 8 22 22c-8-3-15-9-19-15-5 8-14 13-25 15z" fill="#6b3a2e"/>
  <path d="M20 128c2-26 20-40 44-40s42 14 44 40z" fill="#d6336c"/>
  <path d="M55 88l9 12 9-12" fill="#f4cdb0"/>
</svg>`,
  male: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="Default avatar">
  <rect width="128" height="128" fill="#dfe7fb"/>
  <circle cx="64" cy="52" r="24" fill="#f2c7a5"/>
  <path d="M40 48c0-16 11-26 24-26s24 10 24 26c-5-7-13-11-24-11s-19 4-24 11z" fill="#3b3f58"/>
  <path d="M20 128c2-26 20-40 44-40s42 14 44 40z" fill="#4c6ef5"/>
  <path d="M54 88l10 14 10-14" fill="#f2c7a5"/>
</svg>`,
};

/**
 * The default avatar of someone whose gender is not known, as lists, public pages, the link-preview card
 * and the embeddable card draw it: gender is never public (probe L2), and a gendered default would publish it.
 */
export const PUBLIC_DEFAULT_AVATAR_SVG: string = DEFAULT_AVATAR_SVG.female;
