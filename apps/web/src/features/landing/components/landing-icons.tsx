import type { ReactNode } from 'react';
import type { CONTEXT_KEYS } from '../landing-content';

/** A line icon in the text's colour. Decorative: the text beside it says the same. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="h-6 w-6 shrink-0"
    >
      {children}
    </svg>
  );
}

export function CheckIcon() {
  return (
    <Icon>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

/** One picture per PRCA-24 context: a group, a meeting table, two speech bubbles, a microphone. */
export const CONTEXT_ICONS: Record<(typeof CONTEXT_KEYS)[number], ReactNode> = {
  groupDiscussion: (
    <Icon>
      <circle cx="12" cy="7" r="3" />
      <circle cx="4.5" cy="10" r="2" />
      <circle cx="19.5" cy="10" r="2" />
      <path d="M7 20a5 5 0 0 1 10 0M1.5 19a3.5 3.5 0 0 1 5-3M22.5 19a3.5 3.5 0 0 0-5-3" />
    </Icon>
  ),
  meetings: (
    <Icon>
      <circle cx="6" cy="6" r="2" />
      <circle cx="12" cy="6" r="2" />
      <circle cx="18" cy="6" r="2" />
      <rect x="2.5" y="11" width="19" height="4" rx="1" />
      <path d="M6 15v5M18 15v5" />
    </Icon>
  ),
  interpersonal: (
    <Icon>
      <path d="M3 4h11v8H8l-3 3v-3H3z" />
      <path d="M17 8h4v8h-2v3l-3-3h-6v-1" />
    </Icon>
  ),
  publicSpeaking: (
    <Icon>
      <rect x="9" y="2.5" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3.5M8.5 21.5h7" />
    </Icon>
  ),
};
