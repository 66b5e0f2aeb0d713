import type { Locale } from '@prca/core';

/*
 * The codebook's blocks and their two renderings (markdown and HTML), so that codebook.md and
 * codebook.html cannot say different things.
 */

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** A text quoted exactly as stored, line breaks and all (an information sheet). */
  | { kind: 'quote'; text: string; lang: Locale }
  | { kind: 'table'; header: string[]; rows: string[][] };

export const heading = (text: string): Block => ({ kind: 'heading', text });
export const subheading = (text: string): Block => ({ kind: 'subheading', text });
export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });

const mdCell = (text: string) => text.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');

/** Every line of `text` behind "> ", so that a markdown reader shows it as one quotation. */
const mdQuote = (text: string) =>
  text
    .replaceAll('\r\n', '\n')
    .split('\n')
    .map((line) => (line.trim() === '' ? '>' : `> ${line}`))
    .join('\n');

export function markdownOf(blocks: readonly Block[]): string {
  return `${blocks
    .map((block) => {
      if (block.kind === 'heading') return `## ${block.text}`;
      if (block.kind === 'subheading') return `### ${block.text}`;
      if (block.kind === 'paragraph') return block.text;
      if (block.kind === 'quote') return mdQuote(block.text);
      return [
        `| ${block.header.map(mdCell).join(' | ')} |`,
        `|${block.header.map(() => '---').join('|')}|`,
        ...block.rows.map((row) => `| ${row.map(mdCell).join(' | ')} |`),
      ].join('\n');
    })
    .join('\n\n')}\n`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A quoted text as HTML: its blank-line blocks as paragraphs, its line breaks kept. */
const htmlQuote = (text: string, lang: Locale) =>
  `<blockquote lang="${lang}">\n${text
    .replaceAll('\r\n', '\n')
    .split(/\n\s*\n/)
    .filter((part) => part.trim() !== '')
    .map((part) => `<p>${part.split('\n').map(escapeHtml).join('<br>\n')}</p>`)
    .join('\n')}\n</blockquote>`;

export function htmlOf(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'heading') return `<h2>${escapeHtml(block.text)}</h2>`;
      if (block.kind === 'subheading') return `<h3>${escapeHtml(block.text)}</h3>`;
      if (block.kind === 'paragraph') return `<p>${escapeHtml(block.text)}</p>`;
      if (block.kind === 'quote') return htmlQuote(block.text, block.lang);
      const head = block.header.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('');
      const rows = block.rows
        .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
        .join('\n');
      return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`;
    })
    .join('\n');
}
