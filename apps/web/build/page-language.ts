/*
 * A page the build writes from index.html (the landing pages, the survey pages) in one
 * language: its `lang` and its description, the text a search result or a share card shows.
 * index.html's own description is Vietnamese; without this the English pages would ship it
 * (review of 2026-11-27, A10).
 */

/** Text safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*"/;

/** `shell` with the `lang` and the description of `language`. */
export function inLanguage(shell: string, language: 'vi' | 'en', description: string): string {
  if (!DESCRIPTION.test(shell)) throw new Error('index.html has no description to translate');
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(DESCRIPTION, `$1${escapeAttribute(description)}"`);
}
