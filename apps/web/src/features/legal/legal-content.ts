import type { RespondentIdentity } from '@prca/core';

/**
 * A paragraph or list item by its catalogue key; one that holds only in some identity modes
 * (issue 27: every sentence about what is collected matches the mode in force) names them.
 */
export type LegalText = string | { key: string; modes: readonly RespondentIdentity[] };

/** The key of a text, whatever the modes it holds in. */
export const keyOf = (text: LegalText): string => (typeof text === 'string' ? text : text.key);

/** Whether a text holds in `mode` (null: not known yet, so only what holds in every mode). */
export function holdsIn(text: LegalText, mode: RespondentIdentity | null): boolean {
  return typeof text === 'string' || (mode !== null && text.modes.includes(mode));
}

/**
 * The sections of the privacy notice and the terms, in order. Each names the catalogue keys of
 * its paragraphs (under `<page>.<section>`), of its bullet list (under `.list`) and of the
 * paragraphs after the list; a test checks that every key has its text in both languages.
 */
export interface LegalSectionContent {
  key: string;
  paragraphs?: readonly LegalText[];
  list?: readonly LegalText[];
  after?: readonly LegalText[];
  /** Ends the section with how to reach the research team, or with a link to the privacy notice. */
  extra?: 'contact' | 'privacyLink';
}

const EMAIL = { modes: ['email'] } as const;
const ACCOUNT = { modes: ['signIn', 'email'] } as const;

export const PRIVACY_SECTIONS: readonly LegalSectionContent[] = [
  {
    key: 'collect',
    paragraphs: ['intro'],
    list: [
      'aboutYou',
      'sectionB',
      'answers',
      'class',
      'consent',
      'language',
      'session',
      { key: 'nothingIdentifying', modes: ['anonymous'] },
      { key: 'emailCode', ...EMAIL },
      { key: 'account', ...ACCOUNT },
    ],
    after: ['notAsked', 'network'],
  },
  { key: 'device', paragraphs: ['body', 'lab', 'clear'] },
  { key: 'purpose', list: ['result', { key: 'lookup', ...EMAIL }, 'research'], after: ['never'] },
  {
    key: 'retention',
    list: [
      { key: 'anonymous', modes: ['anonymous'] },
      { key: 'guest', ...EMAIL },
      { key: 'signedIn', ...ACCOUNT },
      'unfinished',
    ],
  },
  { key: 'access', paragraphs: ['body'] },
  {
    key: 'choices',
    list: [
      'voluntary',
      { key: 'withdrawAnonymous', modes: ['anonymous'] },
      { key: 'withdrawEmail', ...EMAIL },
      { key: 'withdrawSignIn', modes: ['signIn'] },
      { key: 'afterRemoval', ...EMAIL },
      'device',
    ],
  },
  { key: 'contact', paragraphs: ['body'], extra: 'contact' },
  { key: 'changes', paragraphs: ['body'] },
];

export const TERMS_SECTIONS: readonly LegalSectionContent[] = [
  { key: 'about', paragraphs: ['body'] },
  { key: 'participation', list: ['voluntary', 'honest', 'age'] },
  { key: 'diagnosis', paragraphs: ['body'] },
  { key: 'help', paragraphs: ['body', 'urgent'] },
  { key: 'fairUse', paragraphs: ['body'] },
  { key: 'data', paragraphs: ['body'], extra: 'privacyLink' },
  { key: 'scale', paragraphs: ['body'] },
  { key: 'service', paragraphs: ['body'] },
  { key: 'contact', paragraphs: ['body'], extra: 'contact' },
];

/** Every catalogue key that a page's sections make it look up. */
export function sectionKeys(page: 'privacy' | 'terms', sections: readonly LegalSectionContent[]) {
  return [
    `${page}.title`,
    `${page}.intro`,
    ...sections.flatMap(({ key, paragraphs = [], list = [], after = [] }) => [
      `${page}.${key}.title`,
      ...paragraphs.map((paragraph) => `${page}.${key}.${keyOf(paragraph)}`),
      ...list.map((item) => `${page}.${key}.list.${keyOf(item)}`),
      ...after.map((paragraph) => `${page}.${key}.${keyOf(paragraph)}`),
    ]),
  ];
}
