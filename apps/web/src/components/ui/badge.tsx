import type { ReactNode } from 'react';

export type Tone = 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'grey';

// The 900 shades on 100 backgrounds: well above AA (4.5:1) for small bold text.
const TONES: Record<Tone, string> = {
  green: 'border-green-300 bg-green-100 text-green-900',
  blue: 'border-blue-300 bg-blue-100 text-blue-900',
  yellow: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  orange: 'border-orange-300 bg-orange-100 text-orange-900',
  red: 'border-red-300 bg-red-100 text-red-900',
  grey: 'border-slate-300 bg-slate-100 text-slate-800',
};

const SIZES = { small: 'px-2.5 py-0.5 text-xs', medium: 'px-2.5 py-0.5 text-sm' } as const;

/** A state or a level as a coloured word; the colour only repeats what the word says. */
export function Badge({
  tone,
  size = 'small',
  className = '',
  children,
}: {
  tone: Tone;
  size?: keyof typeof SIZES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-block w-fit rounded-full border font-semibold ${TONES[tone]} ${SIZES[size]} ${className}`}
    >
      {children}
    </span>
  );
}
