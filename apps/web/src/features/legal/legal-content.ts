/**
 * The sections of the privacy notice and the terms, in order. Each names the catalogue keys of
 * its paragraphs (under `<page>.<section>`), of its bullet list (under `.list`) and of the
 * paragraphs after the list; a test checks that every key has its text in both languages.
 */
export interface LegalSectionContent {
  key: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  after?: readonly string[];
  /** Ends the section with how to reach the research team, or with a link to the privacy notice. */
  extra?: 'contact' | 'privacyLink';
}

export const PRIVACY_SECTIONS: readonly LegalSectionContent[] = [
  {
    key: 'collect',
    paragraphs: ['intro'],
    list: ['email', 'aboutYou', 'sectionB', 'answers', 'language', 'session'],
    after: ['signIn', 'notAsked', 'network'],
  },
  { key: 'device', paragraphs: ['body', 'clear'] },
  { key: 'purpose', list: ['result', 'lookup', 'research'], after: ['never'] },
  { key: 'retention', list: ['guest', 'signedIn', 'unfinished'] },
  { key: 'access', paragraphs: ['body'] },
  { key: 'choices', list: ['voluntary', 'delete', 'anonymous', 'device'] },
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
      ...paragraphs.map((paragraph) => `${page}.${key}.${paragraph}`),
      ...list.map((item) => `${page}.${key}.list.${item}`),
      ...after.map((paragraph) => `${page}.${key}.${paragraph}`),
    ]),
  ];
}
