import { sheetBlocks } from '@prca/core';

/**
 * The information sheet as students will read it, drawn from core's sheetBlocks (the survey's
 * own reading of the text), so that what the editor previews is what a student sees. Plain
 * text only: an edited sheet can never put markup on a screen.
 */
export function SheetPreview({
  text,
  retentionDays,
  language,
}: {
  text: string;
  retentionDays: number;
  language: 'vi' | 'en';
}) {
  return (
    <div lang={language} className="space-y-3 text-slate-800">
      {sheetBlocks(text, { retentionDays }).map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <p key={index} className="text-base font-semibold text-slate-900">
              {block.text}
            </p>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index} className="list-disc space-y-1 pl-5">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
